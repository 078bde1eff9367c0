import { Hono } from "hono";
import { z } from "zod";
import { paymentsConfig } from "../../payments/config";
import { verifyWebhookSignature } from "../../payments/signatures";
import { sendNoticesNow } from "../../notifications/notices";
import { captureAndRecord } from "../../payments/capture";
import { settleConflict } from "../../payments/conflicts";
import { paymentGateway } from "../../payments/gateway";
import { gatewayOrderSteps, settleLateBalance } from "../../payments/payments-repository";
import { type DeliveryKey, isAppliedAlready, webhookDeliveries } from "../../payments/webhook-deliveries";
import { applyWebhookEvent, type BookingStore, type WebhookOutcome, WEBHOOK_EVENTS } from "../../payments/webhook-events";
import { limitBody, requireJson } from "../guards";

/**
 * POST /api/payments/webhook: Razorpay's signed events, the backstop for a guest whose browser
 * never came back. Each delivery is applied once: it is recorded as applied in the D1 batch that
 * applies it (workers/payments/webhook-deliveries.ts), so a delivery whose handling died before
 * that is applied by Razorpay's retry, and a retry after it, or the same signed body under another
 * event id, is acknowledged as a duplicate. 2xx tells Razorpay to stop; anything else makes it
 * retry. What an event does to a booking is decided in workers/payments/webhook-events.ts. Only D1 work
 * happens before the 200: capturing an authorized payment, sending the notices and, for a payment
 * whose nights were taken after its hold lapsed (a conflict), requesting its automatic refund
 * continue in the background (and the Cron Trigger retries each). A balance order's events take the
 * same path on its payment's row (docs/decisions/089-balance-payments.md).
 */
export const webhook = new Hono<{ Bindings: Env }>();

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number(),
  currency: z.string(),
  status: z.string().optional(),
  captured: z.boolean().nullish(),
  error_description: z.string().nullish(),
});

const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
});

const webhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string(), amount: z.number(), currency: z.string() }) }).optional(),
      refund: z.object({ entity: refundEntity }).optional(),
    })
    .default({}),
});

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

webhook.post("/", limitBody(256 * 1024), requireJson({ parse: false }), async (c) => {
  const config = paymentsConfig(c.env);
  const raw = new Uint8Array(await c.req.arrayBuffer());
  const signed = await verifyWebhookSignature({
    body: raw,
    signature: c.req.header("X-Razorpay-Signature"),
    webhookSecret: config.webhookSecret,
  });
  if (!signed) return c.json({ error: "Invalid webhook signature." }, 400);

  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return c.json({ error: "The webhook body is not JSON." }, 400);
  }
  const parsed = webhookSchema.safeParse(json);
  if (!parsed.success) return c.json({ error: "The webhook body is not a Razorpay event." }, 400);
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  const orderId = payload.order?.entity.id ?? payment?.order_id ?? null;
  const bodySha256 = await sha256Hex(raw);
  // Razorpay sends the same event id with every retry of a delivery.
  const key: DeliveryKey = { eventId: c.req.header("x-razorpay-event-id") ?? `sha256:${bodySha256}`, bodySha256 };

  // A deposit's order is its booking's; a balance order is a row of `payments` (ADR 089).
  const { kind, bookingOrderId, steps: repo } = await gatewayOrderSteps(c.env.DB, orderId ?? "");
  const deliveries = webhookDeliveries(c.env.DB);
  const now = new Date();
  const { appliedBefore } = await deliveries.receive(key, { name: event, orderId, paymentId: payment?.id ?? null }, now);
  if (appliedBefore) return c.json({ ok: true, duplicate: true });

  // Every change an event makes commits with the statement recording it applied; an event that
  // changes nothing is recorded on its own. If this isolate dies before, nothing of it is recorded.
  let recorded = false;
  const record = () => {
    recorded = true;
    return [deliveries.markApplied(key, "applied", now)];
  };
  const store: BookingStore = {
    find: repo.find,
    markAuthorized: (id, paymentId, at) => repo.markAuthorized(id, paymentId, at, record()),
    markPaid: (id, paymentId, at) => repo.markPaid(id, paymentId, at, record()),
    markFailed: (id, paymentId, reason, at) => repo.markFailed(id, paymentId, reason, at, record()),
    markReleased: (id, paymentId, reason, at) => repo.markReleased(id, paymentId, reason, at, record()),
    applyRefund: (id, refund, at) => repo.applyRefund(id, refund, at, record()),
  };
  let outcome: WebhookOutcome;
  try {
    outcome = await applyWebhookEvent(store, { event, orderId, payment, refund: payload.refund?.entity, mode: config.mode, now });
    if (!recorded) await deliveries.markApplied(key, outcome, now).run();
  } catch (error) {
    // Applied meanwhile by a racing delivery of the same event: this batch changed nothing.
    if (isAppliedAlready(error)) return c.json({ ok: true, duplicate: true });
    // Nothing of it was applied: the 500 makes Razorpay retry, and the retry applies it.
    throw error;
  }
  if (recorded && outcome !== "applied") {
    // Only the outcome's wording for people: the delivery is applied whether or not this lands.
    await deliveries
      .noteOutcome(key, outcome)
      .catch((error: unknown) => console.error("webhook: noting the outcome failed", key.eventId, error));
  }

  const effect = WEBHOOK_EVENTS[event]?.effect;
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  const gateway = paymentGateway(config);
  if (orderId && payment && effect === "authorize" && (outcome === "applied" || outcome === "already-authorized")) {
    // Capture after the 200; if it fails the booking stays authorized and the cron tries again.
    waitUntil(
      captureAndRecord({ repo, gateway }, { orderId, paymentId: payment.id })
        .then(async (captured) => {
          if (captured.outcome === "nights-taken") return settleConflict(c.env, gateway, orderId, waitUntil);
          if (kind === "balance") await settleLateBalance(c.env.DB, gateway, payment.id);
          return sendNoticesNow(c.env, bookingOrderId, waitUntil);
        })
        .catch((error: unknown) => console.error("webhook: capture in the background failed", orderId, error)),
    );
  } else if (orderId && payment && outcome === "applied" && effect === "pay") {
    if (kind === "balance") {
      waitUntil(
        settleLateBalance(c.env.DB, gateway, payment.id).catch((error: unknown) =>
          console.error("webhook: refunding a balance paid after its booking was cancelled failed", orderId, error),
        ),
      );
    }
    await sendNoticesNow(c.env, bookingOrderId, waitUntil);
  } else if (orderId && outcome === "nights-taken") {
    // Its nights were taken after its hold lapsed: the automatic refund and the conflict notices.
    waitUntil(
      settleConflict(c.env, gateway, orderId, waitUntil).catch((error: unknown) =>
        console.error("webhook: settling the conflict in the background failed", orderId, error),
      ),
    );
  }
  return c.json({ ok: true, outcome });
});
