import { declineUnconfirmedRetreats } from "../admin/unconfirmed-retreats";
import { bookingsRepository } from "./bookings-repository";
import { captureAndRecord } from "./capture";
import { settleConflict } from "./conflicts";
import { paymentsConfig } from "./config";
import { paymentGateway } from "./gateway";
import { balancePaymentSteps, balancePaymentsAwaitingCapture, settleLateBalance } from "./payments-repository";
import { retryUnansweredRefunds } from "./refunds";

/**
 * The Cron Trigger's payment work: capture authorized payments whose capture failed or never ran
 * (Razorpay releases an uncaptured authorization after a few days), decline and refund the custom
 * retreats the resort did not confirm in time (workers/admin/unconfirmed-retreats.ts), and ask
 * again for refunds Razorpay did not answer (same idempotency key). The notices these cause are
 * sent by the outbox drain that runs after this.
 */
export async function settlePayments(
  env: Env,
  now: Date,
  waitUntil: (promise: Promise<unknown>) => void = () => {},
): Promise<{ captured: number; declined: number; refundsRetried: number }> {
  let config: ReturnType<typeof paymentsConfig>;
  try {
    config = paymentsConfig(env);
  } catch (error) {
    console.error("payments cron: payments are not configured", error);
    return { captured: 0, declined: 0, refundsRetried: 0 };
  }
  const repo = bookingsRepository(env.DB);
  const gateway = paymentGateway(config);
  let captured = 0;
  // Left alone for a minute first: the verify or webhook that authorized it is capturing it now.
  for (const booking of await repo.awaitingCapture(new Date(now.getTime() - 60_000))) {
    if (booking.mode !== config.mode || !booking.paymentId) continue;
    const result = await captureAndRecord({ repo, gateway }, { orderId: booking.orderId, paymentId: booking.paymentId }, () => now);
    if (result.outcome === "paid") captured += 1;
    if (result.outcome === "nights-taken") {
      // Captured for nights another guest took after its hold lapsed: refund it now.
      const pending: Promise<unknown>[] = [];
      await settleConflict(env, gateway, booking.orderId, (promise) => pending.push(promise));
      await Promise.allSettled(pending);
    }
  }
  // Balance payments the same way, on their own rows (docs/decisions/089-balance-payments.md).
  for (const payment of await balancePaymentsAwaitingCapture(env.DB, config.mode, new Date(now.getTime() - 60_000))) {
    if (!payment.payment_id) continue;
    const steps = balancePaymentSteps(env.DB, payment.order_id);
    const result = await captureAndRecord(
      { repo: steps, gateway },
      { orderId: payment.gateway_order_id, paymentId: payment.payment_id },
      () => now,
    );
    if (result.outcome === "paid") {
      captured += 1;
      await settleLateBalance(env.DB, gateway, payment.payment_id);
    }
  }
  const declined = await declineUnconfirmedRetreats(env, now, waitUntil);
  const refundsRetried = await retryUnansweredRefunds(env.DB, gateway, now);
  return { captured, declined, refundsRetried };
}
