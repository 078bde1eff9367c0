import { zValidator } from "@hono/zod-validator";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { earliestTodayIso } from "~/domain/dates/dates";
import { formatMoney } from "~/domain/money/money";
import { bookingsRepository } from "../payments/bookings-repository";
import { paymentsConfig, paymentsModeOf, PaymentsUnavailableError } from "../payments/config";
import { makeReceipt, orderNotes, orderRequestSchema, priceCart } from "~/domain/orders/pricing";
import { razorpayClient, RazorpayError } from "../payments/razorpay-client";
import { sandboxCheckoutScript, sandboxOrderId, sandboxPaymentId } from "../payments/sandbox";
import { signPayment, verifyPaymentSignature, verifyWebhookSignature } from "../payments/signatures";
import { describeZodError, invalidRequest } from "../payments/validation-errors";
import { clientIp, limitBody, rateLimit, requireJson } from "./guards";

/**
 * /api/payments: server-priced Razorpay orders, signature verification, the webhook backstop and
 * the sandbox gateway. See docs/decisions/040-payments.md.
 */
export const payments = new Hono<{ Bindings: Env }>();

const ORDER_BODY_LIMIT = 64 * 1024;
const SMALL_BODY_LIMIT = 4 * 1024;
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const ID = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_]+$/, { error: "Not a Razorpay id" });

payments.onError((err, c) => {
  if (err instanceof PaymentsUnavailableError) {
    console.error("payments unavailable:", err.message);
    return c.json({ error: `Online payments are unavailable: ${err.message} Please contact the resort to complete your booking.` }, 503);
  }
  if (err instanceof RazorpayError) {
    console.error("razorpay error:", err.kind, err.status ?? "-", err.code ?? "-", err.message);
    const error =
      err.kind === "unavailable"
        ? "The payment provider is not responding. Please try again in a moment."
        : "The payment provider refused the request. Please try again, or contact the resort if it keeps happening.";
    return c.json({ error, provider: { kind: err.kind, status: err.status ?? null } }, 502);
  }
  console.error("payments error", c.req.method, c.req.path, err);
  return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
});

// ---------------------------------------------------------------------------------------------
// POST /api/payments/orders

payments.post(
  "/orders",
  limitBody(ORDER_BODY_LIMIT),
  requireJson(),
  rateLimit("PAYMENTS_RATE_LIMITER", (c) => `orders:${clientIp(c)}`),
  zValidator("json", orderRequestSchema, invalidRequest),
  async (c) => {
    const config = paymentsConfig(c.env);
    const body = c.req.valid("json");
    const now = new Date();
    const priced = priceCart(body.cartItems, earliestTodayIso(now));
    if (!priced.ok) return c.json({ error: priced.error, fieldErrors: priced.fieldErrors }, 422);
    const { cart } = priced;

    if (body.amount !== undefined && body.amount !== cart.amountInr) {
      return c.json(
        {
          error: `Prices have changed: the deposit is now ${formatMoney(cart.amountInr, "INR")}, not ${formatMoney(body.amount, "INR")}. Please review your cart.`,
          amount: cart.amountInr,
          currency: cart.currency,
          cartItems: cart.repricedItems,
        },
        409,
      );
    }

    const receipt = makeReceipt(now);
    let orderId: string;
    if (config.mode === "sandbox") {
      orderId = sandboxOrderId();
    } else {
      const order = await razorpayClient(config).createOrder({
        amount: cart.amountPaise,
        currency: cart.currency,
        receipt,
        notes: orderNotes({ receipt, guest: body.userDetails, lines: cart.lines }),
      });
      if (order.amount !== cart.amountPaise || order.currency !== cart.currency) {
        throw new RazorpayError(
          "unavailable",
          `Razorpay created order ${order.id} for ${order.amount} ${order.currency}, not ${cart.amountPaise} ${cart.currency}`,
        );
      }
      orderId = order.id;
    }

    await bookingsRepository(c.env.DB).create({
      orderId,
      receipt,
      mode: config.mode,
      amountPaise: cart.amountPaise,
      guest: body.userDetails,
      lines: cart.lines,
      now,
    });

    return c.json(
      {
        order: { id: orderId, amount: cart.amountPaise, currency: cart.currency },
        key_id: config.keyId,
        mode: config.mode,
        checkout_script: config.checkoutUrl,
      },
      201,
    );
  },
);

// ---------------------------------------------------------------------------------------------
// POST /api/payments/verify

const verifySchema = z.object({
  razorpay_order_id: ID,
  razorpay_payment_id: ID,
  razorpay_signature: z.string().trim().min(1).max(200),
});

function verifyFailed(c: Context, error: string) {
  return c.json({ success: false, error }, 400);
}

payments.post(
  "/verify",
  limitBody(SMALL_BODY_LIMIT),
  requireJson(),
  zValidator("json", verifySchema, (result, c) => {
    if (!result.success) return c.json({ success: false, ...describeZodError(result.error) }, 400);
  }),
  async (c) => {
    const config = paymentsConfig(c.env);
    const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = c.req.valid("json");
    const repo = bookingsRepository(c.env.DB);

    const booking = await repo.find(orderId);
    // Only orders this site created, in the mode it runs in now.
    if (!booking || booking.mode !== config.mode) return verifyFailed(c, "This payment is not for an order placed on this site.");

    // The signature is checked against the stored order id, never the one in the request alone.
    const genuine = await verifyPaymentSignature({ orderId: booking.orderId, paymentId, signature, keySecret: config.keySecret });
    if (!genuine) return verifyFailed(c, "The payment signature is not valid.");

    if (booking.status === "paid") {
      if (booking.paymentId !== paymentId) return verifyFailed(c, "This order has already been paid by another payment.");
      return c.json({ success: true, booking: await repo.view(orderId) });
    }

    if (config.mode === "live") {
      const payment = await razorpayClient(config).fetchPayment(paymentId);
      if (payment.order_id !== booking.orderId) return verifyFailed(c, "The payment belongs to another order.");
      if (payment.amount !== booking.amountPaise || payment.currency !== booking.currency) {
        console.error("verify: amount mismatch", orderId, paymentId, payment.amount, payment.currency, booking.amountPaise);
        return verifyFailed(c, "The payment amount does not match the order.");
      }
      if (payment.status !== "captured" && payment.status !== "authorized") {
        return verifyFailed(c, `The payment is ${payment.status}, not completed.`);
      }
    }

    const result = await repo.markPaid(orderId, paymentId, new Date());
    if (result.outcome === "not-found") return verifyFailed(c, "This payment is not for an order placed on this site.");
    if (result.outcome === "paid-by-another-payment") return verifyFailed(c, "This order has already been paid by another payment.");
    return c.json({ success: true, booking: await repo.view(orderId) });
  },
);

// ---------------------------------------------------------------------------------------------
// POST /api/payments/webhook

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

payments.post("/webhook", limitBody(WEBHOOK_BODY_LIMIT), requireJson({ parse: false }), async (c) => {
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
    const outcome = await applyWebhookEvent(repo, config.mode, event, orderId, payment, now);
    await repo.settleEvent(eventId, outcome);
    return c.json({ ok: true, outcome });
  } catch (error) {
    // Not applied: forget the event so Razorpay's retry (after this 500) is handled in full.
    await repo.releaseEvent(eventId).catch(() => {});
    throw error;
  }
});

type WebhookOutcome = "applied" | "ignored" | "unknown-order" | "mismatch" | "conflict" | "already-paid" | "kept-paid";

async function applyWebhookEvent(
  repo: ReturnType<typeof bookingsRepository>,
  mode: "sandbox" | "live",
  event: string,
  orderId: string | null,
  payment: z.infer<typeof paymentEntity> | undefined,
  now: Date,
): Promise<WebhookOutcome> {
  if (event !== "payment.captured" && event !== "order.paid" && event !== "payment.failed") return "ignored";
  if (!orderId || !payment) return "ignored";
  const booking = await repo.find(orderId);
  if (!booking || booking.mode !== mode) return "unknown-order";

  if (event === "payment.failed") {
    if (booking.status === "paid") return "kept-paid";
    await repo.markFailed(orderId, payment.id, payment.error_description ?? "Payment failed", now);
    return "applied";
  }

  if (payment.amount !== booking.amountPaise || payment.currency !== booking.currency) {
    console.error("webhook: amount mismatch", event, orderId, payment.id, payment.amount, payment.currency, booking.amountPaise);
    return "mismatch";
  }
  const result = await repo.markPaid(orderId, payment.id, now);
  if (result.outcome === "paid-by-another-payment") {
    // A second captured payment for one order: it needs a refund by a person, not a silent overwrite.
    console.error("webhook: order already paid by another payment", orderId, result.booking.paymentId, payment.id);
    return "conflict";
  }
  if (result.outcome === "not-found") return "unknown-order";
  return result.outcome === "paid" ? "applied" : "already-paid";
}

// ---------------------------------------------------------------------------------------------
// Sandbox gateway: /api/payments/sandbox/*, 404 unless PAYMENTS_MODE=sandbox.

payments.use("/sandbox/*", async (c, next) => {
  if (paymentsModeOf(c.env) !== "sandbox") {
    return c.json({ error: `No API endpoint at ${c.req.method} ${c.req.path}` }, 404);
  }
  return next();
});

payments.get("/sandbox/checkout.js", (c) => c.body(sandboxCheckoutScript, 200, { "Content-Type": "text/javascript; charset=utf-8" }));

const sandboxOrderSchema = z.object({ order_id: ID });

payments.post(
  "/sandbox/pay",
  limitBody(SMALL_BODY_LIMIT),
  requireJson(),
  rateLimit("PAYMENTS_RATE_LIMITER", (c) => `sandbox:${clientIp(c)}`),
  zValidator("json", sandboxOrderSchema, invalidRequest),
  async (c) => {
    const config = paymentsConfig(c.env);
    const { order_id: orderId } = c.req.valid("json");
    const booking = await bookingsRepository(c.env.DB).find(orderId);
    if (!booking || booking.mode !== "sandbox") return c.json({ error: "Unknown sandbox order." }, 404);
    if (booking.status === "paid") return c.json({ error: "This order is already paid." }, 409);
    const paymentId = sandboxPaymentId();
    return c.json({
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: await signPayment(orderId, paymentId, config.keySecret),
    });
  },
);

payments.post(
  "/sandbox/fail",
  limitBody(SMALL_BODY_LIMIT),
  requireJson(),
  zValidator("json", sandboxOrderSchema, invalidRequest),
  async (c) => {
    const { order_id: orderId } = c.req.valid("json");
    const repo = bookingsRepository(c.env.DB);
    const booking = await repo.find(orderId);
    if (!booking || booking.mode !== "sandbox") return c.json({ error: "Unknown sandbox order." }, 404);
    const paymentId = sandboxPaymentId();
    const description = "The test payment was declined in the sandbox payment window.";
    // What Razorpay's payment.failed webhook would record.
    await repo.markFailed(orderId, paymentId, description, new Date());
    return c.json({
      error: {
        code: "BAD_REQUEST_ERROR",
        description,
        source: "customer",
        step: "payment_authorization",
        reason: "payment_failed",
        metadata: { order_id: orderId, payment_id: paymentId },
      },
    });
  },
);
