import { zValidator } from "@hono/zod-validator";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { describeValidationError } from "~/domain/validation";
import { paymentsConfig } from "../../payments/config";
import { captureAndRecord } from "../../payments/capture";
import { settleConflict, wasConflict } from "../../payments/conflicts";
import { paymentGateway } from "../../payments/gateway";
import { gatewayOrderSteps, LATE_BALANCE, settleLateBalance } from "../../payments/payments-repository";
import { razorpayClient } from "../../payments/razorpay-client";
import { sendNoticesNow } from "../../notifications/notices";
import { razorpayIdSchema } from "../../payments/razorpay-ids";
import { verifyPaymentSignature } from "../../payments/signatures";
import {
  decideOnGatewayPayment,
  decideOnRecorded,
  decideOnStoredBooking,
  mayHideConflict,
  type VerifyRefusal,
} from "../../payments/verify-decision";
import { limitBody, requireJson } from "../guards";

/**
 * POST /api/payments/verify: the browser's word that Razorpay took a payment, checked against the
 * stored order (signature, and in live mode the payment itself). An authorized payment is captured
 * here (workers/payments/capture.ts); the booking is paid when the capture succeeds, and its
 * notices go out in the background. A payment whose hold lapsed while another guest took its
 * nights makes the booking a `conflict` (ADR 060): 400 with reason `nights-taken`, and its
 * automatic refund and conflict notices go out in the background (settleConflict). Idempotent.
 * Answers `{ success, booking }`, 400 `{ success: false, error, reason? }` as the checkout
 * expects, or 502 when the capture failed. What to answer is decided in
 * workers/payments/verify-decision.ts; this handler reads and writes between its decisions. A balance
 * order (docs/decisions/089-balance-payments.md) is verified the same way, on its payment's row.
 */
export const verify = new Hono<{ Bindings: Env }>();

const verifySchema = z.object({
  razorpay_order_id: razorpayIdSchema,
  razorpay_payment_id: razorpayIdSchema,
  razorpay_signature: z.string().trim().min(1).max(200),
});

/** 400 `{ success: false, error, reason? }`, as the checkout expects. */
function refused(c: Context, refusal: VerifyRefusal) {
  return c.json({ success: false, error: refusal.error, ...(refusal.reason ? { reason: refusal.reason } : {}) }, 400);
}

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
    // A deposit's order is its booking's; a balance order is a row of `payments` (ADR 089).
    const { kind, bookingOrderId, steps: repo } = await gatewayOrderSteps(c.env.DB, orderId);

    const booking = await repo.find(orderId);
    const ours = booking !== null && booking.mode === config.mode;
    // The signature is checked against the stored order id, never the one in the request alone.
    const signatureValid =
      ours && (await verifyPaymentSignature({ orderId: booking.orderId, paymentId, signature, keySecret: config.keySecret }));
    const stored = decideOnStoredBooking({
      booking,
      mode: config.mode,
      paymentId,
      signatureValid,
      wasConflict: signatureValid && mayHideConflict(booking.status) && (await wasConflict(c.env.DB, orderId)),
    });
    if (stored.kind === "refuse") return refused(c, stored);
    const gateway = paymentGateway(config);
    // A balance that reached a booking cancelled meanwhile is captured and refunded at once.
    const lateBalance = async () => kind === "balance" && (await settleLateBalance(c.env.DB, gateway, paymentId));
    if (stored.kind === "answer-stored") {
      if (await lateBalance()) return refused(c, { kind: "refuse", error: LATE_BALANCE });
      return c.json({ success: true, booking: await repo.view() });
    }
    const order = stored.booking;

    let captured = false;
    if (config.mode === "live") {
      const payment = await razorpayClient(config).fetchPayment(paymentId);
      const checked = decideOnGatewayPayment({ booking: order, payment });
      if (checked.kind === "refuse") {
        if (checked.mismatch)
          console.error("verify: amount mismatch", orderId, paymentId, payment.amount, payment.currency, order.amountPaise);
        return refused(c, checked);
      }
      captured = checked.captured;
    }

    // Captured by Razorpay already (automatic capture): record it; otherwise capture it first.
    const result = captured
      ? await repo.markPaid(orderId, paymentId, new Date())
      : await captureAndRecord({ repo, gateway }, { orderId, paymentId });
    const recorded = decideOnRecorded({
      result,
      // A racing request may have marked the conflict and had it refunded already.
      wasConflict: result.outcome === "already-paid" && mayHideConflict(result.booking.status) && (await wasConflict(c.env.DB, orderId)),
    });
    if (recorded.kind === "capture-failed") return c.json({ success: false, error: recorded.error }, 502);
    const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
    if (recorded.kind === "refuse") {
      // Only the request that marked the conflict asks for the refund; the cron retries it.
      if (recorded.settleConflict) {
        waitUntil(
          settleConflict(c.env, gateway, orderId, waitUntil).catch((error: unknown) =>
            console.error("verify: settling the conflict in the background failed", orderId, error),
          ),
        );
      }
      return refused(c, recorded);
    }
    if (await lateBalance()) return refused(c, { kind: "refuse", error: LATE_BALANCE });
    await sendNoticesNow(c.env, bookingOrderId, waitUntil);
    return c.json({ success: true, booking: await repo.view() });
  },
);
