import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import { paymentsConfig, paymentsModeOf } from "../../payments/config";
import { gatewayOrderSteps } from "../../payments/payments-repository";
import { razorpayIdSchema } from "../../payments/razorpay-ids";
import { sandboxCheckoutScript, sandboxPaymentId } from "../../payments/sandbox";
import { sandboxAllowedAt } from "../../payments/sandbox-hosts";
import { signPayment } from "../../payments/signatures";
import { rateLimitKey, limitBody, rateLimit, requireJson, zodHook } from "../guards";

/**
 * The sandbox gateway, /api/payments/sandbox/*: a stand-in for Razorpay Checkout that needs no
 * account (docs/payments.md#the-sandbox-gateway). 404 unless PAYMENTS_MODE=sandbox and the request is for a
 * local host or one SANDBOX_ALLOWED_HOSTS names (payments/sandbox-hosts.ts): it signs with a
 * public secret.
 */
export const sandbox = new Hono<{ Bindings: Env }>();

sandbox.use("*", async (c, next) => {
  if (paymentsModeOf(c.env) !== "sandbox" || !sandboxAllowedAt(new URL(c.req.url), c.env)) {
    return c.json({ error: `No API endpoint at ${c.req.method} ${c.req.path}` }, 404);
  }
  return next();
});

sandbox.get("/checkout.js", (c) => c.body(sandboxCheckoutScript, 200, { "Content-Type": "text/javascript; charset=utf-8" }));

const sandboxOrderSchema = z.object({ order_id: razorpayIdSchema });

/**
 * What the payment window asks as it opens: the language of the order's booking (its deposit or a
 * balance), so the window speaks to the guest as the site and the e-mails do.
 */
sandbox.get("/orders/:orderId", zValidator("param", z.object({ orderId: razorpayIdSchema }), zodHook), async (c) => {
  const { orderId } = c.req.valid("param");
  const { steps } = await gatewayOrderSteps(c.env.DB, orderId);
  const [order, booking] = await Promise.all([steps.find(orderId), steps.view()]);
  if (order?.mode !== "sandbox" || !booking) return c.json({ error: "Unknown sandbox order." }, 404);
  return c.json({ order_id: orderId, locale: booking.locale });
});

sandbox.post(
  "/pay",
  limitBody(4 * 1024),
  requireJson(),
  rateLimit("PAYMENTS_RATE_LIMITER", (c) => `sandbox:${rateLimitKey(c)}`),
  zValidator("json", sandboxOrderSchema, zodHook),
  async (c) => {
    const config = paymentsConfig(c.env);
    const { order_id: orderId } = c.req.valid("json");
    // A booking's deposit, or a balance order of one (docs/decisions/089-balance-payments.md).
    const booking = await (await gatewayOrderSteps(c.env.DB, orderId)).steps.find(orderId);
    if (booking?.mode !== "sandbox") return c.json({ error: "Unknown sandbox order." }, 404);
    // Paid, being captured, refunded...: the order holds a payment already.
    if (booking.paymentId !== null) return c.json({ error: "This order is already paid." }, 409);
    const paymentId = sandboxPaymentId();
    return c.json({
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: await signPayment(orderId, paymentId, config.keySecret),
    });
  },
);

sandbox.post("/fail", limitBody(4 * 1024), requireJson(), zValidator("json", sandboxOrderSchema, zodHook), async (c) => {
  const { order_id: orderId } = c.req.valid("json");
  const repo = (await gatewayOrderSteps(c.env.DB, orderId)).steps;
  const booking = await repo.find(orderId);
  if (booking?.mode !== "sandbox") return c.json({ error: "Unknown sandbox order." }, 404);
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
});
