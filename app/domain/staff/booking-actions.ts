import "~/domain/zod-config";
import * as z from "zod/mini";
import { CURRENCIES } from "~/domain/money/money";
import { BALANCE_METHODS } from "./booking-action-rules";

export * from "./booking-action-rules";

/**
 * The inputs of the staff console's booking actions (refund, balance received, cancel): one schema
 * each for the JSON endpoints under /api/admin and the pages' form posts (parsed on the server).
 * The rules that say which action a booking allows now are in booking-action-rules.ts, which the
 * pages' components import instead of this module, to keep zod out of the browser's first load.
 */

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

/** Reissuing the guest's booking-page link (the old one dies): why, for the audit trail. */
export const reissueLinkInputSchema = z.strictObject({ reason: reasonSchema });
export type ReissueLinkInput = z.infer<typeof reissueLinkInputSchema>;

/** Confirming a custom-retreat request: an optional note for the audit trail. */
export const confirmInputSchema = z.strictObject({
  note: z.optional(z.string("The note is text").check(z.trim(), z.maxLength(500, "Keep the note under 500 characters"))),
});
export type ConfirmInput = z.infer<typeof confirmInputSchema>;

/** Declining a custom-retreat request refunds what was paid online; the reason is required. */
export const declineInputSchema = z.strictObject({
  reason: reasonSchema,
  /** As refundsSeen of a refund: the decline's refund is keyed by it. */
  refundsSeen: seenSchema,
});
export type DeclineInput = z.infer<typeof declineInputSchema>;
