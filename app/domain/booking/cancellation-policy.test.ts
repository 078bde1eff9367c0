import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CANCELLATION_POLICY,
  type CancellableBooking,
  type CancellationPolicy,
  cancellationDeadlines,
  cancellationPolicyJson,
  cancellationTermsText,
  earliestCheckIn,
  formatResortInstant,
  MIN_REFUND_PAISE,
  type PaymentToRefund,
  parseStoredCancellationPolicy,
  refundIfCancelledNow,
} from "./cancellation-policy";

const CHECK_IN = "2027-02-13";
const booking = (overrides: Partial<CancellableBooking> = {}): CancellableBooking => ({
  policy: CANCELLATION_POLICY,
  checkIn: CHECK_IN,
  unconfirmedCustomRetreat: false,
  ...overrides,
});
/** A deposit paid long before, so the free-cancellation window is over. */
const deposit = (overrides: Partial<PaymentToRefund> = {}): PaymentToRefund => ({
  paymentId: "pay_deposit",
  kind: "deposit",
  paidAt: "2026-10-01T06:00:00.000Z",
  paidPaise: 100_000,
  refundedPaise: 0,
  ...overrides,
});
/** An instant in India, written as the resort's clock shows it. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe("refundIfCancelledNow by calendar days before check-in, counted in India", () => {
  it("refunds everything 30 days or more before check-in, to the last minute of that day in India", () => {
    const refund = refundIfCancelledNow(booking(), [deposit()], ist("2027-01-14T23:59:59.999"));
    expect(refund).toEqual({
      amountPaise: 100_000,
      refundPercent: 100,
      rule: "days_before_check_in",
      daysBeforeCheckIn: 30,
      parts: [{ paymentId: "pay_deposit", amountPaise: 100_000 }],
    });
  });

  it("refunds half from midnight in India 29 days before, even while it is still the day before in UTC", () => {
    const now = ist("2027-01-15T00:00:00.000");
    expect(now.toISOString()).toBe("2027-01-14T18:30:00.000Z");
    const refund = refundIfCancelledNow(booking(), [deposit()], now);
    expect(refund).toMatchObject({ amountPaise: 50_000, refundPercent: 50, daysBeforeCheckIn: 29 });
  });

  it("refunds half up to the last minute 14 days before, and nothing from midnight 13 days before", () => {
    expect(refundIfCancelledNow(booking(), [deposit()], ist("2027-01-30T23:59:59.999"))).toMatchObject({
      amountPaise: 50_000,
      daysBeforeCheckIn: 14,
    });
    expect(refundIfCancelledNow(booking(), [deposit()], ist("2027-01-31T00:00:00.000"))).toEqual({
      amountPaise: 0,
      refundPercent: 0,
      rule: "days_before_check_in",
      daysBeforeCheckIn: 13,
      parts: [],
    });
  });

  it("refunds nothing on the day of check-in or after it", () => {
    expect(refundIfCancelledNow(booking(), [deposit()], ist("2027-02-13T08:00:00")).amountPaise).toBe(0);
    expect(refundIfCancelledNow(booking(), [deposit()], ist("2027-02-20T08:00:00")).daysBeforeCheckIn).toBe(-7);
  });

  it("rounds half of an odd number of paise down", () => {
    const refund = refundIfCancelledNow(booking(), [deposit({ paidPaise: 100_101 })], ist("2027-01-20T12:00:00"));
    expect(refund.amountPaise).toBe(50_050);
  });
});

describe("refundIfCancelledNow within the free-cancellation window", () => {
  const paidAt = "2027-01-20T06:30:00.000Z";

  it("refunds everything until 72 hours after the deposit was paid, when check-in is 14 days or more away", () => {
    const atEdge = new Date(Date.parse(paidAt) + 72 * 3_600_000);
    expect(refundIfCancelledNow(booking(), [deposit({ paidAt })], atEdge)).toMatchObject({
      amountPaise: 100_000,
      refundPercent: 100,
      rule: "free_cancellation",
    });
    const after = new Date(atEdge.getTime() + 1);
    expect(refundIfCancelledNow(booking(), [deposit({ paidAt })], after)).toMatchObject({
      amountPaise: 50_000,
      rule: "days_before_check_in",
    });
  });

  it("ends at midnight in India 13 days before check-in, even inside the 72 hours", () => {
    const latePaid = "2027-01-29T12:00:00.000Z";
    expect(refundIfCancelledNow(booking(), [deposit({ paidAt: latePaid })], ist("2027-01-30T23:59:59.999")).rule).toBe("free_cancellation");
    expect(refundIfCancelledNow(booking(), [deposit({ paidAt: latePaid })], ist("2027-01-31T00:00:00.000"))).toMatchObject({
      amountPaise: 0,
      rule: "days_before_check_in",
    });
  });

  it("runs from the deposit, not from a balance paid later", () => {
    const payments = [deposit(), { ...deposit({ paymentId: "pay_balance", paidPaise: 400_000 }), kind: "balance" as const, paidAt }];
    expect(refundIfCancelledNow(booking(), payments, new Date(Date.parse(paidAt) + 3_600_000))).toMatchObject({
      amountPaise: 250_000,
      rule: "days_before_check_in",
    });
  });

  it("does not open without a deposit paid online", () => {
    const balanceOnly: PaymentToRefund = { ...deposit({ paidAt }), kind: "balance" };
    expect(refundIfCancelledNow(booking(), [balanceOnly], new Date(Date.parse(paidAt) + 1)).refundPercent).toBe(50);
  });
});

describe("refundIfCancelledNow for a custom retreat the resort has not confirmed", () => {
  it("refunds everything, even on the day of check-in", () => {
    const refund = refundIfCancelledNow(booking({ unconfirmedCustomRetreat: true }), [deposit()], ist("2027-02-13T10:00:00"));
    expect(refund).toMatchObject({ amountPaise: 100_000, refundPercent: 100, rule: "unconfirmed_custom_retreat" });
  });
});

describe("refundIfCancelledNow with refunds already made", () => {
  it("counts them towards the share owed", () => {
    const refund = refundIfCancelledNow(booking(), [deposit({ refundedPaise: 30_000 })], ist("2027-01-20T12:00:00"));
    expect(refund.amountPaise).toBe(20_000);
    expect(refundIfCancelledNow(booking(), [deposit({ refundedPaise: 60_000 })], ist("2027-01-20T12:00:00")).amountPaise).toBe(0);
  });

  it("sends back only what is left of each payment, the one with most left first", () => {
    const payments: PaymentToRefund[] = [
      deposit({ refundedPaise: 90_000 }),
      { paymentId: "pay_balance", kind: "balance", paidAt: "2026-12-01T00:00:00Z", paidPaise: 400_000, refundedPaise: 0 },
    ];
    const refund = refundIfCancelledNow(booking(), payments, ist("2027-01-01T12:00:00"));
    expect(refund.parts).toEqual([
      { paymentId: "pay_balance", amountPaise: 400_000 },
      { paymentId: "pay_deposit", amountPaise: 10_000 },
    ]);
    expect(refund.amountPaise).toBe(410_000);
  });

  it("leaves out a remainder under ₹1, which the gateway cannot refund", () => {
    const refund = refundIfCancelledNow(booking(), [deposit({ refundedPaise: 99_950 })], ist("2027-01-01T12:00:00"));
    expect(refund).toMatchObject({ amountPaise: 0, parts: [] });
  });

  it("refunds nothing when nothing was paid online", () => {
    expect(refundIfCancelledNow(booking(), [], ist("2027-01-01T12:00:00")).amountPaise).toBe(0);
  });
});

describe("a booking made before the policy was published", () => {
  it("is held to the first published policy", () => {
    const withCopy = refundIfCancelledNow(booking(), [deposit()], ist("2027-01-20T12:00:00"));
    expect(refundIfCancelledNow(booking({ policy: null }), [deposit()], ist("2027-01-20T12:00:00"))).toEqual(withCopy);
    expect(cancellationDeadlines(null, { checkIn: CHECK_IN, depositPaidAt: null })).toEqual(
      cancellationDeadlines(CANCELLATION_POLICY, { checkIn: CHECK_IN, depositPaidAt: null }),
    );
  });
});

describe("refundIfCancelledNow under the policy the booking carries", () => {
  it("follows the booking's copy, not today's policy", () => {
    const older: CancellationPolicy = {
      freeCancellationHours: 0,
      freeCancellationMinDaysBefore: 0,
      tiers: [
        { minDaysBefore: 7, refundPercent: 75 },
        { minDaysBefore: 1, refundPercent: 25 },
      ],
    };
    expect(refundIfCancelledNow(booking({ policy: older }), [deposit()], ist("2027-02-10T12:00:00"))).toMatchObject({
      amountPaise: 25_000,
      daysBeforeCheckIn: 3,
    });
  });
});

describe("a policy without a free-cancellation window", () => {
  const noWindow: CancellationPolicy = { ...CANCELLATION_POLICY, freeCancellationHours: 0 };

  it("refunds by the tiers alone, even at the instant the deposit is paid", () => {
    const paidAt = "2027-01-20T06:30:00.000Z";
    expect(refundIfCancelledNow(booking({ policy: noWindow }), [deposit({ paidAt })], new Date(paidAt))).toMatchObject({
      refundPercent: 50,
      rule: "days_before_check_in",
    });
    expect(cancellationDeadlines(noWindow, { checkIn: CHECK_IN, depositPaidAt: "2027-01-20T06:30:00.000Z" })).toEqual(
      cancellationDeadlines(noWindow, { checkIn: CHECK_IN, depositPaidAt: null }),
    );
  });
});

describe("cancellationDeadlines", () => {
  it("gives the tiers' last minutes in India", () => {
    const deadlines = cancellationDeadlines(CANCELLATION_POLICY, { checkIn: CHECK_IN, depositPaidAt: "2026-10-01T06:00:00Z" });
    expect(deadlines).toEqual([
      { refundPercent: 100, until: "2027-01-14T18:29:59.999Z", text: "Full refund until 14 Jan 2027, 23:59 IST" },
      { refundPercent: 50, until: "2027-01-30T18:29:59.999Z", text: "Half refund until 30 Jan 2027, 23:59 IST" },
    ]);
  });

  it("moves the full refund to 72 hours after paying when that is later, but no later than 14 days before", () => {
    expect(cancellationDeadlines(CANCELLATION_POLICY, { checkIn: CHECK_IN, depositPaidAt: "2027-01-20T06:30:40Z" })[0]).toEqual({
      refundPercent: 100,
      until: "2027-01-23T06:30:40.000Z",
      text: "Full refund until 23 Jan 2027, 12:00 IST",
    });
    expect(cancellationDeadlines(CANCELLATION_POLICY, { checkIn: CHECK_IN, depositPaidAt: "2027-01-29T12:00:00Z" })).toEqual([
      { refundPercent: 100, until: "2027-01-30T18:29:59.999Z", text: "Full refund until 30 Jan 2027, 23:59 IST" },
    ]);
  });

  it("has no free-cancellation window when paid fewer than 14 days before", () => {
    expect(cancellationDeadlines(CANCELLATION_POLICY, { checkIn: CHECK_IN, depositPaidAt: "2027-02-05T12:00:00Z" })).toEqual([
      { refundPercent: 100, until: "2027-01-14T18:29:59.999Z", text: "Full refund until 14 Jan 2027, 23:59 IST" },
      { refundPercent: 50, until: "2027-01-30T18:29:59.999Z", text: "Half refund until 30 Jan 2027, 23:59 IST" },
    ]);
  });
});

describe("formatResortInstant", () => {
  it("writes the resort's clock, to the minute", () => {
    expect(formatResortInstant(Date.parse("2027-01-04T18:29:59.999Z"))).toBe("4 Jan 2027, 23:59 IST");
    expect(formatResortInstant(Date.parse("2027-01-04T18:30:00.000Z"))).toBe("5 Jan 2027, 00:00 IST");
  });
});

describe("the stored copy", () => {
  it("reads back as the policy it was written from", () => {
    expect(parseStoredCancellationPolicy(cancellationPolicyJson())).toEqual(CANCELLATION_POLICY);
    expect(parseStoredCancellationPolicy(null)).toBeNull();
  });

  it("refuses what is not a policy", () => {
    expect(() => parseStoredCancellationPolicy('{"tiers":[]}')).toThrow(/cancellation policy/);
    const unordered = { ...CANCELLATION_POLICY, tiers: [...CANCELLATION_POLICY.tiers].reverse() };
    expect(() => parseStoredCancellationPolicy(JSON.stringify(unordered))).toThrow(/most days/);
    const tooMuch = { ...CANCELLATION_POLICY, tiers: [{ minDaysBefore: 30, refundPercent: 120 }] };
    expect(() => cancellationPolicyJson(tooMuch)).toThrow();
  });
});

describe("cancellationTermsText", () => {
  it("states the policy from its data", () => {
    expect(cancellationTermsText(CANCELLATION_POLICY)).toEqual([
      "Full refund if you cancel within 72 hours of paying the deposit, while check-in is at least 14 days away.",
      "Cancel 30 days or more before check-in: full refund.",
      "Cancel 14 to 29 days before check-in: half refund.",
      "Fewer than 14 days before: no refund.",
      "Days are counted in India (IST). A custom retreat we have not yet confirmed is always refunded in full.",
    ]);
  });
});

describe("earliestCheckIn", () => {
  it("is the earliest line's start", () => {
    expect(earliestCheckIn([{ startDate: "2027-03-01" }, { startDate: "2027-02-13" }])).toBe("2027-02-13");
    expect(() => earliestCheckIn([])).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const instant = fc.date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2028-12-31T00:00:00Z"), noInvalidDate: true });
const checkIn = fc.integer({ min: 0, max: 1000 }).map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const payment = fc
  .record({
    paymentId: fc.uuid(),
    kind: fc.constantFrom("deposit" as const, "balance" as const),
    paidAt: instant.map((date) => date.toISOString()),
    paidPaise: fc.integer({ min: 100, max: 50_000_000 }),
    refundedShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ refundedShare, ...rest }) => ({ ...rest, refundedPaise: Math.floor(rest.paidPaise * refundedShare) }));
const payments = fc.uniqueArray(payment, { maxLength: 4, selector: (p) => p.paymentId });
const anyBooking = fc.record({ policy: fc.constant(CANCELLATION_POLICY), checkIn, unconfirmedCustomRetreat: fc.boolean() });

describe("refundIfCancelledNow, for any booking, payments and instant", () => {
  it("never refunds more than was paid and not yet refunded, in total or of any payment, nor a part under ₹1", () => {
    fc.assert(
      fc.property(anyBooking, payments, instant, (stay, paid, now) => {
        const refund = refundIfCancelledNow(stay, paid, now);
        const left = paid.reduce((sum, p) => sum + p.paidPaise - p.refundedPaise, 0);
        expect(refund.amountPaise).toBeGreaterThanOrEqual(0);
        expect(refund.amountPaise).toBeLessThanOrEqual(left);
        expect(refund.amountPaise).toBe(refund.parts.reduce((sum, part) => sum + part.amountPaise, 0));
        for (const part of refund.parts) {
          const of = paid.find((p) => p.paymentId === part.paymentId) as PaymentToRefund;
          expect(part.amountPaise).toBeGreaterThanOrEqual(MIN_REFUND_PAISE);
          expect(part.amountPaise).toBeLessThanOrEqual(of.paidPaise - of.refundedPaise);
        }
      }),
    );
  });

  it("never refunds more than the share owed, less what was refunded already", () => {
    fc.assert(
      fc.property(anyBooking, payments, instant, (stay, paid, now) => {
        const refund = refundIfCancelledNow(stay, paid, now);
        const paidPaise = paid.reduce((sum, p) => sum + p.paidPaise, 0);
        const refundedPaise = paid.reduce((sum, p) => sum + p.refundedPaise, 0);
        expect(refund.amountPaise).toBeLessThanOrEqual(Math.max(0, (paidPaise * refund.refundPercent) / 100 - refundedPaise));
      }),
    );
  });

  it("changes share only at midnight in India, apart from the 72-hour edge", () => {
    fc.assert(
      fc.property(checkIn, payments, instant, fc.integer({ min: 0, max: 86_399_999 }), (day, paid, at, offset) => {
        const noDeposit = paid.map((p) => ({ ...p, kind: "balance" as const }));
        const midnight = Date.parse(`${at.toISOString().slice(0, 10)}T00:00:00+05:30`);
        const stay = booking({ checkIn: day });
        const first = refundIfCancelledNow(stay, noDeposit, new Date(midnight));
        const later = refundIfCancelledNow(stay, noDeposit, new Date(midnight + offset));
        expect(later).toEqual(first);
        const before = refundIfCancelledNow(stay, noDeposit, new Date(midnight - 1));
        expect(before.daysBeforeCheckIn).toBe(first.daysBeforeCheckIn + 1);
      }),
    );
  });

  it("refunds everything within 72 hours of the deposit when check-in is 14 days or more away, and never less as time goes back", () => {
    fc.assert(
      fc.property(
        checkIn,
        instant,
        fc.integer({ min: 0, max: 72 * 3_600_000 }),
        fc.integer({ min: 1, max: 3_600_000 }),
        (day, paidAt, within, beyond) => {
          const paid = [deposit({ paidAt: paidAt.toISOString() })];
          const inWindow = new Date(paidAt.getTime() + within);
          const refund = refundIfCancelledNow(booking({ checkIn: day }), paid, inWindow);
          if (refund.daysBeforeCheckIn >= 14) expect(refund.amountPaise).toBe(100_000);
          const outside = refundIfCancelledNow(booking({ checkIn: day }), paid, new Date(paidAt.getTime() + 72 * 3_600_000 + beyond));
          expect(outside.rule).not.toBe("free_cancellation");
          expect(outside.amountPaise).toBeLessThanOrEqual(refund.amountPaise);
        },
      ),
    );
  });

  it("agrees with the deadlines: the share at any instant is the first deadline not yet passed", () => {
    fc.assert(
      fc.property(checkIn, instant, instant, (day, paidAt, now) => {
        fc.pre(now.getTime() >= paidAt.getTime());
        const paid = [deposit({ paidAt: paidAt.toISOString() })];
        const refund = refundIfCancelledNow(booking({ checkIn: day }), paid, now);
        const deadlines = cancellationDeadlines(CANCELLATION_POLICY, { checkIn: day, depositPaidAt: paidAt.toISOString() });
        const current = deadlines.find((deadline) => now.getTime() <= Date.parse(deadline.until));
        expect(refund.refundPercent).toBe(current?.refundPercent ?? 0);
      }),
    );
  });
});

describe("the policy in German", () => {
  it("writes the deadlines as German guests read them, on the resort's clock", () => {
    const deadlines = cancellationDeadlines(CANCELLATION_POLICY, { checkIn: CHECK_IN, depositPaidAt: "2026-10-01T06:00:00Z" }, "de");
    expect(deadlines.map((deadline) => deadline.text)).toEqual([
      "Volle Erstattung bis 14. Jan. 2027, 23:59 Uhr IST",
      "Halbe Erstattung bis 30. Jan. 2027, 23:59 Uhr IST",
    ]);
  });

  it("writes the terms from the policy's data", () => {
    expect(cancellationTermsText(CANCELLATION_POLICY, "de")).toEqual([
      "Volle Erstattung, wenn Sie innerhalb von 72 Stunden nach der Anzahlung stornieren und die Anreise noch mindestens 14 Tage entfernt ist.",
      "Stornierung 30 Tage oder mehr vor der Anreise: volle Erstattung.",
      "Stornierung 14 bis 29 Tage vor der Anreise: halbe Erstattung.",
      "Weniger als 14 Tage vorher: keine Erstattung.",
      "Die Tage zählen nach indischer Zeit (IST). Ein eigenes Retreat, das wir noch nicht bestätigt haben, wird stets voll erstattet.",
    ]);
  });

  it("writes any other share as Germans write a percentage, with a no-break space before the sign", () => {
    const policy: CancellationPolicy = {
      freeCancellationHours: 0,
      freeCancellationMinDaysBefore: 0,
      tiers: [{ minDaysBefore: 7, refundPercent: 25 }],
    };
    expect(cancellationTermsText(policy, "de")[0]).toBe("Stornierung 7 Tage oder mehr vor der Anreise: 25\u00a0% Erstattung.");
    expect(cancellationTermsText(policy, "en")[0]).toBe("Cancel 7 days or more before check-in: 25% refund.");
    const [deadline] = cancellationDeadlines(policy, { checkIn: CHECK_IN, depositPaidAt: null }, "de");
    expect(deadline?.text).toMatch(/^25\u00a0% Erstattung bis /);
  });
});
