import type { ArrivalDetailsView } from "~/domain/booking/arrival-details";
import { arrivalDetailsEditable, arrivalDetailsEditableUntil } from "~/domain/booking/arrival-details";
import { type BookingPayment, balanceDuePaise, paidPaise } from "~/domain/booking/booking-balance";
import type { ResortConfirmation } from "~/domain/booking/booking-states";
import { type BookingView, bookingLineKindLabel, bookingStatusLabel } from "~/domain/booking/booking-view";
import {
  bookingCancellationPolicy,
  type CancellationPolicy,
  cancellationTermsText,
  earliestCheckIn,
  formatResortInstant,
  type PaymentToRefund,
  parseStoredCancellationPolicy,
  type RefundIfCancelled,
  refundIfCancelledNow,
} from "~/domain/booking/cancellation-policy";
import {
  type GuestBookingPageView,
  type GuestBookingSummary,
  guestCancelRefusal,
  GUEST_CANCEL_REFUSALS,
} from "~/domain/booking/guest-booking";
import { guestBookingPageText } from "~/domain/booking/guest-booking-copy";
import type { Locale } from "~/domain/i18n/locale";
import type { IsoDate } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import type { Currency } from "~/domain/money/money";
import { deploymentPaymentsMode } from "../payments/config";
import { findBookingByGuestLink, type GuestLinkEnv } from "./guest-link";

/**
 * A booking as its guest's page sees it, read once per request from D1: the booking view, the
 * policy it carries, its payments and refunds, and the arrival details. Everything the page and
 * `/api/my-booking/*` decide is decided on this.
 */

export type GuestBooking = {
  view: BookingView;
  checkIn: string;
  checkOut: string;
  policy: CancellationPolicy | null;
  cancelledBy: "guest" | "resort" | null;
  resortConfirmation: ResortConfirmation | null;
  /** The online payments the policy refunds from. */
  payments: PaymentToRefund[];
  /** Refunds of the guest's own cancellation (not failed), in paise. */
  guestRefundPaise: number;
  /** Everything paid towards the booking (refunds are shown apart), in paise. */
  paidPaise: number;
  balanceDuePaise: number;
  arrival: ArrivalDetailsView | null;
  guestPhone: string;
};

type BookingExtraRow = {
  guest_phone: string | null;
  cancellation_policy: string | null;
  cancelled_by: "guest" | "resort" | null;
  resort_confirmation: ResortConfirmation | null;
  payment_id: string | null;
  paid_at: string | null;
  amount_paise: number;
};

type ArrivalRow = {
  flight_number: string | null;
  arrival_time: string | null;
  airport_pickup: number;
  dietary_needs: string | null;
  note: string | null;
  nationality: string | null;
  passport_number: string | null;
  passport_expires_on: string | null;
  visa_number: string | null;
  visa_expires_on: string | null;
  updated_at: string;
};

function toArrivalView(row: ArrivalRow): ArrivalDetailsView {
  return {
    flightNumber: row.flight_number,
    arrivalTime: row.arrival_time,
    airportPickup: row.airport_pickup === 1,
    dietaryNeeds: row.dietary_needs,
    note: row.note,
    formC: {
      nationality: row.nationality,
      passportNumber: row.passport_number,
      passportExpiresOn: row.passport_expires_on,
      visaNumber: row.visa_number,
      visaExpiresOn: row.visa_expires_on,
    },
    updatedAt: row.updated_at,
  };
}

/** The stored arrival details of a booking, or null. */
export async function arrivalDetailsOf(db: D1Database, orderId: string): Promise<ArrivalDetailsView | null> {
  const row = await db.prepare("SELECT * FROM arrival_details WHERE order_id = ?").bind(orderId).first<ArrivalRow>();
  return row ? toArrivalView(row) : null;
}

/**
 * The booking behind a guest link, or null for every refusal alike (wrong, reissued or expired
 * link; a booking of the other payment mode, which this deployment never shows).
 */
export async function loadGuestBooking(db: D1Database, env: GuestLinkEnv & Env, token: string, now: Date): Promise<GuestBooking | null> {
  const view = await findBookingByGuestLink(db, env, token, now);
  if (!view || view.mode !== deploymentPaymentsMode(env)) return null;
  const orderId = view.orderId;
  const [extraResult, refundsResult, deskResult, arrivalResult, paymentsResult] = await db.batch([
    db
      .prepare(
        "SELECT guest_phone, cancellation_policy, cancelled_by, resort_confirmation, payment_id, paid_at, amount_paise FROM bookings WHERE order_id = ?",
      )
      .bind(orderId),
    db
      .prepare(
        `SELECT payment_id, reason, sum(amount_paise) AS paise FROM refunds
         WHERE order_id = ? AND status != 'failed' GROUP BY payment_id, reason`,
      )
      .bind(orderId),
    db.prepare("SELECT currency, sum(amount_minor) AS minor FROM balance_payments WHERE order_id = ? GROUP BY currency").bind(orderId),
    db.prepare("SELECT * FROM arrival_details WHERE order_id = ?").bind(orderId),
    // Every payment made online and captured: the deposit and any balance (docs/decisions/089).
    db
      .prepare(
        `SELECT kind, payment_id, amount_paise, captured_at FROM payments
         WHERE order_id = ? AND status = 'captured' AND payment_id IS NOT NULL ORDER BY kind = 'balance', captured_at`,
      )
      .bind(orderId),
  ]);
  const extra = (extraResult?.results as BookingExtraRow[] | undefined)?.[0];
  if (!extra) return null;
  const refunds = (refundsResult?.results ?? []) as { payment_id: string; reason: string; paise: number }[];
  const desk = (deskResult?.results ?? []) as { currency: Currency; minor: number }[];
  const arrivalRow = (arrivalResult?.results as ArrivalRow[] | undefined)?.[0];

  const checkIn = earliestCheckIn(view.lines);
  const checkOut = view.lines
    .map((line) => line.endDate)
    .sort()
    .at(-1) as string;
  const refundedOf = (paymentId: string) => refunds.filter((r) => r.payment_id === paymentId).reduce((sum, r) => sum + r.paise, 0);
  const captured = (paymentsResult?.results ?? []) as {
    kind: "deposit" | "balance";
    payment_id: string;
    amount_paise: number;
    captured_at: string | null;
  }[];
  const payments: PaymentToRefund[] = captured.map((payment) => ({
    paymentId: payment.payment_id,
    kind: payment.kind,
    // The deposit's capture opens the free-cancellation window; it is the booking's paid_at.
    paidAt: (payment.kind === "deposit" ? extra.paid_at : null) ?? payment.captured_at ?? extra.paid_at ?? view.createdAt,
    paidPaise: payment.amount_paise,
    refundedPaise: refundedOf(payment.payment_id),
  }));

  // What the stay costs and what was paid towards it (online, and at the front desk), at the
  // deposit's rates (booking-balance.ts). A cancelled, declined or refunded booking owes nothing.
  const received: BookingPayment[] = [
    ...payments.map((payment) => ({ amountMinor: payment.paidPaise, currency: "INR" as const })),
    ...desk.map((d) => ({ amountMinor: d.minor, currency: d.currency })),
  ];
  const costLines = view.lines.map((line) => ({
    priceCents: Math.round(line.price * 100),
    quantity: line.quantity,
    currency: line.currency,
  }));
  const stays = (view.status === "paid" || view.status === "partially_refunded") && extra.resort_confirmation !== "declined";

  return {
    view,
    checkIn,
    checkOut,
    policy: parseStoredCancellationPolicy(extra.cancellation_policy),
    cancelledBy: extra.cancelled_by,
    resortConfirmation: extra.resort_confirmation,
    payments,
    guestRefundPaise: refunds.filter((r) => r.reason === "guest").reduce((sum, r) => sum + r.paise, 0),
    paidPaise: paidPaise(received),
    balanceDuePaise: stays ? balanceDuePaise(costLines, received) : 0,
    arrival: arrivalRow ? toArrivalView(arrivalRow) : null,
    guestPhone: extra.guest_phone ?? "",
  };
}

/** What cancelling at `now` would refund: nothing once the guest may not cancel. */
export function guestRefundIfCancelledNow(booking: GuestBooking, now: Date): RefundIfCancelled | null {
  if (cancelRefusalOf(booking, now) !== null) return null;
  return refundIfCancelledNow(
    {
      policy: booking.policy,
      checkIn: booking.checkIn,
      unconfirmedCustomRetreat: booking.resortConfirmation === "awaiting",
    },
    booking.payments,
    now,
  );
}

export function cancelRefusalOf(booking: GuestBooking, now: Date, locale: Locale = "en"): string | null {
  if (booking.cancelledBy === "guest") return GUEST_CANCEL_REFUSALS[locale].cancelledByGuest;
  return guestCancelRefusal(
    { status: booking.view.status, resortConfirmation: booking.resortConfirmation, cancelledBy: booking.cancelledBy },
    booking.checkIn,
    resortTodayIso(now),
    locale,
  );
}

/** The answer of `GET /api/my-booking/:token`, exactly (in English; the page's own in its language). */
export function guestBookingSummary(booking: GuestBooking, now: Date, locale: Locale = "en"): GuestBookingSummary {
  return {
    orderId: booking.view.orderId,
    status: booking.view.status,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    paid: booking.paidPaise,
    balanceDue: booking.balanceDuePaise,
    refundIfCancelledNow: guestRefundIfCancelledNow(booking, now)?.amountPaise ?? 0,
    policy: bookingCancellationPolicy(
      booking.policy,
      {
        checkIn: booking.checkIn,
        depositPaidAt: booking.payments.find((p) => p.kind === "deposit")?.paidAt ?? null,
      },
      locale,
    ),
  };
}

/** Everything the booking page shows and offers, in the page's language. */
export function guestBookingPageView(booking: GuestBooking, now: Date, locale: Locale = "en"): GuestBookingPageView {
  const editableUntil = arrivalDetailsEditableUntil(booking.checkIn);
  const summary = guestBookingSummary(booking, now, locale);
  const cancelRefusal = cancelRefusalOf(booking, now, locale);
  const balancePayable = summary.balanceDue >= 100 && cancelRefusal === null;
  const stays =
    booking.cancelledBy === null &&
    (booking.view.status === "paid" || booking.view.status === "partially_refunded") &&
    booking.resortConfirmation !== "declined";
  const notes = PAYMENT_NOTES[locale];
  const arrivalEditableUntilText = formatResortInstant(editableUntil.getTime(), locale);
  return {
    summary,
    booking: booking.view,
    guestPhone: booking.guestPhone,
    statusLabel: booking.cancelledBy === "guest" ? CANCELLED_BY_YOU[locale] : bookingStatusLabel(booking.view, locale),
    lineKindLabels: booking.view.lines.map((line) => bookingLineKindLabel(line.kind, locale)),
    terms: cancellationTermsText(booking.policy, locale),
    cancelRefusal,
    cancelledBy: booking.cancelledBy,
    guestRefundPaise: booking.guestRefundPaise,
    arrival: booking.arrival,
    arrivalEditableUntil: editableUntil.toISOString(),
    arrivalEditableUntilText,
    arrivalEditable: arrivalDetailsEditable(booking.checkIn, now) && booking.cancelledBy === null,
    balancePayable,
    paymentNote: balancePayable
      ? `${notes.rates} ${notes.payable}`
      : stays && summary.paid > 0 && summary.balanceDue === 0
        ? `${notes.rates} ${notes.paidInFull}`
        : notes.rates,
    text: guestBookingPageText(
      {
        checkIn: booking.checkIn as IsoDate,
        checkOut: booking.checkOut as IsoDate,
        lines: booking.view.lines,
        refundIfCancelledNow: summary.refundIfCancelledNow,
        guestRefundPaise: booking.guestRefundPaise,
        arrivalEditableUntilText,
      },
      locale,
    ),
  };
}

const CANCELLED_BY_YOU: Record<Locale, string> = { en: "Cancelled by you", de: "Von Ihnen storniert" };

const PAYMENT_NOTES: Record<Locale, { rates: string; payable: string; paidInFull: string }> = {
  en: {
    rates: "In Indian rupees, at the rates your deposit was charged at.",
    payable: "You can pay the balance here before you travel, or at the resort.",
    paidInFull: "Paid in full: thank you, we look forward to welcoming you.",
  },
  de: {
    rates: "In indischen Rupien, zu den Kursen, zu denen Ihre Anzahlung abgebucht wurde.",
    payable: "Den Restbetrag können Sie hier vor der Reise bezahlen oder im Resort.",
    paidInFull: "Vollständig bezahlt: Vielen Dank, wir freuen uns auf Sie.",
  },
};
