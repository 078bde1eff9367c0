import { STAY_STATUSES } from "~/domain/booking/booking-states";
import { releaseCancelledNightsStatements } from "../availability/availability-repository";
import { sqlStatusIn } from "../payments/booking-state-sql";
import { PaymentsUnavailableError, paymentsConfig } from "../payments/config";
import { paymentGateway } from "../payments/gateway";
import { insertRefundRequestStatement, SQL_CAPTURED_PAYMENTS, submitRefund } from "../payments/refunds";
import { toHex } from "../payments/signatures";
import { cancelRefusalOf, type GuestBooking, guestRefundIfCancelledNow } from "./guest-booking";
import { guestPageNoticeStatement } from "./guest-notices";

/**
 * The guest cancels on their booking page (`POST /api/my-booking/:token/cancel`). One batch holds
 * the refund the booking's policy owes now (one request per payment, reason `guest`), the booking's
 * move to `cancelled` by the guest, the audit row (actor guest), the guest's e-mail and the resort's
 * notice, and the freeing of its nights and retreat places. The refunds' ids are derived from the
 * booking and the payment alone, so however many requests race (a double submit, two tabs) at most
 * one refund per payment is ever stored, and only the request whose batch moved the booking asks
 * the gateway; every other answers with what that one refunded.
 */

/** `refundPaise`: what the guest's cancellation refunds; the caller sends the notices it enqueued. */
export type GuestCancelResult = { ok: true; refundPaise: number } | { ok: false; status: 409 | 503; error: string };

/** The refund id of the guest's cancellation for one payment: the same for every request. */
async function guestCancelRefundId(orderId: string, paymentId: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`refund|${orderId}|guest-cancel|${paymentId}`)),
  );
  return `rf_${toHex(digest).slice(0, 40)}`;
}

async function guestCancellation(db: D1Database, orderId: string): Promise<{ cancelledBy: string | null; refundPaise: number }> {
  const row = await db
    .prepare(
      `SELECT cancelled_by,
         (SELECT coalesce(sum(amount_paise), 0) FROM refunds WHERE order_id = ?1 AND reason = 'guest' AND status != 'failed') AS refund
       FROM bookings WHERE order_id = ?1`,
    )
    .bind(orderId)
    .first<{ cancelled_by: string | null; refund: number }>();
  return { cancelledBy: row?.cancelled_by ?? null, refundPaise: row?.refund ?? 0 };
}

export async function cancelByGuest(db: D1Database, env: Env, booking: GuestBooking, now: Date): Promise<GuestCancelResult> {
  const orderId = booking.view.orderId;
  if (booking.cancelledBy === "guest") return { ok: true, refundPaise: booking.guestRefundPaise };
  const refusal = cancelRefusalOf(booking, now);
  if (refusal) return { ok: false, status: 409, error: refusal };
  const refund = guestRefundIfCancelledNow(booking, now);
  const parts = await Promise.all(
    (refund?.parts ?? []).map(async (part) => ({ ...part, id: await guestCancelRefundId(orderId, part.paymentId) })),
  );

  let gateway: ReturnType<typeof paymentGateway> | null = null;
  if (parts.length > 0) {
    try {
      gateway = paymentGateway(paymentsConfig(env));
    } catch (error) {
      if (!(error instanceof PaymentsUnavailableError)) throw error;
      console.error(`guest cancel of ${orderId}: payments unavailable: ${error.message}`);
      return { ok: false, status: 503, error: "Cancelling online is unavailable just now. Please try again later, or write to us." };
    }
  }

  const at = now.toISOString();
  const auditId = crypto.randomUUID();
  const refundTotal = parts.reduce((sum, part) => sum + part.amountPaise, 0);
  const statements = [
    ...parts.map((part) =>
      insertRefundRequestStatement(db, {
        id: part.id,
        orderId,
        paymentId: part.paymentId,
        amountPaise: part.amountPaise,
        reason: "guest",
        note: "Cancelled by the guest on their booking page",
        now,
        statuses: STAY_STATUSES,
        capturedPayments: booking.payments.length,
      }),
    ),
    db
      .prepare(
        // Only with every refund it decided on stored (by this batch: their ids are this booking's
        // alone), and never for a booking cancelled, declined or moved on meanwhile, nor one whose
        // balance was captured since it was read: that payment would be kept unrefunded.
        `UPDATE bookings SET status = 'cancelled', cancelled_by = 'guest', cancelled_at = ?1, updated_at = ?1
         WHERE order_id = ?2 AND ${sqlStatusIn(STAY_STATUSES)} AND cancelled_by IS NULL
           AND (resort_confirmation IS NULL OR resort_confirmation != 'declined')
           AND (SELECT count(*) FROM refunds WHERE order_id = ?2 AND id IN (SELECT value FROM json_each(?3))) = ?4
           AND ${SQL_CAPTURED_PAYMENTS("?2")} = ?5`,
      )
      .bind(at, orderId, JSON.stringify(parts.map((part) => part.id)), parts.length, booking.payments.length),
    db
      .prepare(
        `INSERT INTO staff_audit (id, at, actor, staff_email, action, order_id, amount_minor, currency, reason)
         SELECT ?, ?, 'guest', NULL, 'booking.cancel', ?, ?, 'INR', ? WHERE changes() > 0`,
      )
      .bind(
        auditId,
        at,
        orderId,
        refundTotal,
        `Cancelled on the booking page under the booking's policy (${refund?.refundPercent ?? 0}% of what was paid)`,
      ),
    guestPageNoticeStatement(db, { orderId, kind: "guest_cancelled", eventKey: "", auditId, now }),
    guestPageNoticeStatement(db, { orderId, kind: "resort_guest_cancelled", eventKey: "", auditId, now }),
    ...releaseCancelledNightsStatements(db, orderId),
  ];
  const results = await db.batch(statements);
  const applied = (results[parts.length]?.meta.changes ?? 0) === 1;
  if (!applied) {
    // Another request came first: if it was the guest's own cancellation, this one is the same.
    const earlier = await guestCancellation(db, orderId);
    if (earlier.cancelledBy === "guest") return { ok: true, refundPaise: earlier.refundPaise };
    return { ok: false, status: 409, error: "Your booking changed while you were cancelling it. Please reload the page and look again." };
  }
  console.log(`guest cancel of ${orderId} (audit ${auditId}), refund ${refundTotal} paise`);
  for (const part of parts) {
    await submitRefund(db, gateway as NonNullable<typeof gateway>, {
      id: part.id,
      order_id: orderId,
      payment_id: part.paymentId,
      amount_paise: part.amountPaise,
    });
  }
  return { ok: true, refundPaise: refundTotal };
}
