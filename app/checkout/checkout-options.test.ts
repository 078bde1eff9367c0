import { describe, expect, it } from "vitest";
import { buildCustomRetreatCartItem, buildRoomCartItem } from "~/domain/cart/cart-item";
import { bookingDetailsText, CHECKOUT_NOTICES, confirmationPath, paymentWindowOptions, phoneWithCountryCode } from "./checkout-options";

describe("phoneWithCountryCode", () => {
  it("keeps an international number, without its punctuation", () => {
    expect(phoneWithCountryCode("+49 (30) 1234-5678")).toBe("+493012345678");
    expect(phoneWithCountryCode(" +1 415 555 0100 ")).toBe("+14155550100");
  });

  it("reads a leading 00 as +", () => {
    expect(phoneWithCountryCode("0044 20 7946 0958")).toBe("+442079460958");
  });

  it("takes a number without a country code as Indian", () => {
    expect(phoneWithCountryCode("98470 12345")).toBe("+919847012345");
    expect(phoneWithCountryCode("098470 12345")).toBe("+919847012345");
    expect(phoneWithCountryCode("91 98470 12345")).toBe("+919847012345");
  });

  it("leaves something too short to be a number as it was typed", () => {
    expect(phoneWithCountryCode(" 12-34 ")).toBe("12-34");
  });
});

describe("paymentWindowOptions", () => {
  it("carries the theme colour, the resort's name, the description, the logo and the prefill", () => {
    const handler = () => {};
    const ondismiss = () => {};
    const options = paymentWindowOptions({
      created: { order: { id: "order_abc", amount: 4_449_600, currency: "INR" }, key_id: "rzp_test_key" },
      contact: { email: "guest@example.com", phone: "98470 12345" },
      origin: "https://www.kaivalyaretreat.com",
      handler,
      ondismiss,
    });
    expect(options).toEqual({
      key: "rzp_test_key",
      amount: 4_449_600,
      currency: "INR",
      name: "Kaivalya Ayurveda Retreat",
      description: "Sacred Journey Booking",
      image: "https://www.kaivalyaretreat.com/favicon.svg",
      order_id: "order_abc",
      prefill: { email: "guest@example.com", contact: "+919847012345" },
      theme: { color: "#8B7355" },
      handler,
      modal: { ondismiss },
    });
  });

  it("prefills the name when there is one", () => {
    const options = paymentWindowOptions({
      created: { order: { id: "o", amount: 100, currency: "INR" }, key_id: "k" },
      contact: { name: "Asha", email: "a@example.com", phone: "+14155550100" },
      origin: "http://localhost:5173",
      handler: () => {},
      ondismiss: () => {},
    });
    expect(options.prefill).toEqual({ name: "Asha", email: "a@example.com", contact: "+14155550100" });
  });
});

describe("bookingDetailsText", () => {
  it("writes one line per item: name, type, dates, symbol and price x quantity", () => {
    const room = buildRoomCartItem({
      room: { id: "sunrise", name: "Sunrise", description: "", price: 250, image: "" },
      startDate: "2027-01-05",
      endDate: "2027-01-08",
      guests: 2,
    });
    const custom = buildCustomRetreatCartItem({
      name: "Silent week",
      startDate: "2027-02-01",
      endDate: "2027-02-08",
      price: 1200.5,
      currency: "USD",
    });
    expect(bookingDetailsText([{ ...room, quantity: 2 }, custom])).toBe(
      [
        "Sunrise (Room) - Jan 05 - Jan 08, 2027 - €750 x 2 = €1,500",
        "Silent week (Custom retreat) - Feb 01 - Feb 08, 2027 - $1,200.50 x 1 = $1,200.50",
      ].join("\n"),
    );
  });
});

describe("checkout copy", () => {
  it("uses the specification's notices verbatim", () => {
    expect(CHECKOUT_NOTICES.orderFailed).toEqual(["Payment Error", "Failed to initialize payment. Please try again."]);
    expect(CHECKOUT_NOTICES.gatewayFailed).toEqual(["Payment Error", "Failed to load payment gateway."]);
    expect(CHECKOUT_NOTICES.verifyCallFailed).toEqual(["Verification Error", "Could not verify payment. Please contact support."]);
    expect(CHECKOUT_NOTICES.verifyRejected).toEqual(["Payment Verification Failed", "Please contact support."]);
    expect(CHECKOUT_NOTICES.paymentFailed).toEqual(["Payment Failed", "Payment could not be processed."]);
    expect(CHECKOUT_NOTICES.contactNotSaved).toEqual(["Note", "Contact details will be sent with payment confirmation"]);
    expect(CHECKOUT_NOTICES.contactSaved).toEqual(["Contact details saved!"]);
    expect(CHECKOUT_NOTICES.paid).toEqual(["Payment Successful", "Your booking has been confirmed!"]);
  });

  it("builds the confirmation address from both ids", () => {
    expect(confirmationPath("pay_123", "order_456")).toBe("/booking-confirmation?payment_id=pay_123&order_id=order_456");
  });
});
