import { type BookingStatus, CAPTURED_STATUSES, REFUNDABLE_STATUSES, REFUNDED_STATUSES, statusIn } from "~/domain/booking/booking-states";
import { SQL_AWAITS_RESORT, sqlStatusIn } from "./booking-state-sql";
import type { PaymentsConfig } from "./config";
import { type PaymentGateway, paymentGateway } from "./gateway";
import { RazorpayError, type RazorpayRefund } from "./razorpay-client";
import { toHex } from "./signatures";
import type { RefundEntity } from "./webhook-events";

/**
 * Refunds of a booking's captured payment (table `refunds`, migrations/0006_payment_lifecycle.sql).
 *
 * A refund is a row first (status `requested`), inserted with a fresh id that is also the
 * X-Refund-Idempotency key; then Razorpay is asked, in the request or, if it did not answer, by
 * the Cron Trigger with the same key, so a retry never refunds twice. The row's trigger refuses
 * refunds adding up to more than the payment. When a refund is processed (in Razorpay's answer
 * or by the refund.processed webhook), the booking's refunded amount is recomputed from its
 * processed refunds, and with it its status: partially_refunded or refunded. Recomputing, rather
 * than adding, makes every replay harmless.
 */

export type RefundReason = "conflict" | "staff" | "gateway" | "unconfirmed" | "guest";
export type RefundStatus = "requested" | "pending" | "processed" | "failed";

export type RefundRow = {
  id: string;
  order_id: string;
  payment_id: string;
  amount_paise: number;
  reason: RefundReason;
  note: string | null;
  status: RefundStatus;
  gateway_refund_id: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  processed_at: string | null;
};

/** Why a refund cannot be requested. */
export class RefundRefusedError extends Error {
  override readonly name = "RefundRefusedError";
}

/** The statement that brings a booking's refunded amount and status in line with its refunds. */
function recomputeRefundedStatement(db: D1Database, orderId: string, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE bookings
       SET refunded_paise = r.total,
           status = CASE
             WHEN r.total >= amount_paise + r.balances THEN 'refunded'
             WHEN r.total = 0 THEN (CASE WHEN ${sqlStatusIn(REFUNDED_STATUSES)} THEN 'paid' ELSE status END)
             WHEN status IN ('conflict', 'cancelled') THEN status
             ELSE 'partially_refunded'
           END,
           updated_at = ?2
       FROM (
         SELECT coalesce(sum(amount_paise), 0) AS total,
           -- Balances paid online count towards what was paid (docs/decisions/089-balance-payments.md).
           (SELECT coalesce(sum(amount_paise), 0) FROM payments WHERE order_id = ?1 AND kind = 'balance' AND status = 'captured') AS balances
         FROM refunds WHERE order_id = ?1 AND status = 'processed'
       ) AS r
       WHERE order_id = ?1 AND ${sqlStatusIn(CAPTURED_STATUSES)}`,
    )
    .bind(orderId, now.toISOString());
}

export function refundsRepository(db: D1Database) {
  const repo = {
    async forOrder(orderId: string): Promise<RefundRow[]> {
      const { results } = await db.prepare("SELECT * FROM refunds WHERE order_id = ? ORDER BY created_at").bind(orderId).all<RefundRow>();
      return results;
    },

    async get(id: string): Promise<RefundRow | null> {
      return db.prepare("SELECT * FROM refunds WHERE id = ?").bind(id).first<RefundRow>();
    },

    /**
     * Records what Razorpay said about a refund (its answer to our request, or a webhook), and
     * recomputes the booking in the same batch. A refund made outside this site (the Dashboard)
     * is recorded as reason `gateway`. A processed or failed refund is final. `alsoInBatch`
     * commits with it (a webhook delivery's record).
     */
    async record(
      orderId: string,
      refund: RefundEntity | RazorpayRefund,
      now: Date,
      ourId?: string,
      alsoInBatch: D1PreparedStatement[] = [],
    ): Promise<void> {
      const at = now.toISOString();
      const status: RefundStatus = refund.status === "processed" ? "processed" : refund.status === "failed" ? "failed" : "pending";
      const notedId = ourId ?? refundIdFromNotes(refund);
      const statements: D1PreparedStatement[] = [];
      if (notedId) {
        statements.push(
          db
            .prepare(
              `UPDATE refunds SET gateway_refund_id = ?, status = ?, processed_at = CASE WHEN ? = 'processed' THEN ? ELSE processed_at END,
                 last_error = CASE WHEN ? = 'failed' THEN 'Razorpay could not process the refund' ELSE last_error END, updated_at = ?
               WHERE id = ? AND status IN ('requested', 'pending')`,
            )
            .bind(refund.id, status, status, at, status, at, notedId),
        );
      }
      // Known by Razorpay's id (a webhook about a refund we recorded), or not known at all.
      statements.push(
        db
          .prepare(
            `UPDATE refunds SET status = ?, processed_at = CASE WHEN ? = 'processed' THEN ? ELSE processed_at END,
               last_error = CASE WHEN ? = 'failed' THEN 'Razorpay could not process the refund' ELSE last_error END, updated_at = ?
             WHERE gateway_refund_id = ? AND status IN ('requested', 'pending')`,
          )
          .bind(status, status, at, status, at, refund.id),
        db
          .prepare(
            `INSERT INTO refunds (id, order_id, payment_id, amount_paise, reason, status, gateway_refund_id, created_at, updated_at, processed_at)
             SELECT ?, ?, ?, ?, 'gateway', ?, ?, ?, ?, CASE WHEN ? = 'processed' THEN ? END
             WHERE NOT EXISTS (SELECT 1 FROM refunds WHERE gateway_refund_id = ?)
             ON CONFLICT DO NOTHING`,
          )
          .bind(`gw_${refund.id}`, orderId, refund.payment_id, refund.amount, status, refund.id, at, at, status, at, refund.id),
        recomputeRefundedStatement(db, orderId, now),
        ...alsoInBatch,
      );
      await db.batch(statements);
    },

    /** Notes a request Razorpay did not answer (retried) or refused (failed, with its reason). */
    async noteAttempt(id: string, error: RazorpayError, now: Date): Promise<void> {
      const at = now.toISOString();
      await db
        .prepare(
          `UPDATE refunds SET attempts = attempts + 1, last_error = ?, status = CASE WHEN ? THEN 'failed' ELSE status END, updated_at = ?
           WHERE id = ? AND status = 'requested'`,
        )
        .bind(error.message.slice(0, 500), error.kind === "rejected" ? 1 : 0, at, id)
        .run();
    },

    /** Requests Razorpay has not accepted yet, last touched before `before`: the cron retries them. */
    async unanswered(before: Date, limit = 10): Promise<RefundRow[]> {
      const { results } = await db
        .prepare("SELECT * FROM refunds WHERE status = 'requested' AND updated_at <= ? AND attempts < 24 ORDER BY updated_at LIMIT ?")
        .bind(before.toISOString(), limit)
        .all<RefundRow>();
      return results;
    },
  };
  return repo;
}

function refundIdFromNotes(refund: RefundEntity | RazorpayRefund): string | undefined {
  const notes = "notes" in refund ? refund.notes : undefined;
  if (!notes || Array.isArray(notes) || typeof notes !== "object") return undefined;
  const id = (notes as Record<string, unknown>).refund_id;
  return typeof id === "string" ? id : undefined;
}

/**
 * Asks the gateway for a stored refund request (the first time, or again with the same key) and
 * records its answer. Never throws for the gateway's sake: an unanswered request stays
 * `requested` for the cron, a refused one becomes `failed` with Razorpay's reason.
 */
export async function submitRefund(
  db: D1Database,
  gateway: PaymentGateway,
  row: Pick<RefundRow, "id" | "order_id" | "payment_id" | "amount_paise">,
  now: () => Date = () => new Date(),
): Promise<RefundStatus> {
  const repo = refundsRepository(db);
  try {
    const answer = await gateway.refund(row.payment_id, {
      amount: row.amount_paise,
      idempotencyKey: row.id,
      notes: { refund_id: row.id, order_id: row.order_id },
    });
    await repo.record(row.order_id, answer, now(), row.id);
    return answer.status === "processed" ? "processed" : answer.status === "failed" ? "failed" : "pending";
  } catch (error) {
    const failure = error instanceof RazorpayError ? error : new RazorpayError("unavailable", `refund request failed: ${String(error)}`);
    await repo.noteAttempt(row.id, failure, now());
    console.error(`refunds: ${row.id} for ${row.order_id} ${failure.kind === "rejected" ? "refused" : "not answered"}: ${failure.message}`);
    return failure.kind === "rejected" ? "failed" : "requested";
  }
}

/**
 * The id (and X-Refund-Idempotency key) of a booking's refund, derived from the booking and the
 * number of refunds it had when the refund was decided (its "slot"). Two requests decided on the
 * same state (a double click, a retry, two members of staff at once) derive the same key, so the
 * second inserts nothing and Razorpay is asked once; a later refund has a later slot.
 */
export async function refundIdempotencyKey(orderId: string, slot: number): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`refund|${orderId}|${slot}`)));
  return `rf_${toHex(digest).slice(0, 40)}`;
}

/** What a refund decision is taken on: the booking's payment and its refunds so far. */
type RefundState = {
  orderId: string;
  status: BookingStatus;
  mode: string;
  paymentId: string | null;
  amountPaise: number;
  /** Every refund row of the booking, failed ones included: the next refund's slot. */
  refundCount: number;
  /** Refunds requested, pending or processed (not failed), in paise. */
  committedPaise: number;
};

async function refundState(db: D1Database, orderId: string): Promise<RefundState | null> {
  const row = await db
    .prepare(
      `SELECT b.order_id, b.status, b.mode, b.payment_id, b.amount_paise,
         (SELECT count(*) FROM refunds r WHERE r.order_id = b.order_id) AS refund_count,
         (SELECT coalesce(sum(amount_paise), 0) FROM refunds r WHERE r.order_id = b.order_id AND r.status != 'failed') AS committed
       FROM bookings b WHERE b.order_id = ?`,
    )
    .bind(orderId)
    .first<{
      order_id: string;
      status: BookingStatus;
      mode: string;
      payment_id: string | null;
      amount_paise: number;
      refund_count: number;
      committed: number;
    }>();
  if (!row) return null;
  return {
    orderId: row.order_id,
    status: row.status,
    mode: row.mode,
    paymentId: row.payment_id,
    amountPaise: row.amount_paise,
    refundCount: row.refund_count,
    committedPaise: row.committed,
  };
}

/**
 * The insert of a refund request that can neither exceed the payment nor repeat: it inserts
 * nothing (rather than aborting the batch it is in) when the booking is not in one of `statuses`,
 * when the payment (the deposit or a balance, a row of `payments`) is not the booking's, when its
 * refunds would add up to more than it was, or when a refund with this id exists already. Its
 * `changes()` says whether it was made.
 */
export function insertRefundRequestStatement(
  db: D1Database,
  refund: {
    id: string;
    orderId: string;
    paymentId: string;
    amountPaise: number;
    reason: RefundReason;
    note?: string | null;
    now: Date;
    statuses: readonly BookingStatus[];
    /** Only while a custom-retreat request still awaits the resort (the decline that refunds it). */
    awaitingResort?: boolean;
    /**
     * Only while the booking has this many captured payments: for a refund decided on what was
     * paid, which a payment captured meanwhile (a balance) would change.
     */
    capturedPayments?: number;
  },
): D1PreparedStatement {
  const at = refund.now.toISOString();
  return db
    .prepare(
      `INSERT INTO refunds (id, order_id, payment_id, amount_paise, reason, note, status, attempts, created_at, updated_at)
       SELECT ?1, order_id, ?7, ?2, ?3, ?4, 'requested', 0, ?5, ?5
       FROM bookings
       WHERE order_id = ?6 AND ${sqlStatusIn(refund.statuses)}${refund.awaitingResort ? ` AND ${SQL_AWAITS_RESORT}` : ""}
         AND ?2 + (SELECT coalesce(sum(amount_paise), 0) FROM refunds WHERE payment_id = ?7 AND status != 'failed')
           <= (SELECT amount_paise FROM payments WHERE order_id = ?6 AND payment_id = ?7)
         ${refund.capturedPayments === undefined ? "" : `AND ${SQL_CAPTURED_PAYMENTS("?6")} = ?8`}
       ON CONFLICT DO NOTHING`,
    )
    .bind(
      refund.id,
      refund.amountPaise,
      refund.reason,
      refund.note ?? null,
      at,
      refund.orderId,
      refund.paymentId,
      ...(refund.capturedPayments === undefined ? [] : [refund.capturedPayments]),
    );
}

/** How many payments of the booking whose order id is bound at `orderIdParam` are captured. */
export const SQL_CAPTURED_PAYMENTS = (orderIdParam: string) =>
  `(SELECT count(*) FROM payments WHERE order_id = ${orderIdParam} AND status = 'captured' AND payment_id IS NOT NULL)`;

export type RefundRequest = {
  orderId: string;
  /** In paise; the whole of what is left unrefunded when absent. */
  amountPaise?: number;
  reason: RefundReason;
  note?: string;
  /** Statements to commit with the request, e.g. the staff console's audit row. */
  alsoInBatch?: D1PreparedStatement[];
  now?: Date;
};

export type RefundResult = { refund: RefundRow; status: RefundStatus };

/**
 * Refunds (part of) a booking's captured payment. Stores the request (refused with
 * RefundRefusedError when the booking holds no captured payment, the amount is not between ₹1
 * and what is left, or another refund was decided on the same state at the same moment), then
 * asks the gateway. The staff console's refund is the same steps on its audited runner
 * (workers/admin/refund-booking.ts).
 */
export async function refundBooking(db: D1Database, config: PaymentsConfig, request: RefundRequest): Promise<RefundResult> {
  const now = request.now ?? new Date();
  const booking = await refundState(db, request.orderId);
  if (!booking) throw new RefundRefusedError("No booking has this order id.");
  if (booking.mode !== config.mode) throw new RefundRefusedError(`This booking was made in ${booking.mode} mode.`);
  if (!booking.paymentId || !statusIn(REFUNDABLE_STATUSES, booking.status)) {
    throw new RefundRefusedError(`A ${booking.status} booking has no captured payment to refund.`);
  }
  const left = booking.amountPaise - booking.committedPaise;
  const amount = request.amountPaise ?? left;
  if (!Number.isInteger(amount) || amount < 100 || amount > left) {
    throw new RefundRefusedError(`A refund is a whole number of paise from 100 to ${left} for this booking.`);
  }
  const id = await refundIdempotencyKey(request.orderId, booking.refundCount);
  const [insert] = await db.batch([
    insertRefundRequestStatement(db, {
      id,
      orderId: request.orderId,
      paymentId: booking.paymentId,
      amountPaise: amount,
      reason: request.reason,
      note: request.note ?? null,
      now,
      statuses: REFUNDABLE_STATUSES,
    }),
    ...(request.alsoInBatch ?? []),
  ]);
  if (insert?.meta.changes !== 1) {
    throw new RefundRefusedError(
      "Another refund of this booking was requested at the same moment; look at its refunds before refunding more.",
    );
  }
  const status = await submitRefund(db, paymentGateway(config), {
    id,
    order_id: request.orderId,
    payment_id: booking.paymentId,
    amount_paise: amount,
  });
  const refund = await refundsRepository(db).get(id);
  return { refund: refund as RefundRow, status };
}

/** The Cron Trigger's work for refunds: ask again, with the same key, what Razorpay did not answer. */
export async function retryUnansweredRefunds(db: D1Database, gateway: PaymentGateway, now: Date): Promise<number> {
  const rows = await refundsRepository(db).unanswered(new Date(now.getTime() - 60_000));
  for (const row of rows) await submitRefund(db, gateway, row, () => now);
  return rows.length;
}
