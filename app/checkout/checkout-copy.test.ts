import { describe, expect, it } from "vitest";
import { buildCustomRetreatCartItem, buildRoomCartItem } from "~/domain/cart/cart-item";
import { bookingDetailsText, CHECKOUT_NOTICES, verifyRefusalNotice } from "./checkout-copy";

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
});

describe("a refused payment", () => {
  it("keeps the specification's words for a refused verification", () => {
    expect(verifyRefusalNotice({ error: "Invalid payment signature" })).toEqual(CHECKOUT_NOTICES.verifyRejected);
  });

  it("gives the server's own sentence when another guest took the dates", () => {
    const error = "Your deposit is being refunded in full.";
    expect(verifyRefusalNotice({ error, reason: "nights-taken" })).toEqual(["Your dates are no longer available", error]);
  });
});
