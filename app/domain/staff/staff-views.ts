import type { BookingSource } from "~/domain/booking/booking-source";
import type { BookingCancellationPolicy, RefundIfCancelled } from "~/domain/booking/cancellation-policy";
import type { ArrivalDetailsView } from "~/domain/booking/arrival-details";
import type { BookingLineKind, BookingLineView } from "~/domain/booking/booking-view";
import type { BookingStatus, ResortConfirmation } from "~/domain/booking/booking-states";
import type { FormKind } from "~/domain/forms/form-constants";
import type { Currency, CurrencyTotals } from "~/domain/money/money";
import type { BalanceMethod } from "./booking-action-rules";
import type { FormOutboxStatus } from "./form-outbox-status";

/**
 * What the staff console's endpoints answer (/api/admin/*) and its pages' loaders receive: one
 * set of shapes for both. Amounts of lines are in their own currency's units (the catalogue's
 * euros or dollars); what was charged online is in paise.
 */

/** A booking staff recorded may have no e-mail address or phone number. */
type StaffGuest = { name: string | null; email: string | null; phone: string | null };

export type StaffBookingSummary = {
  orderId: string;
  receipt: string;
  status: BookingStatus;
  mode: "sandbox" | "live";
  /** Ordered online, or recorded by staff (phone, e-mail, desk: nothing charged online). */
  source: BookingSource;
  createdAt: string;
  paidAt: string | null;
  paymentId: string | null;
  guest: StaffGuest;
  /** The earliest check-in and latest check-out among the lines. */
  checkIn: string | null;
  checkOut: string | null;
  items: { kind: BookingLineKind; name: string; quantity: number }[];
  /** The deposit rate the booking was charged at, in percent. */
  depositPercent: number;
  /** Full value, deposit and balance per currency present. */
  totals: CurrencyTotals[];
  /** What was charged online, in paise (INR). */
  chargedPaise: number;
};

export type BookingPage = {
  bookings: StaffBookingSummary[];
  /** The cursor of the next (older) page, or null at the end. */
  next: string | null;
};

export type PaymentEventView = { eventId: string; event: string; paymentId: string | null; outcome: string; receivedAt: string };

const STAFF_ACTIONS = [
  "form.resend",
  "booking.refund",
  "booking.balance",
  "booking.cancel",
  "booking.confirm",
  "booking.decline",
  "booking.record",
  "block.create",
  "block.delete",
  "booking.link_reissue",
  "booking.arrival",
  "booking.change_request",
  "guest.erase",
  "retention.enforce",
  "calendar.feed_add",
  "calendar.feed_delete",
  "calendar.export_rotate",
] as const;
export type StaffActionName = (typeof STAFF_ACTIONS)[number];

export type StaffAuditEntry = {
  id: string;
  at: string;
  staffEmail: string;
  action: StaffActionName;
  orderId: string | null;
  /** What else the action was on (a form submission's id), when not the booking itself. */
  subjectId: string | null;
  /** In the currency's minor unit (paise, cents). */
  amountMinor: number | null;
  currency: string | null;
  reason: string | null;
};

/** A refund of the booking's online payment (table refunds). */
export type StaffRefundView = {
  id: string;
  amountPaise: number;
  /** staff: from the console; conflict: automatic; gateway: made in Razorpay's Dashboard. */
  reason: "staff" | "conflict" | "gateway" | "unconfirmed" | "guest";
  note: string | null;
  /** requested: not yet accepted by Razorpay (asked again with the same key); pending; processed; failed. */
  status: "requested" | "pending" | "processed" | "failed";
  gatewayRefundId: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  processedAt: string | null;
};

/** A notice about the booking (the resort's Formspree notice, the guest's e-mail) and its delivery. */
export type StaffNoticeView = {
  id: string;
  kind:
    | "resort_paid"
    | "guest_confirmation"
    | "resort_conflict"
    | "guest_conflict"
    | "guest_retreat_confirmed"
    | "guest_retreat_declined"
    | "guest_refund"
    | "guest_resort_cancelled";
  channel: "formspree" | "email";
  recipient: string;
  status: "pending" | "delivered" | "parked";
  attempts: number;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
};

/** Money the guest paid the resort directly (the deposit of a recorded booking, the balance at the desk), in the minor unit of its currency. */
export type StaffBalancePaymentView = {
  id: string;
  kind: "deposit" | "balance";
  amountMinor: number;
  currency: Currency;
  method: BalanceMethod;
  note: string | null;
  staffEmail: string;
  receivedAt: string;
};

/** The balance of one currency: due on arrival, received at the desk, still to receive (minor units). */
type StaffBalanceView = { currency: Currency; dueMinor: number; receivedMinor: number; leftMinor: number };

export type StaffBookingDetail = StaffBookingSummary & {
  updatedAt: string;
  authorizedAt: string | null;
  failedPaymentId: string | null;
  failureReason: string | null;
  resortConfirmation: ResortConfirmation | null;
  lines: BookingLineView[];
  paymentEvents: PaymentEventView[];
  /** Refunds processed, in paise; and what is left to refund (paid minus refunds not failed). */
  refundedPaise: number;
  refundablePaise: number;
  refunds: StaffRefundView[];
  balances: StaffBalanceView[];
  balancePayments: StaffBalancePaymentView[];
  notices: StaffNoticeView[];
  audit: StaffAuditEntry[];
  /** What the booking allows now: null, or why not (the server's sentence). */
  refusals: { refund: string | null; balance: string | null; cancel: string | null; decide: string | null };
  /** The counts a form sends back as refundsSeen / paymentsSeen (see booking-actions.ts). */
  refundCount: number;
  balancePaymentCount: number;
  /** The booking's cancellation policy, and what cancelling now would refund under it. */
  cancellation: StaffCancellationView | null;
  /** What the guest said about their arrival on their booking page, until the stay is over. */
  arrival: ArrivalDetailsView | null;
};

export type StaffCancellationView = {
  /** false: booked before the policy was published, so held to the first published one. */
  copied: boolean;
  policy: BookingCancellationPolicy;
  /** Under the policy, for the payment online (null: nothing paid online). */
  refundIfCancelledNow: RefundIfCancelled | null;
};

/** The answer of a booking action: the sentence to show, and the booking's status after it. */
export type BookingActionOutcome = {
  message: string;
  status: BookingStatus;
  refund: StaffRefundView | null;
  balancePayment: StaffBalancePaymentView | null;
};

export type FormOutboxEntry = {
  id: string;
  kind: FormKind;
  status: FormOutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string;
  deliveredAt: string | null;
  /** Who wrote, and the subject line the resort receives, read from the stored payload. */
  sender: { name: string | null; email: string | null; phone: string | null };
  subject: string | null;
  /** A parked submission can be sent again. */
  canResend: boolean;
  /** The last time a member of staff sent it again (from the audit trail), if ever. */
  lastResend: { staffEmail: string; at: string } | null;
};

export type FormOutboxView = {
  status: FormOutboxStatus | null;
  counts: Record<FormOutboxStatus, number>;
  submissions: FormOutboxEntry[];
};

/** The answer of a staff action: done, or refused with the status and sentence to show. */
export type StaffActionResult<T> = { ok: true; value: T } | { ok: false; status: 404 | 409 | 422 | 502 | 503; error: string };

/**
 * The answer of recording a booking taken by phone, e-mail or at the desk: `created` false when
 * the same request (its Idempotency-Key) recorded it already. Refused: 422 with the fields at
 * fault, 409 with the nights already taken, 503 without payments settings (the booking's mode).
 */
export type RecordBookingResult =
  | { ok: true; value: { orderId: string; receipt: string; created: boolean; message: string } }
  | { ok: false; status: 409 | 422 | 503; error: string; nights?: string[]; fieldErrors?: Record<string, string[]> };
