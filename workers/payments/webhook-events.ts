import type { BookingStatus } from "~/domain/booking/booking-states";
import type { MarkAuthorizedResult, MarkPaidResult, StoredBooking } from "./bookings-repository";
import type { PaymentsMode } from "./config";

/**
 * What a Razorpay webhook event does to a booking: which event moves a booking from which status
 * to which. Pure decisions from one table; `applyWebhookEvent` carries a decision out through a
 * BookingStore, whose writes are conditional UPDATEs in D1 (so a race between the browser's
 * verify and the webhook still has exactly one winner). Adding an event is one row in
 * WEBHOOK_EVENTS, a column in TRANSITIONS, and a test.
 */

/** The parts of Razorpay's payment entity the handler reads. */
export type PaymentEntity = {
  id: string;
  order_id?: string | null | undefined;
  amount: number;
  currency: string;
  status?: string | undefined;
  captured?: boolean | null | undefined;
  error_description?: string | null | undefined;
};

/** The parts of Razorpay's refund entity the handler reads. */
export type RefundEntity = {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  status: string;
  notes?: Record<string, unknown> | unknown[] | null | undefined;
};

export type WebhookOutcome =
  | "applied"
  | "ignored"
  | "unknown-order"
  | "mismatch"
  /** A second payment for an order that already holds one: a person must refund it. */
  | "conflict"
  | "already-authorized"
  | "already-paid"
  | "kept-authorized"
  | "kept-paid"
  | "kept-conflict"
  | "kept-refunded"
  | "kept-cancelled"
  /**
   * The payment was captured after the order's holds lapsed, for nights another guest holds now:
   * the booking became `conflict` (refunded automatically), nothing was sold twice.
   */
  | "nights-taken";

/**
 * Why a booking failed whose authorized payment Razorpay refunded before anyone captured it (its
 * automatic refund of an authorization not captured in time): the money went back to the guest.
 */
export const RELEASED_REASON = "The payment was refunded by Razorpay before it was captured.";

/** What an event asks of a booking. */
type Effect = "authorize" | "pay" | "fail" | "refund";

/** The events this site acts on. Any other event is acknowledged and ignored. */
export const WEBHOOK_EVENTS: Readonly<Record<string, { effect: Effect }>> = {
  "payment.authorized": { effect: "authorize" },
  "payment.captured": { effect: "pay" },
  "order.paid": { effect: "pay" },
  "payment.failed": { effect: "fail" },
  "refund.processed": { effect: "refund" },
  "refund.failed": { effect: "refund" },
};

/** `refund`: the refund is recorded and the booking's refunded amount (and status) recomputed. */
type Target = BookingStatus | WebhookOutcome | "refund";

/**
 * For each effect and current status: the status it moves the booking to, or the outcome when it
 * stays. A captured payment is final (a late failure never downgrades it, and a second payment
 * never replaces the first); an authorized payment is captured by this site, then paid. A refund
 * of a payment that was never captured is Razorpay releasing the authorization: the booking failed.
 */
export const TRANSITIONS: Readonly<Record<Effect, Readonly<Record<BookingStatus, Target>>>> = {
  authorize: {
    created: "authorized",
    failed: "authorized",
    authorized: "already-authorized",
    paid: "already-paid",
    conflict: "kept-conflict",
    partially_refunded: "kept-refunded",
    refunded: "kept-refunded",
    cancelled: "kept-cancelled",
  },
  pay: {
    created: "paid",
    failed: "paid",
    authorized: "paid",
    paid: "already-paid",
    conflict: "kept-conflict",
    partially_refunded: "kept-refunded",
    refunded: "kept-refunded",
    cancelled: "kept-cancelled",
  },
  fail: {
    created: "failed",
    failed: "failed",
    authorized: "failed",
    paid: "kept-paid",
    conflict: "kept-conflict",
    partially_refunded: "kept-refunded",
    refunded: "kept-refunded",
    cancelled: "kept-cancelled",
  },
  refund: {
    created: "ignored",
    failed: "ignored",
    authorized: "failed",
    paid: "refund",
    conflict: "refund",
    partially_refunded: "refund",
    refunded: "refund",
    cancelled: "refund",
  },
};

export type Decision =
  | { kind: "move"; to: "authorized" | "paid"; paymentId: string }
  | { kind: "move"; to: "failed"; paymentId: string; reason: string }
  | { kind: "refund"; refund: RefundEntity }
  | { kind: "stay"; outcome: WebhookOutcome };

const OUTCOMES = new Set<string>([
  "applied",
  "ignored",
  "unknown-order",
  "mismatch",
  "conflict",
  "already-authorized",
  "already-paid",
  "kept-authorized",
  "kept-paid",
  "kept-conflict",
  "kept-refunded",
  "kept-cancelled",
  "nights-taken",
]);
const isOutcome = (value: Target): value is WebhookOutcome => OUTCOMES.has(value);

/** The pure decision for one event about one booking (null: no booking of this site and mode). */
export function decideWebhookEvent(input: {
  event: string;
  booking: StoredBooking | null;
  mode: PaymentsMode;
  payment: PaymentEntity | undefined;
  refund?: RefundEntity | undefined;
}): Decision {
  const rule = WEBHOOK_EVENTS[input.event];
  const { booking, payment } = input;
  if (!rule || !payment) return { kind: "stay", outcome: "ignored" };
  if (rule.effect === "refund" && !input.refund) return { kind: "stay", outcome: "ignored" };
  if (!booking || booking.mode !== input.mode) return { kind: "stay", outcome: "unknown-order" };
  const holds = booking.paymentId;
  if (rule.effect === "authorize" || rule.effect === "pay") {
    if (payment.amount !== booking.amountPaise || payment.currency !== booking.currency) return { kind: "stay", outcome: "mismatch" };
    if (holds !== null && holds !== payment.id) return { kind: "stay", outcome: "conflict" };
  }
  // Only the booking's own payment moves it once it holds one.
  if (rule.effect === "fail" && booking.status === "authorized" && holds !== payment.id)
    return { kind: "stay", outcome: "kept-authorized" };
  if (rule.effect === "refund" && holds !== payment.id) return { kind: "stay", outcome: "ignored" };

  const next = TRANSITIONS[rule.effect][booking.status];
  if (next === "refund") return { kind: "refund", refund: input.refund as RefundEntity };
  if (isOutcome(next)) return { kind: "stay", outcome: next };
  if (next === "authorized" || next === "paid") return { kind: "move", to: next, paymentId: payment.id };
  if (next === "failed") {
    const reason = rule.effect === "refund" ? RELEASED_REASON : (payment.error_description ?? "Payment failed");
    return { kind: "move", to: "failed", paymentId: payment.id, reason };
  }
  return { kind: "stay", outcome: "ignored" };
}

/** What applying an event needs of the bookings; bookingsRepository and refunds (D1) in the Worker. */
export interface BookingStore {
  find(orderId: string): Promise<StoredBooking | null>;
  markAuthorized(orderId: string, paymentId: string, now: Date): Promise<MarkAuthorizedResult>;
  markPaid(orderId: string, paymentId: string, now: Date): Promise<MarkPaidResult>;
  markFailed(orderId: string, paymentId: string | null, reason: string, now: Date): Promise<unknown>;
  /** Fails the booking authorized by this payment, which Razorpay refunded uncaptured, and frees its holds. */
  markReleased(orderId: string, paymentId: string, reason: string, now: Date): Promise<unknown>;
  /** Records a refund's outcome and recomputes the booking's refunded amount and status. */
  applyRefund(orderId: string, refund: RefundEntity, now: Date): Promise<unknown>;
}

export async function applyWebhookEvent(
  store: BookingStore,
  input: {
    event: string;
    orderId: string | null;
    payment: PaymentEntity | undefined;
    refund?: RefundEntity | undefined;
    mode: PaymentsMode;
    now: Date;
  },
): Promise<WebhookOutcome> {
  if (!WEBHOOK_EVENTS[input.event] || !input.orderId || !input.payment) return "ignored";
  const booking = await store.find(input.orderId);
  const decision = decideWebhookEvent({ event: input.event, booking, mode: input.mode, payment: input.payment, refund: input.refund });
  if (decision.kind === "stay") {
    if (decision.outcome === "mismatch") {
      console.error("webhook: amount mismatch", input.event, input.orderId, input.payment.id, input.payment.amount, input.payment.currency);
    }
    if (decision.outcome === "conflict") {
      console.error("webhook: order already paid by another payment", input.orderId, booking?.paymentId, input.payment.id);
    }
    return decision.outcome;
  }
  if (decision.kind === "refund") {
    await store.applyRefund(input.orderId, decision.refund, input.now);
    return "applied";
  }
  if (decision.to === "failed") {
    // A refund of a payment never captured: the money went back, and nothing holds the nights for it.
    if (WEBHOOK_EVENTS[input.event]?.effect === "refund")
      await store.markReleased(input.orderId, decision.paymentId, decision.reason, input.now);
    else await store.markFailed(input.orderId, decision.paymentId, decision.reason, input.now);
    return "applied";
  }
  // The UPDATEs are conditional: a verify that won the race in between turns this into
  // already-authorized / already-paid (same payment) or conflict (another payment).
  if (decision.to === "authorized") {
    const result = await store.markAuthorized(input.orderId, decision.paymentId, input.now);
    if (result.outcome === "not-found") return "unknown-order";
    if (result.outcome === "paid-by-another-payment") return "conflict";
    if (result.outcome === "already-captured") return "already-paid";
    return result.outcome === "authorized" ? "applied" : "already-authorized";
  }
  const result = await store.markPaid(input.orderId, decision.paymentId, input.now);
  if (result.outcome === "not-found") return "unknown-order";
  if (result.outcome === "paid-by-another-payment") {
    console.error("webhook: order already paid by another payment", input.orderId, result.booking.paymentId, decision.paymentId);
    return "conflict";
  }
  if (result.outcome === "nights-taken") return "nights-taken";
  if (result.outcome === "already-conflict") return "kept-conflict";
  return result.outcome === "paid" ? "applied" : "already-paid";
}
