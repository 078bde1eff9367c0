import { describe, expect, it } from "vitest";
import { confirmationPath, paymentWindowOptions, phoneWithCountryCode } from "./payment-window";

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

  it("describes the booking in the page's language", () => {
    const options = (locale: "en" | "de") =>
      paymentWindowOptions({
        created: { order: { id: "o", amount: 100, currency: "INR" }, key_id: "k" },
        locale,
        contact: { email: "a@example.com", phone: "+14155550100" },
        origin: "http://localhost:5173",
        handler: () => {},
        ondismiss: () => {},
      });
    expect(options("de").description).toBe("Buchung Ihrer Auszeit");
    expect(options("en").description).toBe("Sacred Journey Booking");
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

describe("confirmationPath", () => {
  it("builds the confirmation address from both ids", () => {
    expect(confirmationPath("pay_123", "order_456")).toBe("/booking-confirmation?payment_id=pay_123&order_id=order_456");
  });
});
