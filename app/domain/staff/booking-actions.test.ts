import { describe, expect, it } from "vitest";
import {
  type BookingActionState,
  balanceInputSchema,
  balanceRefusal,
  cancelInputSchema,
  cancelRefusal,
  confirmInputSchema,
  declineInputSchema,
  declineRefusal,
  decisionRefusal,
  parseMajorAmount,
  refundablePaise,
  refundInputSchema,
  refundRefusal,
} from "./booking-actions";

const paid: BookingActionState = {
  source: "online",
  status: "paid",
  resortConfirmation: null,
  chargedPaise: 741_600,
  refundCommittedPaise: 0,
  balanceLeft: [{ currency: "EUR", leftMinor: 45_600 }],
};

describe("parseMajorAmount", () => {
  it.each([
    ["7416", 741_600],
    ["7,416", 741_600],
    ["7,416.5", 741_650],
    ["7416.05", 741_605],
    ["₹ 500", 50_000],
    ["€288", 28_800],
    ["INR 12", 1_200],
    ["0.01", 1],
    ["0", 0],
  ])("reads %s as %i minor units", (text, minor) => {
    expect(parseMajorAmount(text)).toBe(minor);
  });

  it.each(["", "lots", "-5", "1.234", "1e3", "12.", ".5", "1 2 3 4 5 6 7 8 9 0"])("refuses %j", (text) => {
    expect(parseMajorAmount(text)).toBeNull();
  });
});

describe("the refund rule", () => {
  it("allows a refund of what is left of a captured payment", () => {
    expect(refundRefusal(paid)).toBeNull();
    expect(refundablePaise({ chargedPaise: 741_600, refundCommittedPaise: 41_600 })).toBe(700_000);
    expect(refundRefusal({ ...paid, status: "cancelled" })).toBeNull();
    expect(refundRefusal({ ...paid, status: "partially_refunded", refundCommittedPaise: 100_000 })).toBeNull();
  });

  it("refuses a gateway refund of a booking staff recorded, whose money never went through it", () => {
    const recorded = { ...paid, source: "phone" as const, chargedPaise: 0 };
    expect(refundRefusal(recorded)).toMatch(/recorded by staff and nothing was paid online/);
    expect(cancelRefusal(recorded)).toBeNull();
    expect(balanceRefusal(recorded)).toBeNull();
  });

  it("refuses without a payment, and when less than ₹1 is left", () => {
    expect(refundRefusal({ ...paid, status: "created" })).toBe("This booking is not paid yet: there is no payment to refund.");
    expect(refundRefusal({ ...paid, status: "authorized" })).toMatch(/still being captured/);
    expect(refundRefusal({ ...paid, status: "failed" })).toMatch(/no payment/);
    expect(refundRefusal({ ...paid, refundCommittedPaise: 741_501 })).toMatch(/Nothing is left to refund/);
    expect(refundRefusal({ ...paid, refundCommittedPaise: 741_500 })).toBeNull();
  });
});

describe("the cancel rule", () => {
  it("cancels a paid or partly refunded booking only", () => {
    expect(cancelRefusal(paid)).toBeNull();
    expect(cancelRefusal({ ...paid, status: "partially_refunded" })).toBeNull();
    expect(cancelRefusal({ ...paid, status: "cancelled" })).toBe("This booking is cancelled already.");
    for (const status of ["created", "authorized", "failed", "conflict", "refunded"] as const) {
      expect(cancelRefusal({ ...paid, status }), status).toMatch(/only a paid booking can be cancelled/);
    }
  });
});

describe("the balance rule", () => {
  it("takes a balance on a paid booking with something still due", () => {
    expect(balanceRefusal(paid)).toBeNull();
    expect(balanceRefusal({ ...paid, resortConfirmation: "confirmed" })).toBeNull();
    expect(
      balanceRefusal({
        ...paid,
        balanceLeft: [
          { currency: "EUR", leftMinor: 0 },
          { currency: "USD", leftMinor: 1 },
        ],
      }),
    ).toBeNull();
  });

  it("refuses unpaid, cancelled, refunded, unconfirmed or settled bookings", () => {
    expect(balanceRefusal({ ...paid, status: "created" })).toMatch(/not paid yet: no balance is due/);
    expect(balanceRefusal({ ...paid, status: "cancelled" })).toBe("This booking is cancelled: no balance is due.");
    expect(balanceRefusal({ ...paid, status: "refunded" })).toMatch(/refunded in full: no balance is due/);
    expect(balanceRefusal({ ...paid, resortConfirmation: "awaiting" })).toMatch(/awaits the resort's confirmation/);
    expect(balanceRefusal({ ...paid, resortConfirmation: "declined" })).toMatch(/declined/);
    expect(balanceRefusal({ ...paid, balanceLeft: [{ currency: "EUR", leftMinor: 0 }] })).toBe("The balance has been received in full.");
  });
});

describe("the action inputs", () => {
  it("parse what the endpoints take and refuse the rest", () => {
    expect(refundInputSchema.safeParse({ reason: "  Guest asked  " })).toMatchObject({ success: true, data: { reason: "Guest asked" } });
    expect(refundInputSchema.safeParse({ amount: 100, reason: "Guest asked", refundsSeen: 2 }).success).toBe(true);
    expect(refundInputSchema.safeParse({ amount: 99, reason: "Guest asked" }).success).toBe(false);
    expect(refundInputSchema.safeParse({ reason: "Guest asked", note: "extra" }).success).toBe(false);
    expect(balanceInputSchema.safeParse({ amount: 1, method: "upi" }).success).toBe(true);
    expect(balanceInputSchema.safeParse({ amount: 1, method: "cheque" }).success).toBe(false);
    expect(cancelInputSchema.safeParse({ refund: false, reason: "No show" }).success).toBe(true);
    expect(cancelInputSchema.safeParse({ refund: "false", reason: "No show" }).success).toBe(false);
  });
});

describe("the resort's answer to a custom-retreat request", () => {
  const request: BookingActionState = { ...paid, resortConfirmation: "awaiting" };

  it("may be given on a paid request that awaits it, and on nothing else", () => {
    expect(decisionRefusal(request)).toBeNull();
    expect(declineRefusal(request)).toBeNull();
    expect(decisionRefusal(paid)).toBe("This booking is not a custom-retreat request: there is nothing to confirm or decline.");
    expect(decisionRefusal({ ...request, resortConfirmation: "confirmed" })).toBe("This custom retreat was confirmed already.");
    expect(decisionRefusal({ ...request, resortConfirmation: "declined" })).toBe("This custom retreat was declined already.");
    expect(decisionRefusal({ ...request, status: "created" })).toBe(
      "This booking is not paid yet: only a paid request can be confirmed or declined.",
    );
    expect(decisionRefusal({ ...request, status: "refunded" })).toMatch(/has been refunded in full/);
  });

  it("is not a decline once part of the payment is refunded or requested, since a decline refunds it all", () => {
    const partly = { ...request, refundCommittedPaise: 100 };
    expect(decisionRefusal(partly)).toBeNull();
    expect(declineRefusal(partly)).toMatch(/refunded or requested already/);
  });

  it("reads a confirm's optional note and a decline's required reason", () => {
    expect(confirmInputSchema.parse({})).toEqual({});
    expect(confirmInputSchema.parse({ note: "  Villa 3  " })).toEqual({ note: "Villa 3" });
    expect(confirmInputSchema.safeParse({ note: 3 }).success).toBe(false);
    expect(confirmInputSchema.safeParse({ reason: "x" }).success).toBe(false);
    expect(declineInputSchema.parse({ reason: " Fully booked ", refundsSeen: 0 })).toEqual({ reason: "Fully booked", refundsSeen: 0 });
    for (const body of [{}, { reason: "no" }, { reason: "Fully booked", refund: true }, { reason: "Fully booked", refundsSeen: -1 }]) {
      expect(declineInputSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
