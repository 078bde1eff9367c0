import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCIES, DEPOSIT_PERCENT, paymentAmountInr, toPaise } from "~/domain/money/money";
import { type BookingCostLine, balanceDuePaise, bookingCostPaise, minorToPaise, paidPaise } from "./booking-balance";

const line = (priceCents: number, quantity: number, currency: BookingCostLine["currency"]): BookingCostLine => ({
  priceCents,
  quantity,
  currency,
});

/** The deposit the order endpoint charged for these lines, in paise. */
const depositPaise = (lines: readonly BookingCostLine[]) =>
  toPaise(paymentAmountInr(lines.map((l) => ({ price: l.priceCents / 100, quantity: l.quantity, currency: l.currency }))));

describe("bookingCostPaise", () => {
  it("converts each line at the payment rates: 103 per euro, 83 per dollar, rupees as they are", () => {
    expect(bookingCostPaise([line(1_080_00, 1, "EUR")])).toBe(1_080 * 103 * 100);
    expect(bookingCostPaise([line(450_00, 2, "USD")])).toBe(900 * 83 * 100);
    expect(bookingCostPaise([line(12_000_00, 1, "INR")])).toBe(12_000 * 100);
    expect(bookingCostPaise([line(1_080_00, 1, "EUR"), line(450_00, 2, "USD"), line(12_000_00, 1, "INR")])).toBe(
      (1_080 * 103 + 900 * 83 + 12_000) * 100,
    );
  });

  it("keeps cents exact (no rounding of a line or of the sum)", () => {
    expect(bookingCostPaise([line(1_099, 3, "EUR")])).toBe(1_099 * 3 * 103);
    expect(bookingCostPaise([line(1, 1, "USD"), line(1, 1, "INR")])).toBe(84);
  });

  it("is zero for no lines, and refuses amounts that are not whole minor units", () => {
    expect(bookingCostPaise([])).toBe(0);
    expect(() => bookingCostPaise([line(10.5, 1, "EUR")])).toThrow(RangeError);
    expect(() => bookingCostPaise([line(-100, 1, "EUR")])).toThrow(RangeError);
    expect(() => bookingCostPaise([line(Number.MAX_SAFE_INTEGER, 20, "EUR")])).toThrow(RangeError);
  });
});

describe("paidPaise and minorToPaise", () => {
  it("counts online payments in paise and desk payments in their currency's cents at the same rates", () => {
    expect(minorToPaise(100, "EUR")).toBe(10_300);
    expect(minorToPaise(100, "USD")).toBe(8_300);
    expect(minorToPaise(100, "INR")).toBe(100);
    expect(
      paidPaise([
        { amountMinor: 44_496_00, currency: "INR" },
        { amountMinor: 200_00, currency: "EUR" },
      ]),
    ).toBe(44_496_00 + 200 * 103 * 100);
    expect(() => paidPaise([{ amountMinor: -1, currency: "INR" }])).toThrow(RangeError);
  });
});

describe("balanceDuePaise", () => {
  const stay = [line(1_080_00, 2, "EUR"), line(450_00, 1, "USD")];
  const deposit = { amountMinor: depositPaise(stay), currency: "INR" } as const;

  it("is the cost less the deposit charged online", () => {
    expect(balanceDuePaise(stay, [deposit])).toBe(bookingCostPaise(stay) - deposit.amountMinor);
    // 80 % of the value, give or take the deposit's rounding to whole rupees.
    expect(Math.abs(balanceDuePaise(stay, [deposit]) - (bookingCostPaise(stay) * (100 - DEPOSIT_PERCENT)) / 100)).toBeLessThanOrEqual(50);
  });

  it("is the whole cost when nothing was paid (a booking staff recorded with no deposit)", () => {
    expect(balanceDuePaise(stay, [])).toBe(bookingCostPaise(stay));
  });

  it("counts balances received at the desk in the line's currency", () => {
    const due = balanceDuePaise(stay, [deposit]);
    expect(balanceDuePaise(stay, [deposit, { amountMinor: 450_00, currency: "USD" }])).toBe(due - 450 * 83 * 100);
  });

  it("is zero once the balance paid online equals what was due, and never negative", () => {
    const due = balanceDuePaise(stay, [deposit]);
    expect(balanceDuePaise(stay, [deposit, { amountMinor: due, currency: "INR" }])).toBe(0);
    expect(balanceDuePaise(stay, [deposit, { amountMinor: due, currency: "INR" }, { amountMinor: 100_00, currency: "EUR" }])).toBe(0);
  });

  it("property: the deposit and a balance paid online of exactly the amount due settle any booking", () => {
    const lineArb = fc.record({
      priceCents: fc.integer({ min: 1, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      currency: fc.constantFrom(...CURRENCIES),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 20 }), (lines) => {
        const deposit = { amountMinor: depositPaise(lines), currency: "INR" as const };
        const paid = [deposit];
        const due = balanceDuePaise(lines, paid);
        expect(due).toBeGreaterThanOrEqual(0);
        expect(due + deposit.amountMinor).toBe(bookingCostPaise(lines));
        expect(balanceDuePaise(lines, [...paid, { amountMinor: due, currency: "INR" }])).toBe(0);
      }),
    );
  });

  it("property: paying more never raises what is due", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            priceCents: fc.integer({ min: 1, max: 1_000_000 }),
            quantity: fc.integer({ min: 1, max: 5 }),
            currency: fc.constantFrom(...CURRENCIES),
          }),
          {
            maxLength: 5,
          },
        ),
        fc.array(fc.record({ amountMinor: fc.nat(10_000_000), currency: fc.constantFrom(...CURRENCIES) }), { maxLength: 5 }),
        fc.record({ amountMinor: fc.nat(10_000_000), currency: fc.constantFrom(...CURRENCIES) }),
        (lines, payments, more) => {
          expect(balanceDuePaise(lines, [...payments, more])).toBeLessThanOrEqual(balanceDuePaise(lines, payments));
        },
      ),
    );
  });
});
