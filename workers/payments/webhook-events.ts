import type { BookingStatus } from "~/domain/booking/booking-view";
import type { MarkPaidResult, StoredBooking } from "./bookings-repository";
import type { PaymentsMode } from "./config";

/**
 * What a Razorpay webhook event does to a booking: which event moves a booking from which status
 * to which. Pure decisions from one table; `applyWebhookEvent` carries a decision out through a
 * BookingStore, whose writes are conditional UPDATEs in D1 (so a race between the browser's
 * verify and the webhook still has exactly one winner). Adding an event is one row in
 * WEBHOOK_EVENTS plus a test.
 */

/** The parts of Razorpay's payment entity the handler reads. */
export type PaymentEntity = {
  id: string;
  order_id?: string | null | undefined;
  amount: number;
  currency: string;
  status?: string | undefined;
  error_description?: string | null | undefined;
};

export type WebhookOutcome = "applied" | "ignored" | "unknown-order" | "mismatch" | "conflict" | "already-paid" | "kept-paid";

/** What an event asks of a booking. */
type Effect = "pay" | "fail";

/** The events this site acts on. Any other event is acknowledged and ignored. */
export const WEBHOOK_EVENTS: Readonly<Record<string, { effect: Effect }>> = {
  "payment.captured": { effect: "pay" },
  "order.paid": { effect: "pay" },
  "payment.failed": { effect: "fail" },
};

/**
 * For each effect and current status: the status it moves the booking to, or the outcome when it
 * stays. `paid` is final: a late failure never downgrades it, and a second payment never replaces
 * the first (`conflict`: a person must refund it).
 */
const TRANSITIONS: Readonly<Record<Effect, Readonly<Record<BookingStatus, BookingStatus | WebhookOutcome>>>> = {
  pay: { created: "paid", failed: "paid", paid: "already-paid" },
  fail: { created: "failed", failed: "failed", paid: "kept-paid" },
};

export type Decision =
  | { kind: "move"; to: "paid"; paymentId: string }
  | { kind: "move"; to: "failed"; paymentId: string; reason: string }
  | { kind: "stay"; outcome: WebhookOutcome };

const isStatus = (value: string): value is BookingStatus => value === "created" || value === "paid" || value === "failed";

/** The pure decision for one event about one booking (null: no booking of this site and mode). */
export function decideWebhookEvent(input: {
  event: string;
  booking: StoredBooking | null;
  mode: PaymentsMode;
  payment: PaymentEntity | undefined;
}): Decision {
  const rule = WEBHOOK_EVENTS[input.event];
  const { booking, payment } = input;
  if (!rule || !payment) return { kind: "stay", outcome: "ignored" };
  if (!booking || booking.mode !== input.mode) return { kind: "stay", outcome: "unknown-order" };
  if (rule.effect === "pay") {
    if (payment.amount !== booking.amountPaise || payment.currency !== booking.currency) return { kind: "stay", outcome: "mismatch" };
    if (booking.status === "paid" && booking.paymentId !== payment.id) return { kind: "stay", outcome: "conflict" };
  }
  const next = TRANSITIONS[rule.effect][booking.status];
  if (!isStatus(next)) return { kind: "stay", outcome: next };
  if (next === "paid") return { kind: "move", to: "paid", paymentId: payment.id };
  return { kind: "move", to: "failed", paymentId: payment.id, reason: payment.error_description ?? "Payment failed" };
}

/** What applying an event needs of the bookings; bookingsRepository (D1) in the Worker. */
export interface BookingStore {
  find(orderId: string): Promise<StoredBooking | null>;
  markPaid(orderId: string, paymentId: string, now: Date): Promise<MarkPaidResult>;
  markFailed(orderId: string, paymentId: string | null, reason: string, now: Date): Promise<unknown>;
}

export async function applyWebhookEvent(
  store: BookingStore,
  input: { event: string; orderId: string | null; payment: PaymentEntity | undefined; mode: PaymentsMode; now: Date },
): Promise<WebhookOutcome> {
  if (!WEBHOOK_EVENTS[input.event] || !input.orderId || !input.payment) return "ignored";
  const booking = await store.find(input.orderId);
  const decision = decideWebhookEvent({ event: input.event, booking, mode: input.mode, payment: input.payment });
  if (decision.kind === "stay") {
    if (decision.outcome === "mismatch") {
      console.error("webhook: amount mismatch", input.event, input.orderId, input.payment.id, input.payment.amount, input.payment.currency);
    }
    if (decision.outcome === "conflict") {
      console.error("webhook: order already paid by another payment", input.orderId, booking?.paymentId, input.payment.id);
    }
    return decision.outcome;
  }
  if (decision.to === "failed") {
    await store.markFailed(input.orderId, decision.paymentId, decision.reason, input.now);
    return "applied";
  }
  // The UPDATE is conditional: a verify that won the race in between turns this into already-paid
  // (same payment) or conflict (another payment).
  const result = await store.markPaid(input.orderId, decision.paymentId, input.now);
  if (result.outcome === "not-found") return "unknown-order";
  if (result.outcome === "paid-by-another-payment") {
    console.error("webhook: order already paid by another payment", input.orderId, result.booking.paymentId, decision.paymentId);
    return "conflict";
  }
  return result.outcome === "paid" ? "applied" : "already-paid";
}
