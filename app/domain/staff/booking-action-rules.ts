import {
  AWAITING_RESORT_STATUSES,
  type BookingStatus,
  REFUNDABLE_STATUSES,
  type ResortConfirmation,
  STAY_STATUSES,
  statusIn,
} from "~/domain/booking/booking-states";
import type { BookingSource } from "~/domain/booking/booking-source";
import type { Currency } from "~/domain/money/money";

/**
 * The rules of the staff console's booking actions (refund, balance received, cancel, and the
 * confirm or decline of a custom-retreat request), without
 * zod, so the booking page's components can use them: which action a booking allows now, and why
 * not, in the sentence the Worker's handlers refuse with; the balance methods; amounts as typed.
 * The input schemas are in booking-actions.ts.
 */

/** How a guest may pay the resort directly (a deposit taken by staff, the balance at the desk); `other`: the note says how. */
export const BALANCE_METHODS = ["cash", "card", "upi", "bank_transfer", "other"] as const;
export type BalanceMethod = (typeof BALANCE_METHODS)[number];

export const BALANCE_METHOD_LABELS: Readonly<Record<BalanceMethod, string>> = {
  cash: "Cash",
  card: "Card",
  upi: "UPI",
  bank_transfer: "Bank transfer",
  other: "Other",
};

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
  /** A booking staff recorded (phone, e-mail, desk) was paid to the resort, never online. */
  source: BookingSource;
  status: BookingStatus;
  resortConfirmation: ResortConfirmation | null;
  /** Paid online, in paise. */
  chargedPaise: number;
  /** Refunds requested, pending or processed (not failed), in paise. */
  refundCommittedPaise: number;
  /** Balance still to receive, per currency, in minor units. */
  balanceLeft: { currency: Currency; leftMinor: number }[];
};

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

/** The refusal of a gateway refund for a booking that was never paid online. */
export const RECORDED_REFUND_REFUSAL =
  "This booking was recorded by staff and nothing was paid online, so there is nothing to refund through Razorpay. Return what the guest paid the resort the way it was paid, and cancel the booking without a refund.";

/** Why no refund can be made now, or null when one can. */
export function refundRefusal(state: BookingActionState): string | null {
  if (state.source !== "online") return RECORDED_REFUND_REFUSAL;
  if (!statusIn(REFUNDABLE_STATUSES, state.status)) return `This booking ${STATUS_WORDS[state.status]}: there is no payment to refund.`;
  if (refundablePaise(state) < 100) return "Nothing is left to refund: everything paid online has been refunded or requested.";
  return null;
}

/** Why the booking cannot be cancelled now, or null when it can. */
export function cancelRefusal(state: BookingActionState): string | null {
  if (state.status === "cancelled") return "This booking is cancelled already.";
  if (!statusIn(STAY_STATUSES, state.status)) return `This booking ${STATUS_WORDS[state.status]}: only a paid booking can be cancelled.`;
  return null;
}

/** Why no balance can be recorded now, or null when one can. */
export function balanceRefusal(state: BookingActionState): string | null {
  if (!statusIn(STAY_STATUSES, state.status)) return `This booking ${STATUS_WORDS[state.status]}: no balance is due.`;
  if (state.resortConfirmation === "awaiting")
    return "This custom retreat awaits the resort's confirmation: confirm it before taking the balance.";
  if (state.resortConfirmation === "declined") return "This custom retreat was declined: no balance is due.";
  if (state.balanceLeft.every((b) => b.leftMinor <= 0)) return "The balance has been received in full.";
  return null;
}

/**
 * Why the resort cannot confirm or decline this booking now, or null when it can: only a paid
 * custom-retreat request that still awaits the resort's answer.
 */
export function decisionRefusal(state: BookingActionState): string | null {
  if (state.resortConfirmation === null) return "This booking is not a custom-retreat request: there is nothing to confirm or decline.";
  if (state.resortConfirmation === "confirmed") return "This custom retreat was confirmed already.";
  if (state.resortConfirmation === "declined") return "This custom retreat was declined already.";
  if (!statusIn(AWAITING_RESORT_STATUSES, state.status))
    return `This booking ${STATUS_WORDS[state.status]}: only a paid request can be confirmed or declined.`;
  return null;
}

/** Why the request cannot be declined now: as decisionRefusal, and declining refunds the whole payment. */
export function declineRefusal(state: BookingActionState): string | null {
  const refusal = decisionRefusal(state);
  if (refusal) return refusal;
  if (state.refundCommittedPaise > 0)
    return "Part of this payment has been refunded or requested already, so declining cannot refund it in full: refund or cancel the booking instead.";
  return null;
}
