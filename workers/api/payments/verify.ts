import { zValidator } from "@hono/zod-validator";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { describeValidationError } from "~/domain/validation";
import { bookingsRepository } from "../../payments/bookings-repository";
import { paymentsConfig } from "../../payments/config";
import { captureAndRecord } from "../../payments/capture";
import { settleConflict, wasConflict } from "../../payments/conflicts";
import { paymentGateway } from "../../payments/gateway";
import { razorpayClient } from "../../payments/razorpay-client";
import { sendNoticesNow } from "../../notifications/notices";
import { razorpayIdSchema } from "../../payments/razorpay-ids";
import { verifyPaymentSignature } from "../../payments/signatures";
import { limitBody, requireJson } from "../guards";

/**
 * POST /api/payments/verify: the browser's word that Razorpay took a payment, checked against the
 * stored order (signature, and in live mode the payment itself). An authorized payment is captured
 * here (workers/payments/capture.ts); the booking is paid when the capture succeeds, and its
 * notices go out in the background. A payment whose hold lapsed while another guest took its
 * nights makes the booking a `conflict` (ADR 060): 400 with the words below, and its automatic
 * refund and conflict notices go out in the background (settleConflict). Idempotent. Answers
 * `{ success, booking }`, 400 `{ success: false, error, reason? }` as the checkout expects
 * (SPEC 7), or 502 when the capture failed.
 */
export const verify = new Hono<{ Bindings: Env }>();

const verifySchema = z.object({
  razorpay_order_id: razorpayIdSchema,
  razorpay_payment_id: razorpayIdSchema,
  razorpay_signature: z.string().trim().min(1).max(200),
});

/** Paid after the order's hold lapsed, for nights another guest now holds (the booking is a conflict). */
const NIGHTS_TAKEN =
  "Your payment reached us after the hold on your dates had lapsed and another guest had booked them, so this booking is not confirmed. Your deposit is being refunded in full; our team will contact you within 24 hours to help you choose other dates.";

/** `reason: "nights-taken"` lets the checkout tell this apart from a bad signature. */
function verifyFailed(c: Context, error: string, reason?: "nights-taken") {
  return c.json({ success: false, error, ...(reason ? { reason } : {}) }, 400);
}

const CAPTURE_FAILED =
  "Your bank approved the payment, but we could not complete it just now, so your booking is not confirmed yet. We will retry shortly; if it cannot be completed, the amount held on your card is released automatically. Please contact us if you have questions.";

verify.post(
  "/",
  limitBody(4 * 1024),
  requireJson(),
  zValidator("json", verifySchema, (result, c) => {
    if (!result.success) return c.json({ success: false, ...describeValidationError(result.error) }, 400);
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

    const refundedConflict =
      (booking.status === "refunded" || booking.status === "partially_refunded") && (await wasConflict(c.env.DB, orderId));
    if (booking.status === "conflict" || refundedConflict) {
      // Recorded already (a webhook, an earlier verify): the refund is under way, the words stay.
      if (booking.paymentId !== paymentId) return verifyFailed(c, "This order has already been paid by another payment.");
      return verifyFailed(c, NIGHTS_TAKEN, "nights-taken");
    }
    if (booking.paymentId !== null && booking.status !== "authorized") {
      // Already settled (paid, refunded, ...): the same payment again answers from D1.
      if (booking.paymentId !== paymentId) return verifyFailed(c, "This order has already been paid by another payment.");
      return c.json({ success: true, booking: await repo.view(orderId) });
    }
    if (booking.status === "authorized" && booking.paymentId !== paymentId) {
      return verifyFailed(c, "This order has already been paid by another payment.");
    }

    const gateway = paymentGateway(config);
    let captured = false;
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
      captured = payment.status === "captured";
    }

    // Captured by Razorpay already (automatic capture): record it; otherwise capture it first.
    const result = captured
      ? await repo.markPaid(orderId, paymentId, new Date())
      : await captureAndRecord({ repo, gateway }, { orderId, paymentId });
    if (result.outcome === "not-found") return verifyFailed(c, "This payment is not for an order placed on this site.");
    if (result.outcome === "paid-by-another-payment") return verifyFailed(c, "This order has already been paid by another payment.");
    if (result.outcome === "capture-failed") return c.json({ success: false, error: CAPTURE_FAILED }, 502);
    const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
    // A racing request may have marked the conflict and had it refunded already.
    const refundedMeanwhile =
      result.outcome === "already-paid" &&
      (result.booking.status === "refunded" || result.booking.status === "partially_refunded") &&
      (await wasConflict(c.env.DB, orderId));
    if (result.outcome === "nights-taken" || result.outcome === "already-conflict" || refundedMeanwhile) {
      // Only the request that marked the conflict asks for the refund; the cron retries it.
      if (result.outcome === "nights-taken") {
        waitUntil(
          settleConflict(c.env, gateway, orderId, waitUntil).catch((error: unknown) =>
            console.error("verify: settling the conflict in the background failed", orderId, error),
          ),
        );
      }
      return verifyFailed(c, NIGHTS_TAKEN, "nights-taken");
    }
    await sendNoticesNow(c.env, orderId, waitUntil);
    return c.json({ success: true, booking: await repo.view(orderId) });
  },
);
