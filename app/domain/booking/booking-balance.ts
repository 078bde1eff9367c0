import { type Currency, PAYMENT_INR_PER } from "~/domain/money/money";

/**
 * What a booking costs and what is still due on it, in INR paise, at the rates its deposit was
 * charged at (PAYMENT_INR_PER: each line in its own currency). Pure: the Worker reads the lines and
 * payments, this module does the arithmetic, so the guest's booking page, the balance order and the
 * reminder all state the same figure.
 *
 * Exact: a line's price is stored in whole cents of its currency, and one cent (or paisa) of a
 * currency is PAYMENT_INR_PER[currency] paise, so the cost is an integer sum without rounding. The
 * deposit was rounded once to whole rupees at order time (paymentAmountInr); what was actually
 * charged is what counts as paid, so the balance absorbs that rounding.
 */

/** One stored line of a booking: the price of one unit in cents of its currency, and how many. */
export type BookingCostLine = { priceCents: number; quantity: number; currency: Currency };

/**
 * Money the guest has paid towards the booking, in minor units of its currency (paise for INR,
 * cents for EUR and USD): a captured online payment (deposit or balance, always INR), or a deposit
 * or balance received at the front desk in the currency of the balance it settles.
 */
export type BookingPayment = { amountMinor: number; currency: Currency };

/** Minor units of a currency in paise, at the payment rates. */
export function minorToPaise(amountMinor: number, currency: Currency): number {
  return amountMinor * PAYMENT_INR_PER[currency];
}

function checkedSum(values: Iterable<number>, what: string): number {
  let sum = 0;
  for (const value of values) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole, non-negative minor units: ${value}`);
    sum += value;
  }
  if (!Number.isSafeInteger(sum)) throw new RangeError(`${what} is out of range`);
  return sum;
}

/** The full value of the booking's lines in paise (price x quantity, each at its currency's rate). */
export function bookingCostPaise(lines: readonly BookingCostLine[]): number {
  return checkedSum(
    lines.map((line) => minorToPaise(line.priceCents * line.quantity, line.currency)),
    "A line's value",
  );
}

/** Everything paid towards the booking, in paise. */
export function paidPaise(payments: readonly BookingPayment[]): number {
  return checkedSum(
    payments.map((payment) => minorToPaise(payment.amountMinor, payment.currency)),
    "A payment",
  );
}

/**
 * What is still due: the booking's cost less everything paid (the deposit and any balance paid
 * online, deposits and balances received at the desk), never below zero. Refunds do not change it:
 * money the resort gives back (a goodwill refund, a cancellation) is not a debt the guest takes on
 * again, and a cancelled booking owes nothing anyway (its caller does not ask).
 */
export function balanceDuePaise(lines: readonly BookingCostLine[], payments: readonly BookingPayment[]): number {
  return Math.max(0, bookingCostPaise(lines) - paidPaise(payments));
}
