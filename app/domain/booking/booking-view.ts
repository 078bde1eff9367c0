import type { BookingStatus, ResortConfirmation } from "~/domain/booking/booking-states";
import type { BookingCancellationPolicy } from "~/domain/booking/cancellation-policy";
import type { Locale } from "~/domain/i18n/locale";
import type { CurrencyTotals, Currency } from "~/domain/money/money";
import type { BookingSource } from "./booking-source";

/**
 * A stored booking as the server shows it: the answer of `GET /api/bookings/:orderId` and of a
 * successful verify, and what the confirmation page's loader receives. Every figure comes from
 * the server's own pricing at order time, never from the browser's cart.
 */

export type BookingLineKind = "retreat" | "room" | "custom";
export type BookingLineView = {
  kind: BookingLineKind;
  /** Catalogue id of the retreat or room, or 'custom'. */
  productId: string;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  /** 'MMM dd - MMM dd, yyyy' */
  dates: string;
  nights: number;
  guests: number;
  quantity: number;
  currency: Currency;
  /** Per person (retreat), per night (room), or the entered total (custom retreat). */
  unitRate: number;
  /** One unit of the line. */
  price: number;
  /** price x quantity */
  lineTotal: number;
};

export type BookingView = {
  orderId: string;
  paymentId: string | null;
  status: BookingStatus;
  mode: "sandbox" | "live";
  /** Ordered online, or recorded by staff (phone, e-mail, desk) and paid to the resort directly. */
  source: BookingSource;
  /** A booking staff recorded may have no e-mail address. */
  guest: { name: string | null; email: string | null };
  /** The language the guest booked in: every e-mail to the guest is written in it. */
  locale: Locale;
  lines: BookingLineView[];
  /** The deposit rate this booking was charged at, in percent (stored with the booking). */
  depositPercent: number;
  /**
   * Full value, deposit and balance due on arrival, per currency present. For a booking staff
   * recorded the deposit is what the guest paid the resort (depositsReceived).
   */
  totals: CurrencyTotals[];
  /** The deposit a booking staff recorded was paid to the resort, per currency; none for an online order. */
  depositsReceived: { amount: number; currency: Currency }[];
  /** What was charged online: the deposit converted to rupees (docs/product.md#deposit-and-currencies). */
  charged: { amount: number; amountPaise: number; currency: "INR" };
  /** Processed refunds so far, in rupees (0 when none). */
  refunded: { amount: number; amountPaise: number };
  /** Set for a booking with a custom retreat: what the resort has said about it. */
  resortConfirmation: ResortConfirmation | null;
  /** The policy copied onto the booking, with its deadlines (null only for a booking without lines). */
  cancellationPolicy: BookingCancellationPolicy | null;
  createdAt: string;
  paidAt: string | null;
};

/** The words of each status, per language (the guest's e-mails and pages share them). */
const STATUS_WORDS = {
  en: {
    awaitingConfirmation: "Awaiting confirmation",
    declinedRefunding: "Declined: refund under way",
    confirmed: "Confirmed",
    authorized: "Payment being completed",
    conflict: "Not confirmed: refund under way",
    partiallyRefunded: "Partially refunded",
    declinedRefunded: "Declined: refunded",
    refunded: "Refunded",
    cancelled: "Cancelled",
    failed: "Payment failed",
    awaitingPayment: "Awaiting payment",
  },
  de: {
    awaitingConfirmation: "Bestätigung durch das Resort ausstehend",
    declinedRefunding: "Abgelehnt: Erstattung in Bearbeitung",
    confirmed: "Bestätigt",
    authorized: "Zahlung wird abgeschlossen",
    conflict: "Nicht bestätigt: Erstattung in Bearbeitung",
    partiallyRefunded: "Teilweise erstattet",
    declinedRefunded: "Abgelehnt: erstattet",
    refunded: "Erstattet",
    cancelled: "Storniert",
    failed: "Zahlung fehlgeschlagen",
    awaitingPayment: "Zahlung ausstehend",
  },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * What the guest is told the booking is, in a word or two: never "Confirmed" unless the deposit
 * is captured, nothing refunded, and nothing left for the resort to confirm.
 */
export function bookingStatusLabel(booking: Pick<BookingView, "status" | "resortConfirmation">, locale: Locale = "en"): string {
  const words = STATUS_WORDS[locale];
  switch (booking.status) {
    case "paid":
      if (booking.resortConfirmation === "awaiting") return words.awaitingConfirmation;
      if (booking.resortConfirmation === "declined") return words.declinedRefunding;
      return words.confirmed;
    case "authorized":
      return words.authorized;
    case "conflict":
      return words.conflict;
    case "partially_refunded":
      return words.partiallyRefunded;
    case "refunded":
      return booking.resortConfirmation === "declined" ? words.declinedRefunded : words.refunded;
    case "cancelled":
      return words.cancelled;
    case "failed":
      return words.failed;
    default:
      return words.awaitingPayment;
  }
}

/** Display label of a line's kind ('Retreat', 'Room', 'Custom retreat'; 'Retreat', 'Zimmer', 'Eigenes Retreat'). */
export function bookingLineKindLabel(kind: BookingLineKind, locale: Locale = "en"): string {
  if (locale === "de") return kind === "retreat" ? "Retreat" : kind === "room" ? "Zimmer" : "Eigenes Retreat";
  return kind === "retreat" ? "Retreat" : kind === "room" ? "Room" : "Custom retreat";
}
