import type { ArrivalDetailsView } from "./arrival-details";
import type { BookingStatus, ResortConfirmation } from "./booking-states";
import type { BookingView } from "./booking-view";
import type { BookingCancellationPolicy } from "./cancellation-policy";

/**
 * The guest's own booking page (/my-booking/<token>, docs/decisions/088-guest-booking-page.md):
 * what `GET /api/my-booking/:token` answers, what the page shows, and the rules for what the guest
 * may still do. Every figure is worked out on the server from the stored booking.
 */

/** `GET /api/my-booking/:token`: amounts in INR paise, dates `YYYY-MM-DD`. */
export type GuestBookingSummary = {
  orderId: string;
  status: BookingStatus;
  /** The earliest line's check-in. */
  checkIn: string;
  /** The latest line's check-out. */
  checkOut: string;
  /** Everything paid so far, online and at the desk (refunds are not taken off). */
  paid: number;
  /** What is still due, at the deposit's conversion. */
  balanceDue: number;
  /** What cancelling at this moment would send back. */
  refundIfCancelledNow: number;
  policy: BookingCancellationPolicy;
};

/**
 * Headers of the page and of every answer of its API: never stored, never indexed, and the
 * address, which holds the capability, never sent on as a referrer.
 */
export const GUEST_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

/** What the page shows and offers, beside the summary. */
export type GuestBookingPageView = {
  summary: GuestBookingSummary;
  booking: BookingView;
  /** The booking's status in words, and each line's kind ('Room'), worded on the server. */
  statusLabel: string;
  lineKindLabels: string[];
  /** The guest's phone as they gave it, to prefill the payment window. */
  guestPhone: string;
  /** The terms in sentences, from the booking's own copy of the policy. */
  terms: string[];
  /** Why the guest cannot cancel here, or null when they can. */
  cancelRefusal: string | null;
  /** Who cancelled the booking, once it is cancelled. */
  cancelledBy: "guest" | "resort" | null;
  /** What the guest's cancellation refunds (paise), once they cancelled. */
  guestRefundPaise: number;
  arrival: ArrivalDetailsView | null;
  /** Until when (ISO instant) the arrival details may change; `arrivalEditable` says whether it is still before. */
  arrivalEditableUntil: string;
  /** The same instant as the resort's clock shows it: '6 Aug 2028, 00:00 IST'. */
  arrivalEditableUntilText: string;
  arrivalEditable: boolean;
  /** Whether the guest may pay the balance online now. */
  balancePayable: boolean;
  /** Beneath the payment's amounts: their currency, and how what is due can be paid (or that nothing is). */
  paymentNote: string;
};

/**
 * Why the guest cannot cancel the booking on their page at `today` (the resort's date), or null.
 * A cancelled booking is answered as cancelled by the endpoint itself; these are the others.
 */
export function guestCancelRefusal(
  booking: { status: BookingStatus; resortConfirmation: ResortConfirmation | null; cancelledBy: "guest" | "resort" | null },
  checkIn: string,
  today: string,
): string | null {
  if (booking.cancelledBy === "resort" || booking.status === "cancelled") {
    return "This booking has been cancelled by the resort. Please contact us with any questions.";
  }
  if (booking.resortConfirmation === "declined") return "The resort declined this request; it is refunded, there is nothing to cancel.";
  if (booking.status === "conflict") return "This booking was not confirmed and is being refunded; there is nothing to cancel.";
  if (booking.status === "refunded") return "This booking is refunded; there is nothing to cancel.";
  if (booking.status !== "paid" && booking.status !== "partially_refunded") return "This booking cannot be cancelled online.";
  if (today >= checkIn) return "Your stay has begun: please speak to the front desk.";
  return null;
}
