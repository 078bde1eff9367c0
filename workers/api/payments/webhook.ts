import { Hono } from "hono";
import { z } from "zod";
import { bookingsRepository } from "../../payments/bookings-repository";
import { paymentsConfig } from "../../payments/config";
import { verifyWebhookSignature } from "../../payments/signatures";
import { sendNoticesNow } from "../../notifications/notices";
import { captureAndRecord } from "../../payments/capture";
import { settleConflict } from "../../payments/conflicts";
import { paymentGateway } from "../../payments/gateway";
import { refundsRepository } from "../../payments/refunds";
import { applyWebhookEvent, type BookingStore, WEBHOOK_EVENTS } from "../../payments/webhook-events";
import { limitBody, requireJson } from "../guards";

/**
 * POST /api/payments/webhook: Razorpay's signed events, the backstop for a guest whose browser
 * never came back. Each delivery is claimed once (retries are acknowledged, not re-applied);
 * what an event does to a booking is decided in workers/payments/webhook-events.ts. Only D1 work
 * happens before the 200: capturing an authorized payment, sending the notices and, for a payment
 * whose nights were taken after its hold lapsed (a conflict), requesting its automatic refund
 * continue in the background (and the Cron Trigger retries each).
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
  // Razorpay sends the same event id with every retry of a delivery.
  const eventId = c.req.header("x-razorpay-event-id") ?? `sha256:${await sha256Hex(raw)}`;

  const repo = bookingsRepository(c.env.DB);
  const refunds = refundsRepository(c.env.DB);
  const store: BookingStore = { ...repo, applyRefund: (id, refund, at) => refunds.record(id, refund, at) };
  const now = new Date();
  const fresh = await repo.claimEvent({ id: eventId, name: event, orderId, paymentId: payment?.id ?? null }, now);
  if (!fresh) return c.json({ ok: true, duplicate: true });

  try {
    const refund = payload.refund?.entity;
    const outcome = await applyWebhookEvent(store, { event, orderId, payment, refund, mode: config.mode, now });
    await repo.settleEvent(eventId, outcome);
    const effect = WEBHOOK_EVENTS[event]?.effect;
    const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
    const gateway = paymentGateway(config);
    if (orderId && payment && effect === "authorize" && (outcome === "applied" || outcome === "already-authorized")) {
      // Capture after the 200; if it fails the booking stays authorized and the cron tries again.
      waitUntil(
        captureAndRecord({ repo, gateway }, { orderId, paymentId: payment.id })
          .then((captured) =>
            captured.outcome === "nights-taken"
              ? settleConflict(c.env, gateway, orderId, waitUntil)
              : sendNoticesNow(c.env, orderId, waitUntil),
          )
          .catch((error: unknown) => console.error("webhook: capture in the background failed", orderId, error)),
      );
    } else if (orderId && outcome === "applied" && effect === "pay") {
      await sendNoticesNow(c.env, orderId, waitUntil);
    } else if (orderId && outcome === "nights-taken") {
      // Its nights were taken after its hold lapsed: the automatic refund and the conflict notices.
      waitUntil(
        settleConflict(c.env, gateway, orderId, waitUntil).catch((error: unknown) =>
          console.error("webhook: settling the conflict in the background failed", orderId, error),
        ),
      );
    }
    return c.json({ ok: true, outcome });
  } catch (error) {
    // Not applied: forget the event so Razorpay's retry (after this 500) is handled in full.
    await repo.releaseEvent(eventId).catch(() => {});
    throw error;
  }
});
