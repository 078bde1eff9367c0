import { describe, expect, it } from "vitest";
import type { StaffBookingDetail } from "~/domain/staff/staff-views";
import { parseActionFields, reviewOf } from "./booking-action-forms";

const booking = {
  chargedPaise: 741_600,
  refundablePaise: 741_600,
  balances: [{ currency: "EUR", dueMinor: 45_600, receivedMinor: 0, leftMinor: 45_600 }],
} as unknown as StaffBookingDetail;

describe("the booking page's forms", () => {
  it("read a refund in rupees, and an empty amount as everything left", () => {
    expect(parseActionFields("refund", { amount: "2,500", reason: "Late", refundsSeen: "1" })).toEqual({
      ok: true,
      parsed: { action: "refund", input: { amount: 250_000, reason: "Late", refundsSeen: 1 } },
    });
    const all = parseActionFields("refund", { amount: "", reason: "Guest asked", refundsSeen: "0" });
    expect(all).toEqual({ ok: true, parsed: { action: "refund", input: { reason: "Guest asked", refundsSeen: 0 } } });
    if (!all.ok) throw new Error("unreachable");
    expect(reviewOf(all.parsed, booking)).toEqual({
      summary: "Refund ₹7,416 (everything left of the ₹7,416 paid online) to the guest's original payment method. Reason: Guest asked",
      confirm: "Refund ₹7,416 now",
    });
  });

  it("read a balance and a cancellation, with buttons that say what they do", () => {
    const balance = parseActionFields("balance", { amount: "456", currency: "EUR", method: "upi", note: "", paymentsSeen: "0" });
    if (!balance.ok) throw new Error(balance.error);
    expect(balance.parsed.input).toEqual({ amount: 45_600, currency: "EUR", method: "upi", paymentsSeen: 0 });
    expect(reviewOf(balance.parsed, booking).confirm).toBe("Record €456 received");

    const cancel = parseActionFields("cancel", { refund: "yes", reason: "Storm", refundsSeen: "0" });
    if (!cancel.ok) throw new Error(cancel.error);
    expect(reviewOf(cancel.parsed, booking).confirm).toBe("Cancel and refund ₹7,416");
    const keep = parseActionFields("cancel", { refund: "no", reason: "No show", refundsSeen: "0" });
    if (!keep.ok) throw new Error(keep.error);
    expect(reviewOf(keep.parsed, booking).confirm).toBe("Cancel without a refund");
  });

  it("refuse what is not an amount, a choice or a count, with a sentence", () => {
    expect(parseActionFields("refund", { amount: "lots", reason: "Late", refundsSeen: "0" })).toEqual({
      ok: false,
      error: "The refund is an amount such as 1500 or 1,500.50",
    });
    expect(parseActionFields("balance", { amount: "", method: "cash" })).toEqual({ ok: false, error: "Enter the amount received" });
    for (const [action, fields] of [
      ["refund", { amount: "10", reason: "", refundsSeen: "0" }],
      ["refund", { amount: "10", reason: "Late", refundsSeen: "many" }],
      ["balance", { amount: "10", method: "cheque" }],
      ["cancel", { refund: "maybe", reason: "No show" }],
    ] as const) {
      const result = parseActionFields(action, fields);
      expect(result.ok, JSON.stringify(fields)).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/\w{3}/);
    }
  });

  it("read a confirm with an optional note and a decline with its reason, with buttons that say what they do", () => {
    const confirm = parseActionFields("confirm", { note: "" });
    if (!confirm.ok) throw new Error(confirm.error);
    expect(confirm.parsed.input).toEqual({});
    expect(reviewOf(confirm.parsed, booking)).toEqual({
      summary: "Confirm this custom retreat: it becomes a confirmed stay, and the guest is told by e-mail.",
      confirm: "Confirm the custom retreat",
    });
    const noted = parseActionFields("confirm", { note: "Villa 3" });
    if (!noted.ok) throw new Error(noted.error);
    expect(reviewOf(noted.parsed, booking).summary).toMatch(/Note: Villa 3$/);

    const decline = parseActionFields("decline", { reason: "Fully booked", refundsSeen: "0" });
    if (!decline.ok) throw new Error(decline.error);
    expect(decline.parsed.input).toEqual({ reason: "Fully booked", refundsSeen: 0 });
    expect(reviewOf(decline.parsed, booking)).toEqual({
      summary:
        "Decline this custom retreat: refund the ₹7,416 paid online in full, give its dates back, and tell the guest by e-mail. Reason: Fully booked",
      confirm: "Decline and refund ₹7,416",
    });
    expect(parseActionFields("decline", { reason: "", refundsSeen: "0" }).ok).toBe(false);
  });
});
