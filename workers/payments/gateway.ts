import type { PaymentsConfig } from "./config";
import {
  razorpayClient,
  type RazorpayPayment,
  type RazorpayRefund,
  type RefundInput,
  REFUND_IDEMPOTENCY_KEY,
  RazorpayError,
} from "./razorpay-client";
import { toHex } from "./signatures";

/**
 * Moving money after a payment: capturing an authorized payment and refunding a captured one.
 * In live mode that is Razorpay's Payments and Refunds APIs; the sandbox gateway does the same
 * offline, with the same idempotency: a refund retried with the same key is the same refund.
 */
export interface PaymentGateway {
  /** authorized -> captured; amount and currency are the stored order's. */
  capture(paymentId: string, input: { amount: number; currency: "INR" }): Promise<Pick<RazorpayPayment, "id" | "status" | "amount">>;
  /** A full or partial refund, in paise, made at most once per idempotency key. */
  refund(paymentId: string, input: RefundInput): Promise<RazorpayRefund>;
  /**
   * The payment at the gateway now: its status ('created', 'authorized', 'captured', 'refunded',
   * 'failed') and whether it was ever captured. Only `captured` says the money is the resort's:
   * Razorpay refunds an authorization nobody captured in time, and that payment is `refunded` too.
   */
  paymentState(paymentId: string): Promise<{ status: string; captured: boolean }>;
}

export function paymentGateway(config: PaymentsConfig): PaymentGateway {
  if (config.mode === "live") {
    const client = razorpayClient(config);
    return {
      capture: client.capturePayment,
      refund: client.refundPayment,
      paymentState: async (paymentId) => {
        const payment = await client.fetchPayment(paymentId);
        return { status: payment.status, captured: payment.captured === true };
      },
    };
  }
  return sandboxGateway;
}

/**
 * The sandbox's money never exists, so a capture always succeeds and a refund is processed at
 * once. Its refund id is derived from the idempotency key: the same key gives the same refund,
 * exactly as Razorpay answers a retried refund request.
 */
const sandboxGateway: PaymentGateway = {
  async paymentState() {
    return { status: "captured", captured: true };
  },
  async capture(paymentId, input) {
    return { id: paymentId, status: "captured", amount: input.amount };
  },
  async refund(paymentId, input) {
    if (!REFUND_IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
      throw new RazorpayError("rejected", "A refund idempotency key is 10 or more letters, digits, hyphens or underscores.");
    }
    if (!Number.isInteger(input.amount) || input.amount < 100) {
      throw new RazorpayError("rejected", "The amount must be at least INR 1.00", 400, "BAD_REQUEST_ERROR");
    }
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${paymentId}|${input.idempotencyKey}`)));
    return {
      id: `rfnd_sbx${toHex(digest).slice(0, 14)}`,
      payment_id: paymentId,
      amount: input.amount,
      currency: "INR",
      status: "processed",
      receipt: input.receipt ?? null,
    };
  },
};
