import type { Locale } from "~/domain/i18n/locale";
import type { ArrivalDetailsView } from "./arrival-details";
import type { BookingStatus, ResortConfirmation } from "./booking-states";
import type { BookingView } from "./booking-view";
import type { BookingCancellationPolicy } from "./cancellation-policy";
import type { GuestBookingPageText } from "./guest-booking-copy";

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

/**
 * What the page shows and offers, beside the summary, worded in the page's language (the summary's
 * deadlines too); the API's own summary stays English.
 */
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
  /** The page's sentences in its language (guest-booking-copy.ts). */
  text: GuestBookingPageText;
};

/** Why a guest cannot cancel on their page, in each of the site's languages. */
export const GUEST_CANCEL_REFUSALS = {
  en: {
    cancelledByGuest: "You have cancelled this booking.",
    cancelledByResort: "This booking has been cancelled by the resort. Please contact us with any questions.",
    declined: "The resort declined this request; it is refunded, there is nothing to cancel.",
    conflict: "This booking was not confirmed and is being refunded; there is nothing to cancel.",
    refunded: "This booking is refunded; there is nothing to cancel.",
    notOnline: "This booking cannot be cancelled online.",
    begun: "Your stay has begun: please speak to the front desk.",
  },
  de: {
    cancelledByGuest: "Sie haben diese Buchung storniert.",
    cancelledByResort: "Diese Buchung wurde vom Resort storniert. Bei Fragen sind wir gern für Sie da.",
    declined: "Das Resort hat diese Anfrage abgelehnt; sie wird erstattet, es gibt nichts zu stornieren.",
    conflict: "Diese Buchung wurde nicht bestätigt und wird erstattet; es gibt nichts zu stornieren.",
    refunded: "Diese Buchung ist erstattet; es gibt nichts zu stornieren.",
    notOnline: "Diese Buchung lässt sich nicht online stornieren.",
    begun: "Ihr Aufenthalt hat begonnen: Bitte wenden Sie sich an die Rezeption.",
  },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * Why the guest cannot cancel the booking on their page at `today` (the resort's date), or null.
 * A cancelled booking is answered as cancelled by the endpoint itself; these are the others.
 */
export function guestCancelRefusal(
  booking: { status: BookingStatus; resortConfirmation: ResortConfirmation | null; cancelledBy: "guest" | "resort" | null },
  checkIn: string,
  today: string,
  locale: Locale = "en",
): string | null {
  const refusals = GUEST_CANCEL_REFUSALS[locale];
  if (booking.cancelledBy === "resort" || booking.status === "cancelled") return refusals.cancelledByResort;
  if (booking.resortConfirmation === "declined") return refusals.declined;
  if (booking.status === "conflict") return refusals.conflict;
  if (booking.status === "refunded") return refusals.refunded;
  if (booking.status !== "paid" && booking.status !== "partially_refunded") return refusals.notOnline;
  if (today >= checkIn) return refusals.begun;
  return null;
}
