import { isPastResortAnswerDeadline } from "~/domain/booking/resort-answer-deadline";
import { SQL_AWAITS_RESORT } from "../payments/booking-state-sql";
import { declineRetreatAction } from "./decide-retreat";
import { performStaffAction, SYSTEM_ACTOR } from "./staff-actions";

/**
 * The Cron Trigger's answer for the resort when it did not give one (docs/decisions/082-holds.md):
 * a paid custom retreat still awaiting confirmation at the end of the resort's second office day
 * after its payment is declined through the staff console's own decline (one batch: the refund of
 * the whole payment with reason `unconfirmed`, the audit row by actor `system`, the guest's
 * `guest_retreat_declined` e-mail once, its retreat places freed). A member of staff who answers
 * first wins: the decline moves a booking only from `awaiting`.
 */

const DAY_MS = 24 * 60 * 60_000;
/** Requests declined per run at most; the next run, five minutes later, takes the rest. */
const PER_RUN = 10;

const UNCONFIRMED_REASON = "Not confirmed by the resort within two office days of payment: declined automatically.";

export async function declineUnconfirmedRetreats(env: Env, now: Date, waitUntil: (promise: Promise<unknown>) => void): Promise<number> {
  // No deadline comes sooner than two days after payment; the exact one is worked out per booking.
  const { results } = await env.DB.prepare(
    `SELECT order_id, paid_at FROM bookings WHERE ${SQL_AWAITS_RESORT} AND paid_at <= ? ORDER BY paid_at LIMIT 50`,
  )
    .bind(new Date(now.getTime() - 2 * DAY_MS).toISOString())
    .all<{ order_id: string; paid_at: string }>();
  const overdue = results.filter((row) => isPastResortAnswerDeadline(new Date(row.paid_at), now)).slice(0, PER_RUN);
  let declined = 0;
  for (const row of overdue) {
    const result = await performStaffAction(
      declineRetreatAction,
      { db: env.DB, env, actor: SYSTEM_ACTOR, now, waitUntil },
      { orderId: row.order_id, reason: UNCONFIRMED_REASON, refundReason: "unconfirmed" },
    );
    if (result.ok) declined += 1;
    else console.error("unconfirmed retreat: the automatic decline did not go through", row.order_id, result.status, result.error);
  }
  return declined;
}
