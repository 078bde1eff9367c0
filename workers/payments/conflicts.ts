import { sendNoticesNow } from "../notifications/notices";
import type { PaymentGateway } from "./gateway";
import { refundsRepository, submitRefund } from "./refunds";

/**
 * After a booking is marked `conflict` (bookingsRepository.markConflict: its payment came for
 * dates another guest holds), in the background of the request that found out: the automatic
 * refund enqueued in that batch is requested, and the guest's and the resort's conflict notices
 * are sent. Both are retried by the Cron Trigger if this does not get through.
 */
export async function settleConflict(
  env: Env,
  gateway: PaymentGateway,
  orderId: string,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<void> {
  const refund = (await refundsRepository(env.DB).forOrder(orderId)).find((r) => r.reason === "conflict" && r.status === "requested");
  if (refund) {
    waitUntil(
      submitRefund(env.DB, gateway, refund).catch((error: unknown) => console.error("conflict: refund request failed", orderId, error)),
    );
  }
  await sendNoticesNow(env, orderId, waitUntil);
}

/**
 * Whether the booking was a conflict (its payment came for dates another guest holds), also once
 * its automatic refund has made it `refunded`: the one conflict refund is the record of it.
 */
export async function wasConflict(db: D1Database, orderId: string): Promise<boolean> {
  const row = await db.prepare("SELECT 1 AS found FROM refunds WHERE order_id = ? AND reason = 'conflict'").bind(orderId).first();
  return row !== null;
}
