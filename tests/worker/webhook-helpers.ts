import { env, SELF } from "cloudflare:test";
import { signWebhookBody } from "../../workers/payments/signatures";
import { ORIGIN } from "./payments-helpers";

/** Razorpay webhook deliveries for the payment tests: the event bodies and a signed POST. */

let sequence = 0;
/** An id no other test uses (payment ids, event ids). */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

export function paymentEntity(p: { id: string; orderId: string; amount: number; status: string; currency?: string }) {
  return {
    id: p.id,
    entity: "payment",
    amount: p.amount,
    currency: p.currency ?? "INR",
    status: p.status,
    order_id: p.orderId,
    method: "card",
    captured: p.status === "captured",
    error_description: p.status === "failed" ? "Payment failed because the card was declined" : null,
  };
}

export function event(name: string, payment: ReturnType<typeof paymentEntity>) {
  const payload: Record<string, unknown> = { payment: { entity: payment } };
  if (name === "order.paid") {
    payload.order = {
      entity: {
        id: payment.order_id,
        entity: "order",
        amount: payment.amount,
        amount_paid: payment.amount,
        currency: "INR",
        status: "paid",
      },
    };
  }
  return {
    entity: "event",
    account_id: "acc_Test0000000001",
    event: name,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  };
}

type WebhookAnswer = { ok?: boolean; duplicate?: boolean; outcome?: string; error?: string };

/**
 * The signed request Razorpay would send. `eventId: null` sends no x-razorpay-event-id header;
 * the default secret is the worker-gateway project's (RAZORPAY_WEBHOOK_SECRET).
 */
export async function webhookRequest(body: unknown, opts: { eventId?: string | null; secret?: string; signature?: string } = {}) {
  const raw = JSON.stringify(body);
  const signature = opts.signature ?? (await signWebhookBody(raw, opts.secret ?? env.RAZORPAY_WEBHOOK_SECRET ?? ""));
  const eventId = opts.eventId === undefined ? unique("evt_") : opts.eventId;
  return new Request(`${ORIGIN}/api/payments/webhook`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Razorpay-Signature": signature,
      ...(eventId === null ? {} : { "X-Razorpay-Event-Id": eventId }),
    },
    body: raw,
  });
}

/** Delivers a signed event to the built Worker. */
export async function deliver(body: unknown, opts: { eventId?: string | null; secret?: string; signature?: string } = {}) {
  const res = await SELF.fetch(await webhookRequest(body, opts));
  return { res, json: (await res.json()) as WebhookAnswer };
}

export type PaymentEventRow = { event_id: string; event: string; order_id: string | null; payment_id: string | null; outcome: string };

/** The recorded webhook deliveries about an order. */
export async function paymentEvents(orderId: string): Promise<PaymentEventRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT event_id, event, order_id, payment_id, outcome FROM payment_events WHERE order_id = ? ORDER BY received_at, event_id",
  )
    .bind(orderId)
    .all<PaymentEventRow>();
  return results;
}
