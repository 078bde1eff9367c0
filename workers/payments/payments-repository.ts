import { CAPTURED_STATUSES, STAY_STATUSES } from "~/domain/booking/booking-states";
import type { BookingStatus } from "~/domain/booking/booking-states";
import { type BookingCostLine, type BookingPayment, balanceDuePaise } from "~/domain/booking/booking-balance";
import { sqlStatusIn } from "./booking-state-sql";
import {
  type BookingRow,
  bookingsRepository,
  type MarkAuthorizedResult,
  type MarkPaidResult,
  type StoredBooking,
} from "./bookings-repository";
import type { RefundEntity } from "./webhook-events";
import type { PaymentGateway } from "./gateway";
import { type RefundRow, refundsRepository, submitRefund } from "./refunds";

/**
 * The gateway payments of a booking (table `payments`, migrations/0015_payments.sql): its deposit,
 * whose gateway order is the booking's own order id, and each balance order the guest opens from
 * the booking page. The deposit's row mirrors the booking (depositMirrorStatement in
 * bookings-repository.ts, in the batch of every change to its payment); a balance lives in its row.
 *
 * Verify, the webhook, the sandbox and the cron find what a gateway order pays through
 * gatewayOrderSteps: the same steps (authorize, capture, pay, fail, release, refund) on the
 * booking for a deposit, on the payment's row for a balance, so a balance is a kind of payment of
 * the one pipeline (docs/decisions/089-balance-payments.md).
 */

export type PaymentKind = "deposit" | "balance";
type PaymentStatus = "created" | "authorized" | "captured" | "failed";

export type PaymentRow = {
  id: string;
  order_id: string;
  gateway_order_id: string;
  kind: PaymentKind;
  amount_paise: number;
  status: PaymentStatus;
  payment_id: string | null;
  failure_reason: string | null;
  captured_at: string | null;
  created_at: string;
  updated_at: string;
};

/** The payment kind as the pipeline's decisions read a booking's status. */
function asBookingStatus(status: PaymentStatus): BookingStatus {
  return status === "captured" ? "paid" : status;
}

/** The balance order still awaits this payment (?2): unpaid, or authorized by this very payment. */
const BALANCE_PAYABLE = "(status IN ('created', 'failed') OR (status = 'authorized' AND payment_id = ?2))";

/** The refund of a balance captured after its booking was cancelled: one per payment, by its id. */
const lateBalanceRefundId = (paymentId: string) => `rfl_${paymentId}`;

/**
 * A balance payment's row as the deposit pipeline's steps (bookingsRepository's) on it. `orderId`
 * in each step is the gateway order id. Its notices (resort_balance_paid, guest_balance_receipt)
 * are enqueued in the batch that captures it, once per payment (event_key: the payment's id). A
 * balance captured after its booking stopped being a stay (a cancel won the race) gets the refund
 * of all of it in that same batch.
 */
export function balancePaymentSteps(db: D1Database, bookingOrderId: string) {
  async function row(gatewayOrderId: string): Promise<PaymentRow | null> {
    return db.prepare("SELECT * FROM payments WHERE gateway_order_id = ? AND kind = 'balance'").bind(gatewayOrderId).first<PaymentRow>();
  }

  async function find(gatewayOrderId: string): Promise<StoredBooking | null> {
    const [payment, booking] = await Promise.all([
      row(gatewayOrderId),
      db
        .prepare("SELECT mode, receipt FROM bookings WHERE order_id = ?")
        .bind(bookingOrderId)
        .first<Pick<BookingRow, "mode" | "receipt">>(),
    ]);
    if (!payment || !booking) return null;
    return {
      orderId: payment.gateway_order_id,
      receipt: booking.receipt,
      mode: booking.mode,
      status: asBookingStatus(payment.status),
      amountPaise: payment.amount_paise,
      currency: "INR",
      paymentId: payment.payment_id,
      refundedPaise: 0,
      failureReason: payment.failure_reason,
      // A checkout releases unpaid deposit orders only; a balance order is never released.
      releasedAt: null,
    };
  }

  const steps = {
    bookingOrderId,
    find,
    view: () => bookingsRepository(db).view(bookingOrderId),

    async markAuthorized(
      gatewayOrderId: string,
      paymentId: string,
      now: Date,
      alsoInBatch: D1PreparedStatement[] = [],
    ): Promise<MarkAuthorizedResult> {
      const at = now.toISOString();
      const [update] = await db.batch([
        db
          .prepare(
            `UPDATE payments SET status = 'authorized', payment_id = ?2, failure_reason = NULL, updated_at = ?3
             WHERE gateway_order_id = ?1 AND kind = 'balance' AND status IN ('created', 'failed')`,
          )
          .bind(gatewayOrderId, paymentId, at),
        ...alsoInBatch,
      ]);
      const payment = await find(gatewayOrderId);
      if (!payment) return { outcome: "not-found" };
      if (payment.paymentId !== paymentId) return { outcome: "paid-by-another-payment", booking: payment };
      if (payment.status !== "authorized") return { outcome: "already-captured", booking: payment };
      return { outcome: update?.meta.changes === 1 ? "authorized" : "already-authorized", booking: payment };
    },

    async markCaptureFailed(gatewayOrderId: string, paymentId: string, reason: string, now: Date): Promise<void> {
      await db
        .prepare(
          `UPDATE payments SET failure_reason = ?, updated_at = ?
           WHERE gateway_order_id = ? AND kind = 'balance' AND status = 'authorized' AND payment_id = ?`,
        )
        .bind(`capture failed: ${reason}`.slice(0, 500), now.toISOString(), gatewayOrderId, paymentId)
        .run();
    },

    async markPaid(gatewayOrderId: string, paymentId: string, now: Date, alsoInBatch: D1PreparedStatement[] = []): Promise<MarkPaidResult> {
      const at = now.toISOString();
      const captured = `EXISTS (SELECT 1 FROM payments WHERE gateway_order_id = ?1 AND status = 'captured' AND payment_id = ?2)`;
      const [update] = await db.batch([
        db
          .prepare(
            `UPDATE payments SET status = 'captured', payment_id = ?2, captured_at = ?3, failure_reason = NULL, updated_at = ?3
             WHERE gateway_order_id = ?1 AND kind = 'balance' AND ${BALANCE_PAYABLE}`,
          )
          .bind(gatewayOrderId, paymentId, at),
        ...(["resort_balance_paid", "guest_balance_receipt"] as const).map((kind) =>
          db
            .prepare(
              `INSERT INTO booking_notices (id, order_id, kind, event_key, channel, recipient, status, attempts, next_attempt_at, created_at, updated_at)
               SELECT ?4, order_id, ?5, ?2, ?6, ${kind === "guest_balance_receipt" ? "guest_email" : "'formspree:booking'"}, 'pending', 0, ?3, ?3, ?3
               FROM bookings WHERE order_id = ?7 AND ${sqlStatusIn(STAY_STATUSES)} AND ${captured}
               ON CONFLICT DO NOTHING`,
            )
            .bind(
              gatewayOrderId,
              paymentId,
              at,
              crypto.randomUUID(),
              kind,
              kind === "guest_balance_receipt" ? "email" : "formspree",
              bookingOrderId,
            ),
        ),
        // Captured for a booking cancelled meanwhile: the money goes back, all of it.
        db
          .prepare(
            `INSERT INTO refunds (id, order_id, payment_id, amount_paise, reason, note, status, attempts, created_at, updated_at)
             SELECT ?4, p.order_id, p.payment_id, p.amount_paise, CASE WHEN b.cancelled_by = 'guest' THEN 'guest' ELSE 'staff' END,
               'automatic: balance paid after the booking was cancelled', 'requested', 0, ?3, ?3
             FROM payments p JOIN bookings b ON b.order_id = p.order_id
             WHERE p.gateway_order_id = ?1 AND p.payment_id = ?2 AND p.status = 'captured' AND NOT ${sqlStatusIn(STAY_STATUSES, "b.status")}
             ON CONFLICT DO NOTHING`,
          )
          .bind(gatewayOrderId, paymentId, at, lateBalanceRefundId(paymentId)),
        ...alsoInBatch,
      ]);
      const payment = await find(gatewayOrderId);
      if (!payment) return { outcome: "not-found" };
      if (payment.paymentId !== paymentId) return { outcome: "paid-by-another-payment", booking: payment };
      return { outcome: update?.meta.changes === 1 ? "paid" : "already-paid", booking: payment };
    },

    async markFailed(
      gatewayOrderId: string,
      paymentId: string | null,
      reason: string,
      now: Date,
      alsoInBatch: D1PreparedStatement[] = [],
    ): Promise<StoredBooking | null> {
      await db.batch([
        db
          .prepare(
            `UPDATE payments SET status = 'failed', payment_id = NULL, failure_reason = ?3, updated_at = ?4
             WHERE gateway_order_id = ?1 AND kind = 'balance' AND ${BALANCE_PAYABLE}`,
          )
          .bind(gatewayOrderId, paymentId, reason.slice(0, 500), now.toISOString()),
        ...alsoInBatch,
      ]);
      return find(gatewayOrderId);
    },

    async markReleased(
      gatewayOrderId: string,
      paymentId: string,
      reason: string,
      now: Date,
      alsoInBatch: D1PreparedStatement[] = [],
    ): Promise<StoredBooking | null> {
      await db.batch([
        db
          .prepare(
            `UPDATE payments SET status = 'failed', payment_id = NULL, failure_reason = ?3, updated_at = ?4
             WHERE gateway_order_id = ?1 AND kind = 'balance' AND status = 'authorized' AND payment_id = ?2`,
          )
          .bind(gatewayOrderId, paymentId, reason.slice(0, 500), now.toISOString()),
        ...alsoInBatch,
      ]);
      return find(gatewayOrderId);
    },

    async applyRefund(_gatewayOrderId: string, refund: RefundEntity, now: Date, alsoInBatch: D1PreparedStatement[] = []): Promise<void> {
      await refundsRepository(db).record(bookingOrderId, refund, now, undefined, alsoInBatch);
    },
  };
  return steps;
}

/** Authorized balance payments of bookings made in `mode` not captured (a capture failed, or never ran), oldest first. */
export async function balancePaymentsAwaitingCapture(db: D1Database, mode: string, before: Date, limit = 10): Promise<PaymentRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.* FROM payments p JOIN bookings b ON b.order_id = p.order_id
       WHERE p.kind = 'balance' AND p.status = 'authorized' AND p.updated_at <= ? AND b.mode = ? ORDER BY p.updated_at LIMIT ?`,
    )
    .bind(before.toISOString(), mode, limit)
    .all<PaymentRow>();
  return results;
}

function depositSteps(db: D1Database, orderId: string) {
  const repo = bookingsRepository(db);
  return {
    ...repo,
    bookingOrderId: orderId,
    view: () => repo.view(orderId),
    async applyRefund(id: string, refund: RefundEntity, now: Date, alsoInBatch: D1PreparedStatement[] = []): Promise<void> {
      await refundsRepository(db).record(id, refund, now, undefined, alsoInBatch);
    },
  };
}

export type GatewayOrderSteps = ReturnType<typeof depositSteps> | ReturnType<typeof balancePaymentSteps>;

/**
 * What a gateway order pays: a balance (its row says so) or, as for every order before balances
 * existed, the deposit of the booking whose order id it is.
 */
export async function gatewayOrderSteps(
  db: D1Database,
  gatewayOrderId: string,
): Promise<{ kind: PaymentKind; bookingOrderId: string; steps: GatewayOrderSteps }> {
  const balance = await db
    .prepare("SELECT order_id FROM payments WHERE gateway_order_id = ? AND kind = 'balance'")
    .bind(gatewayOrderId)
    .first<{ order_id: string }>();
  if (balance) return { kind: "balance", bookingOrderId: balance.order_id, steps: balancePaymentSteps(db, balance.order_id) };
  return { kind: "deposit", bookingOrderId: gatewayOrderId, steps: depositSteps(db, gatewayOrderId) };
}

/**
 * What is still due on a booking in paise, read from D1: its lines, its captured online payments
 * (deposit and balances) and what the desk received (deposits and balances).
 */
export async function bookingBalanceDue(db: D1Database, orderId: string): Promise<number> {
  const [lines, online, desk] = await db.batch([
    db.prepare("SELECT price_cents AS priceCents, quantity, currency FROM booking_lines WHERE order_id = ?").bind(orderId),
    // The deposit from the booking itself, so a booking paid before its mirror row existed counts.
    db
      .prepare(
        `SELECT amount_paise AS amountMinor, 'INR' AS currency FROM bookings WHERE order_id = ?1 AND source = 'online' AND ${sqlStatusIn(CAPTURED_STATUSES)}
         UNION ALL
         SELECT amount_paise, 'INR' FROM payments WHERE order_id = ?1 AND kind = 'balance' AND status = 'captured'`,
      )
      .bind(orderId),
    db.prepare("SELECT amount_minor AS amountMinor, currency FROM balance_payments WHERE order_id = ?").bind(orderId),
  ]);
  const payments = [...((online?.results ?? []) as BookingPayment[]), ...((desk?.results ?? []) as BookingPayment[])];
  return balanceDuePaise((lines?.results ?? []) as BookingCostLine[], payments);
}

/** What the guest is told when their balance reached a booking that had been cancelled meanwhile. */
export const LATE_BALANCE =
  "This booking was cancelled before your balance payment reached us, so the payment is being refunded to you in full.";

/**
 * Asks the gateway for the refund of a balance captured after its booking was cancelled, if its
 * capture made one (balancePaymentSteps.markPaid); true when there is one. The cron asks again if
 * the gateway does not answer.
 */
export async function settleLateBalance(db: D1Database, gateway: PaymentGateway, paymentId: string): Promise<boolean> {
  const refund = await refundsRepository(db).get(lateBalanceRefundId(paymentId));
  if (!refund) return false;
  if (refund.status === "requested") await submitRefund(db, gateway, refund);
  return true;
}

/**
 * For the batch that cancels a booking with a refund: the refund of what is left of each balance
 * paid online (the deposit's refund is the caller's), while the booking is in one of `statuses`.
 * Read inside the batch, so a balance captured just before is refunded, and one captured just
 * after finds the booking cancelled and is refunded by its own capture (balancePaymentSteps).
 * One refund per payment (its id is derived from the payment's), however often it runs.
 */
export function refundBalancesStatement(
  db: D1Database,
  change: { orderId: string; reason: "staff" | "guest"; note: string; now: Date; statuses: readonly BookingStatus[] },
): D1PreparedStatement {
  const left = `p.amount_paise - coalesce((SELECT sum(r.amount_paise) FROM refunds r WHERE r.payment_id = p.payment_id AND r.status != 'failed'), 0)`;
  return db
    .prepare(
      `INSERT INTO refunds (id, order_id, payment_id, amount_paise, reason, note, status, attempts, created_at, updated_at)
       SELECT 'rfc_' || p.payment_id, p.order_id, p.payment_id, ${left}, ?2, ?3, 'requested', 0, ?4, ?4
       FROM payments p
       WHERE p.order_id = ?1 AND p.kind = 'balance' AND p.status = 'captured' AND ${left} >= 100
         AND EXISTS (SELECT 1 FROM bookings WHERE order_id = ?1 AND ${sqlStatusIn(change.statuses)})
       ON CONFLICT DO NOTHING`,
    )
    .bind(change.orderId, change.reason, change.note.slice(0, 1000), change.now.toISOString());
}

/** Asks the gateway for the balance refunds a cancellation stored (the cron asks again if it does not answer). */
export async function submitBalanceRefunds(db: D1Database, gateway: PaymentGateway, orderId: string): Promise<void> {
  const { results } = await db
    .prepare("SELECT * FROM refunds WHERE order_id = ? AND id LIKE 'rfc\\_%' ESCAPE '\\' AND status = 'requested'")
    .bind(orderId)
    .all<RefundRow>();
  for (const refund of results) await submitRefund(db, gateway, refund);
}
