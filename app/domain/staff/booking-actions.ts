import "~/domain/zod-config";
import * as z from "zod/mini";
import type { BookingStatus, ResortConfirmation } from "~/domain/booking/booking-view";
import { CURRENCIES, type Currency } from "~/domain/money/money";

/**
 * The staff console's booking actions (refund, balance received, cancel): their inputs, one
 * schema each for the JSON endpoints under /api/admin and the pages' form posts, and the rules
 * that say which action a booking allows now. The Worker's handlers refuse with these rules'
 * sentences, and the booking page shows a form only when its rule allows it, so both say the same.
 */

/** How a guest may settle the balance at the front desk. */
export const BALANCE_METHODS = ["cash", "card", "upi", "bank_transfer"] as const;
export type BalanceMethod = (typeof BALANCE_METHODS)[number];

export const BALANCE_METHOD_LABELS: Readonly<Record<BalanceMethod, string>> = {
  cash: "Cash",
  card: "Card",
  upi: "UPI",
  bank_transfer: "Bank transfer",
};

/** A booking's online payment holds at most this many paise (₹1 crore): a sanity bound on input. */
const MAX_MINOR = 1_000_000_000;

const reasonSchema = z
  .string("Give a reason")
  .check(z.trim(), z.minLength(3, "Give a reason of at least 3 characters"), z.maxLength(500, "Keep the reason under 500 characters"));

/** How many refunds (or balance payments) the request was made against: see refundsSeen below. */
const seenSchema = z.optional(
  z.int("Not a count this booking gave out").check(z.minimum(0, "Not a count this booking gave out"), z.maximum(1000)),
);

export const refundInputSchema = z.strictObject({
  /** In paise; absent: everything left to refund. */
  amount: z.optional(
    z
      .int("The amount is a whole number of paise")
      .check(z.minimum(100, "A refund is at least ₹1 (100 paise)"), z.maximum(MAX_MINOR, "That is more than any booking holds")),
  ),
  reason: reasonSchema,
  /**
   * The number of refunds the booking had when the member of staff decided (the page sends it;
   * absent: the number now). The refund's idempotency key is derived from it, so a repeated
   * request (a double click, a retry, two people at once) is the same refund, made once.
   */
  refundsSeen: seenSchema,
});
export type RefundInput = z.infer<typeof refundInputSchema>;

export const balanceInputSchema = z.strictObject({
  /** In the minor unit of the balance's currency (cents, paise). */
  amount: z
    .int("The amount is a whole number of cents (or paise)")
    .check(z.minimum(1, "The amount must be more than nothing"), z.maximum(MAX_MINOR, "That is more than any booking holds")),
  /** The balance's currency; needed only when the booking has balances in more than one. */
  currency: z.optional(z.enum(CURRENCIES, `Currency must be one of ${CURRENCIES.join(", ")}`)),
  method: z.enum(BALANCE_METHODS, `Method must be one of ${BALANCE_METHODS.join(", ")}`),
  note: z.optional(z.string().check(z.trim(), z.maxLength(500, "Keep the note under 500 characters"))),
  /** The number of balance payments the booking had when the member of staff decided (as refundsSeen). */
  paymentsSeen: seenSchema,
});
export type BalanceInput = z.infer<typeof balanceInputSchema>;

export const cancelInputSchema = z.strictObject({
  refund: z.boolean("Say whether to refund: true or false"),
  reason: reasonSchema,
  refundsSeen: seenSchema,
});
export type CancelInput = z.infer<typeof cancelInputSchema>;

/**
 * An amount as a person types it in a form ("7416", "7,416.50", "₹ 500", "€288"), in minor units,
 * or null when it is not one. At most two decimals.
 */
export function parseMajorAmount(text: string): number | null {
  const cleaned = text.replace(/[\s,₹€$]/g, "").replace(/^(INR|EUR|USD|Rs\.?)/i, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = "0", fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** What the rules need to know of a booking. */
export type BookingActionState = {
  status: BookingStatus;
  resortConfirmation: ResortConfirmation | null;
  /** Paid online, in paise. */
  chargedPaise: number;
  /** Refunds requested, pending or processed (not failed), in paise. */
  refundCommittedPaise: number;
  /** Balance still to receive, per currency, in minor units. */
  balanceLeft: { currency: Currency; leftMinor: number }[];
};

/** Statuses in which the booking holds a captured payment the resort may refund (part of). */
export const REFUNDABLE_STATUSES: readonly BookingStatus[] = ["paid", "partially_refunded", "cancelled", "conflict"];
/** Statuses the resort may cancel: a stay it has sold. */
export const CANCELLABLE_STATUSES: readonly BookingStatus[] = ["paid", "partially_refunded"];
/** Statuses in which the guest may settle the balance on arrival. */
export const BALANCE_STATUSES: readonly BookingStatus[] = ["paid", "partially_refunded"];

const STATUS_WORDS: Readonly<Record<BookingStatus, string>> = {
  created: "is not paid yet",
  authorized: "is not paid yet (its payment is still being captured)",
  paid: "is paid",
  failed: "has no payment (the last attempt failed)",
  conflict: "was paid for dates another guest holds and is being refunded",
  partially_refunded: "is partly refunded",
  refunded: "has been refunded in full",
  cancelled: "is cancelled",
};

/** Paise left to refund of what was paid online. */
export function refundablePaise(state: Pick<BookingActionState, "chargedPaise" | "refundCommittedPaise">): number {
  return Math.max(0, state.chargedPaise - state.refundCommittedPaise);
}

/** Why no refund can be made now, or null when one can. */
export function refundRefusal(state: BookingActionState): string | null {
  if (!REFUNDABLE_STATUSES.includes(state.status)) return `This booking ${STATUS_WORDS[state.status]}: there is no payment to refund.`;
  if (refundablePaise(state) < 100) return "Nothing is left to refund: everything paid online has been refunded or requested.";
  return null;
}

/** Why the booking cannot be cancelled now, or null when it can. */
export function cancelRefusal(state: BookingActionState): string | null {
  if (state.status === "cancelled") return "This booking is cancelled already.";
  if (!CANCELLABLE_STATUSES.includes(state.status))
    return `This booking ${STATUS_WORDS[state.status]}: only a paid booking can be cancelled.`;
  return null;
}

/** Why no balance can be recorded now, or null when one can. */
export function balanceRefusal(state: BookingActionState): string | null {
  if (!BALANCE_STATUSES.includes(state.status)) return `This booking ${STATUS_WORDS[state.status]}: no balance is due.`;
  if (state.resortConfirmation === "awaiting")
    return "This custom retreat awaits the resort's confirmation: confirm it before taking the balance.";
  if (state.resortConfirmation === "declined") return "This custom retreat was declined: no balance is due.";
  if (state.balanceLeft.every((b) => b.leftMinor <= 0)) return "The balance has been received in full.";
  return null;
}
