import { type BookingStatus, CAPTURED_STATUSES, REFUNDED_STATUSES, statusIn } from "~/domain/booking/booking-states";
import type { StoredBooking } from "./bookings-repository";
import type { CaptureResult } from "./capture";
import type { PaymentsMode } from "./config";

/**
 * What POST /api/payments/verify answers, decided without I/O at its three moments (the handler,
 * workers/api/payments/verify.ts, reads and writes between them): on the stored booking, before
 * anything is recorded; on Razorpay's payment (live mode); and on what recording the payment did.
 * The words are the checkout's (it shows `error`, and tells `reason: "nights-taken"` apart from a
 * bad signature).
 */

export const NOT_OURS = "This payment is not for an order placed on this site.";
export const BAD_SIGNATURE = "The payment signature is not valid.";
export const PAID_BY_ANOTHER = "This order has already been paid by another payment.";
export const OTHER_ORDER = "The payment belongs to another order.";
/** Razorpay refunded the authorization before it was captured (workers/payments/capture.ts). */
export const RELEASED = "The payment is refunded, not completed.";
export const AMOUNT_MISMATCH = "The payment amount does not match the order.";
/** Paid after the order's hold lapsed, for nights another guest now holds (the booking is a conflict). */
export const NIGHTS_TAKEN =
  "Your payment reached us after the hold on your dates had lapsed and another guest had booked them, so this booking is not confirmed. Your deposit is being refunded in full; our team will contact you within 24 hours to help you choose other dates.";
export const CAPTURE_FAILED =
  "Your bank approved the payment, but we could not complete it just now, so your booking is not confirmed yet. We will retry shortly; if it cannot be completed, the amount held on your card is released automatically. Please contact us if you have questions.";

/** A 400 `{ success: false, error, reason? }`. */
export type VerifyRefusal = {
  kind: "refuse";
  error: string;
  reason?: "nights-taken";
  /** Razorpay's payment differs from the stored order in amount or currency: worth a line in the log. */
  mismatch?: true;
};

const refuse = (error: string): VerifyRefusal => ({ kind: "refuse", error });
const nightsTaken: VerifyRefusal = { kind: "refuse", error: NIGHTS_TAKEN, reason: "nights-taken" };

/**
 * Whether a booking in this status may have been a conflict whose automatic refund made it
 * (partially) refunded: the decisions then need to know (conflicts.ts wasConflict).
 */
export function mayHideConflict(status: BookingStatus): boolean {
  return statusIn(REFUNDED_STATUSES, status);
}

/**
 * On the stored booking, before anything is recorded: refuse; answer from D1 (the same payment,
 * already settled); or go on to record this payment for this booking. `wasConflict` matters only when
 * mayHideConflict(booking.status).
 */
export function decideOnStoredBooking<B extends Pick<StoredBooking, "mode" | "status" | "paymentId">>(input: {
  booking: B | null;
  mode: PaymentsMode;
  paymentId: string;
  /** The signature is genuine for the stored order's id and this payment. */
  signatureValid: boolean;
  wasConflict: boolean;
}): VerifyRefusal | { kind: "answer-stored" } | { kind: "record"; booking: B } {
  const { booking, paymentId } = input;
  // Only orders this site created, in the mode it runs in now.
  if (!booking || booking.mode !== input.mode) return refuse(NOT_OURS);
  if (!input.signatureValid) return refuse(BAD_SIGNATURE);
  const samePayment = booking.paymentId === paymentId;
  if (booking.status === "conflict" || (mayHideConflict(booking.status) && input.wasConflict)) {
    // Recorded already (a webhook, an earlier verify): the refund is under way, the words stay.
    return samePayment ? nightsTaken : refuse(PAID_BY_ANOTHER);
  }
  // Settled already (paid, refunded, ...): the same payment again answers from D1.
  if (statusIn(CAPTURED_STATUSES, booking.status)) return samePayment ? { kind: "answer-stored" } : refuse(PAID_BY_ANOTHER);
  if (booking.status === "authorized" && !samePayment) return refuse(PAID_BY_ANOTHER);
  return { kind: "record", booking };
}

/**
 * On the payment as Razorpay holds it (live mode): it must be for this order, of its amount and
 * currency, and authorized or captured. `captured`: Razorpay captured it already (automatic
 * capture), so it is recorded as paid; otherwise this site captures it first.
 */
export function decideOnGatewayPayment(input: {
  booking: Pick<StoredBooking, "orderId" | "amountPaise" | "currency">;
  payment: { order_id?: string | null | undefined; amount: number; currency: string; status: string };
}): VerifyRefusal | { kind: "record"; captured: boolean } {
  const { booking, payment } = input;
  if (payment.order_id !== booking.orderId) return refuse(OTHER_ORDER);
  if (payment.amount !== booking.amountPaise || payment.currency !== booking.currency) {
    return { kind: "refuse", error: AMOUNT_MISMATCH, mismatch: true };
  }
  if (payment.status !== "captured" && payment.status !== "authorized") return refuse(`The payment is ${payment.status}, not completed.`);
  return { kind: "record", captured: payment.status === "captured" };
}

/**
 * On what recording the payment did: paid (send its notices, answer the booking); a 502 when the
 * capture failed; or a refusal. `settleConflict`: this request found the conflict, so it is the
 * one to ask for the refund. `wasConflict` matters only for an already-paid booking whose status
 * mayHideConflict (a racing request marked the conflict and had it refunded already).
 */
export function decideOnRecorded(input: {
  result: CaptureResult;
  wasConflict: boolean;
}): (VerifyRefusal & { settleConflict?: true }) | { kind: "capture-failed"; error: string } | { kind: "paid" } {
  const { result } = input;
  switch (result.outcome) {
    case "not-found":
      return refuse(NOT_OURS);
    case "paid-by-another-payment":
      return refuse(PAID_BY_ANOTHER);
    case "capture-failed":
      return { kind: "capture-failed", error: CAPTURE_FAILED };
    case "released":
      return refuse(RELEASED);
    case "nights-taken":
      return { ...nightsTaken, settleConflict: true };
    case "already-conflict":
      return nightsTaken;
    case "already-paid":
      return mayHideConflict(result.booking.status) && input.wasConflict ? nightsTaken : { kind: "paid" };
    case "paid":
      return { kind: "paid" };
  }
}
