import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, type BookingStatus, UNPAID_STATUSES } from "~/domain/booking/booking-states";
import type { StoredBooking } from "./bookings-repository";
import { storedBooking } from "./stored-booking.fixture";
import type { CaptureResult } from "./capture";
import {
  AMOUNT_MISMATCH,
  BAD_SIGNATURE,
  CAPTURE_FAILED,
  decideOnGatewayPayment,
  decideOnRecorded,
  decideOnStoredBooking,
  NIGHTS_TAKEN,
  NOT_OURS,
  OTHER_ORDER,
  PAID_BY_ANOTHER,
  RELEASED,
} from "./verify-decision";

const booking = storedBooking;

/** A booking in `status` as the lifecycle leaves it: it holds `pay_1` once past unpaid. */
const inStatus = (status: BookingStatus) =>
  booking({ status, paymentId: (UNPAID_STATUSES as readonly string[]).includes(status) ? null : "pay_1" });

type Verdict = { kind: string; error?: string; reason?: string };
const describeVerdict = (verdict: Verdict) =>
  verdict.kind !== "refuse"
    ? verdict.kind
    : `refuse:${
        {
          [NOT_OURS]: "not-ours",
          [BAD_SIGNATURE]: "bad-signature",
          [PAID_BY_ANOTHER]: "paid-by-another",
          [OTHER_ORDER]: "other-order",
          [AMOUNT_MISMATCH]: "amount-mismatch",
          [NIGHTS_TAKEN]: "nights-taken",
        }[verdict.error ?? ""] ?? verdict.error
      }`;

describe("decideOnStoredBooking: the table", () => {
  // [status, payment verified, was a conflict (its refund exists), expected]
  const cases: [status: BookingStatus, payment: "pay_1" | "pay_2", wasConflict: boolean, expected: string][] = [
    ["created", "pay_1", false, "record"],
    ["failed", "pay_2", false, "record"],
    ["authorized", "pay_1", false, "record"],
    ["authorized", "pay_2", false, "refuse:paid-by-another"],
    ["paid", "pay_1", false, "answer-stored"],
    ["paid", "pay_2", false, "refuse:paid-by-another"],
    ["cancelled", "pay_1", false, "answer-stored"],
    ["cancelled", "pay_2", false, "refuse:paid-by-another"],
    ["refunded", "pay_1", false, "answer-stored"],
    ["refunded", "pay_2", false, "refuse:paid-by-another"],
    ["partially_refunded", "pay_1", false, "answer-stored"],
    ["conflict", "pay_1", false, "refuse:nights-taken"],
    ["conflict", "pay_2", false, "refuse:paid-by-another"],
    // Refunded because it was a conflict: still the conflict's words.
    ["refunded", "pay_1", true, "refuse:nights-taken"],
    ["refunded", "pay_2", true, "refuse:paid-by-another"],
    ["partially_refunded", "pay_1", true, "refuse:nights-taken"],
    // Only a refunded booking can hide a conflict: the flag alone changes nothing else.
    ["paid", "pay_1", true, "answer-stored"],
    ["created", "pay_1", true, "record"],
  ];
  for (const [status, paymentId, wasConflict, expected] of cases) {
    it(`${paymentId} on a ${status} booking holding ${inStatus(status).paymentId ?? "nothing"}${wasConflict ? ", once a conflict" : ""} → ${expected}`, () => {
      const verdict = decideOnStoredBooking({ booking: inStatus(status), mode: "live", paymentId, signatureValid: true, wasConflict });
      expect(describeVerdict(verdict)).toBe(expected);
    });
  }

  it("covers every status", () => {
    expect(new Set(cases.map(([status]) => status))).toEqual(new Set(BOOKING_STATUSES));
  });

  it("refuses an unknown order, an order of the other mode and a bad signature, in that order", () => {
    const decide = (over: { booking?: StoredBooking | null; signatureValid?: boolean }) =>
      describeVerdict(
        decideOnStoredBooking({
          booking: over.booking === undefined ? inStatus("paid") : over.booking,
          mode: "live",
          paymentId: "pay_2",
          signatureValid: over.signatureValid ?? true,
          wasConflict: false,
        }),
      );
    expect(decide({ booking: null, signatureValid: false })).toBe("refuse:not-ours");
    expect(decide({ booking: booking({ mode: "sandbox" }), signatureValid: false })).toBe("refuse:not-ours");
    expect(decide({ signatureValid: false })).toBe("refuse:bad-signature");
    expect(decide({ booking: inStatus("conflict"), signatureValid: false })).toBe("refuse:bad-signature");
  });

  it("hands over the booking it decided to record", () => {
    const stored = inStatus("failed");
    expect(decideOnStoredBooking({ booking: stored, mode: "live", paymentId: "pay_1", signatureValid: true, wasConflict: false })).toEqual({
      kind: "record",
      booking: stored,
    });
  });
});

describe("decideOnGatewayPayment: the table", () => {
  type GatewayPayment = { order_id: string | null; amount: number; currency: string; status: string };
  const payment: GatewayPayment = { order_id: "order_A", amount: 4_326_000, currency: "INR", status: "captured" };
  const cases: [over: Partial<GatewayPayment>, expected: Verdict][] = [
    [{}, { kind: "record", captured: true } as Verdict],
    [{ status: "authorized" }, { kind: "record", captured: false } as Verdict],
    [{ status: "failed" }, { kind: "refuse", error: "The payment is failed, not completed." }],
    [{ status: "created" }, { kind: "refuse", error: "The payment is created, not completed." }],
    [{ status: "refunded" }, { kind: "refuse", error: "The payment is refunded, not completed." }],
    [{ order_id: "order_B" }, { kind: "refuse", error: OTHER_ORDER }],
    [{ order_id: null }, { kind: "refuse", error: OTHER_ORDER }],
    [{ amount: 4_325_999 }, { kind: "refuse", error: AMOUNT_MISMATCH, mismatch: true } as Verdict],
    [{ currency: "USD" }, { kind: "refuse", error: AMOUNT_MISMATCH, mismatch: true } as Verdict],
    // Another order's payment is refused as such before its amount is looked at.
    [
      { order_id: "order_B", amount: 1 },
      { kind: "refuse", error: OTHER_ORDER },
    ],
    [{ amount: 1, status: "failed" }, { kind: "refuse", error: AMOUNT_MISMATCH, mismatch: true } as Verdict],
  ];
  for (const [over, expected] of cases) {
    it(`${JSON.stringify(over)} → ${expected.kind}${expected.error ? `: ${expected.error}` : ""}`, () => {
      expect(decideOnGatewayPayment({ booking: booking(), payment: { ...payment, ...over } })).toEqual(expected);
    });
  }
});

describe("decideOnRecorded: the table", () => {
  const paid = inStatus("paid");
  const cases: [result: CaptureResult, wasConflict: boolean, expected: Verdict & { settleConflict?: true }][] = [
    [{ outcome: "paid", booking: paid }, false, { kind: "paid" }],
    [{ outcome: "already-paid", booking: paid }, false, { kind: "paid" }],
    [{ outcome: "already-paid", booking: paid }, true, { kind: "paid" }],
    [{ outcome: "already-paid", booking: inStatus("refunded") }, false, { kind: "paid" }],
    // A racing request marked the conflict, and its refund was processed already.
    [{ outcome: "already-paid", booking: inStatus("refunded") }, true, { kind: "refuse", error: NIGHTS_TAKEN, reason: "nights-taken" }],
    [
      { outcome: "already-paid", booking: inStatus("partially_refunded") },
      true,
      { kind: "refuse", error: NIGHTS_TAKEN, reason: "nights-taken" },
    ],
    [
      { outcome: "nights-taken", booking: inStatus("conflict") },
      false,
      { kind: "refuse", error: NIGHTS_TAKEN, reason: "nights-taken", settleConflict: true },
    ],
    [
      { outcome: "already-conflict", booking: inStatus("conflict") },
      false,
      { kind: "refuse", error: NIGHTS_TAKEN, reason: "nights-taken" },
    ],
    [
      { outcome: "capture-failed", reason: "HTTP 503", booking: inStatus("authorized") },
      false,
      { kind: "capture-failed", error: CAPTURE_FAILED },
    ],
    [{ outcome: "paid-by-another-payment", booking: paid }, false, { kind: "refuse", error: PAID_BY_ANOTHER }],
    [{ outcome: "released", booking: inStatus("failed") }, false, { kind: "refuse", error: RELEASED }],
    [{ outcome: "not-found" }, false, { kind: "refuse", error: NOT_OURS }],
  ];
  for (const [result, wasConflict, expected] of cases) {
    const status = "booking" in result ? result.booking.status : "none";
    it(`${result.outcome} (${status}${wasConflict ? ", once a conflict" : ""}) → ${describeVerdict(expected)}`, () => {
      expect(decideOnRecorded({ result, wasConflict })).toEqual(expected);
    });
  }

  it("covers every outcome of recording a payment", () => {
    const outcomes: CaptureResult["outcome"][] = [
      "paid",
      "already-paid",
      "nights-taken",
      "already-conflict",
      "capture-failed",
      "released",
      "paid-by-another-payment",
      "not-found",
    ];
    expect(new Set(cases.map(([result]) => result.outcome))).toEqual(new Set(outcomes));
  });
});
