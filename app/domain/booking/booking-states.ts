/**
 * A booking's states, and every rule that names a set of them, written once. The repositories,
 * the staff console's actions, the pages and the SQL (workers/payments/booking-state-sql.ts renders
 * these lists into `status IN (...)`) all read them from here. The events that move a booking
 * from one state to another are the table in workers/payments/webhook-events.ts.
 *
 * D1 holds the same states in CHECK constraints (migrations/0006_payment_lifecycle.sql): a booking
 * holds no payment exactly while it is unpaid, and has a paid_at exactly once its payment is
 * captured; workers/payments/booking-state-sql.test.ts runs the migrations to keep the two in step.
 */

/**
 * A booking's status as D1 stores it:
 * - created: the order exists, nothing is paid; failed: the latest attempt failed (retry allowed);
 * - authorized: the guest's bank authorized the payment, this site has not captured it yet;
 * - paid: captured; the deposit is the resort's;
 * - conflict: captured for dates another guest holds (the hold had lapsed); refunded automatically;
 * - partially_refunded / refunded: refunds processed on the payment;
 * - cancelled: a paid booking the resort cancelled.
 */
export const BOOKING_STATUSES = [
  "created",
  "authorized",
  "paid",
  "failed",
  "conflict",
  "refunded",
  "partially_refunded",
  "cancelled",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A custom retreat waits for the resort: awaiting, then confirmed or declined (with a refund). */
export const RESORT_CONFIRMATIONS = ["awaiting", "confirmed", "declined"] as const;
export type ResortConfirmation = (typeof RESORT_CONFIRMATIONS)[number];

type StatusList = readonly BookingStatus[];

/** The booking holds no payment: it awaits one, and any payment of the guest's may pay it. */
export const UNPAID_STATUSES = ["created", "failed"] as const satisfies StatusList;

/**
 * The booking holds a captured payment. Final: a late failure never downgrades it, and another
 * payment never replaces it.
 */
export const CAPTURED_STATUSES = ["paid", "conflict", "refunded", "partially_refunded", "cancelled"] as const satisfies StatusList;

/** Refunds processed on the captured payment: part of it, or all. */
export const REFUNDED_STATUSES = ["partially_refunded", "refunded"] as const satisfies StatusList;

/** The resort may refund (part of) the captured payment: captured, and not refunded in full. */
export const REFUNDABLE_STATUSES = ["paid", "partially_refunded", "cancelled", "conflict"] as const satisfies StatusList;

/**
 * A stay the resort has sold and stands by (paid, perhaps partly refunded): its nights show on the
 * arrivals grid, the resort may cancel it, and the guest settles its balance on arrival.
 */
export const STAY_STATUSES = ["paid", "partially_refunded"] as const satisfies StatusList;

/**
 * A custom-retreat request (resort_confirmation `awaiting`) may be confirmed or declined only in
 * these statuses: paid, its deposit captured and nothing refunded. An authorized payment is not
 * captured yet, so the resort neither confirms a stay on it nor declines (refunds) it.
 */
export const AWAITING_RESORT_STATUSES = ["paid"] as const satisfies StatusList;

/** Whether `status` is one of `list` (a typed `includes` for the lists above). */
export function statusIn(list: StatusList, status: BookingStatus): boolean {
  return list.includes(status);
}

/**
 * Whether this payment may pay the booking: it is unpaid, or authorized by this very payment
 * (which is then captured). Recording a payment, selling its nights and failing it all require it.
 */
export function isPayableBy(booking: { status: BookingStatus; paymentId: string | null }, paymentId: string): boolean {
  return statusIn(UNPAID_STATUSES, booking.status) || (booking.status === "authorized" && booking.paymentId === paymentId);
}

/** Whether a custom-retreat request awaits the resort's answer and may be confirmed or declined now. */
export function awaitsResort(booking: { status: BookingStatus; resortConfirmation: ResortConfirmation | null }): boolean {
  return booking.resortConfirmation === "awaiting" && statusIn(AWAITING_RESORT_STATUSES, booking.status);
}
