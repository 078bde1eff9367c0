import { Hono } from "hono";
import { z } from "zod";
import { bookingsRepository } from "../../payments/bookings-repository";
import { paymentsConfig } from "../../payments/config";
import { verifyWebhookSignature } from "../../payments/signatures";
import { applyWebhookEvent } from "../../payments/webhook-events";
import { limitBody, requireJson } from "../guards";

/**
 * POST /api/payments/webhook: Razorpay's signed events, the backstop for a guest whose browser
 * never came back. Each delivery is claimed once (retries are acknowledged, not re-applied);
 * what an event does to a booking is decided in workers/payments/webhook-events.ts.
 */
export const webhook = new Hono<{ Bindings: Env }>();

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number(),
  currency: z.string(),
  status: z.string().optional(),
  error_description: z.string().nullish(),
});

const webhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string(), amount: z.number(), currency: z.string() }) }).optional(),
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
  const now = new Date();
  const fresh = await repo.claimEvent({ id: eventId, name: event, orderId, paymentId: payment?.id ?? null }, now);
  if (!fresh) return c.json({ ok: true, duplicate: true });

  try {
    const outcome = await applyWebhookEvent(repo, { event, orderId, payment, mode: config.mode, now });
    await repo.settleEvent(eventId, outcome);
    return c.json({ ok: true, outcome });
  } catch (error) {
    // Not applied: forget the event so Razorpay's retry (after this 500) is handled in full.
    await repo.releaseEvent(eventId).catch(() => {});
    throw error;
  }
});
