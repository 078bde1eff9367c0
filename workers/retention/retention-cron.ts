import { resortTodayIso } from "~/domain/dates/resort-today";
import {
  accountsRetentionCutoff,
  arrivalDetailsCutoff,
  daysBefore,
  FORM_SUBMISSION_DAYS,
  UNPAID_ORDER_DAYS,
} from "~/domain/retention/retention-rules";
import { CAPTURED_STATUSES, STAY_STATUSES } from "~/domain/booking/booking-states";
import { sqlStatusIn } from "../payments/booking-state-sql";
import { anonymiseBookingsStatement, clearGuestTracesStatements } from "./anonymise";

/**
 * The retention rules, enforced once a day by the Cron Trigger (docs/decisions/081-retention.md):
 * orders never paid lose the guest's details 30 days after their last change; stays keep theirs
 * with their financial records for eight financial years, then lose them too; form submissions
 * are deleted 90 days after they last moved, whatever became of them. One batch, so a run that
 * dies leaves everything as it was for the next day's run.
 */

/** The schedule of the daily run (wrangler.toml [triggers]): 03:00 in Kerala, 21:30 UTC. */
export const RETENTION_CRON = "30 21 * * *";

export type RetentionSummary = { unpaidOrders: number; pastAccounts: number; formSubmissions: number; arrivalDetails: number };

/**
 * The day a stay's records date from, at the resort: the latest of its check-out, its last change
 * (a refund, a cancellation) and the last money staff took for it.
 */
const ACCOUNTING_DAY = `max(
  coalesce((SELECT max(l.end_date) FROM booking_lines l WHERE l.order_id = bookings.order_id), ''),
  date(bookings.updated_at, '+330 minutes'),
  coalesce((SELECT date(max(p.received_at), '+330 minutes') FROM balance_payments p WHERE p.order_id = bookings.order_id), '')
)`;

export async function enforceRetention(db: D1Database, now: Date): Promise<RetentionSummary> {
  const unpaidBefore = daysBefore(now, UNPAID_ORDER_DAYS).toISOString();
  const formsBefore = daysBefore(now, FORM_SUBMISSION_DAYS).toISOString();
  const accountsBefore = accountsRetentionCutoff(resortTodayIso(now));
  const results = await db.batch([
    anonymiseBookingsStatement(db, { where: "status IN ('created', 'failed') AND updated_at < ?", binds: [unpaidBefore] }, now),
    anonymiseBookingsStatement(
      db,
      {
        // Never while money is still moving on it.
        where: `${sqlStatusIn(CAPTURED_STATUSES)} AND ${ACCOUNTING_DAY} < ?
          AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = bookings.order_id AND r.status IN ('requested', 'pending'))`,
        binds: [accountsBefore],
      },
      now,
    ),
    ...clearGuestTracesStatements(db),
    // Arrival details once the stay is over, or will not happen.
    db
      .prepare(
        `DELETE FROM arrival_details WHERE order_id NOT IN (
           SELECT b.order_id FROM bookings b
           WHERE ${sqlStatusIn(STAY_STATUSES, "b.status")} AND coalesce(b.resort_confirmation, '') != 'declined'
             AND (SELECT max(l.end_date) FROM booking_lines l WHERE l.order_id = b.order_id) > ?
         )`,
      )
      .bind(arrivalDetailsCutoff(resortTodayIso(now))),
    db
      .prepare(
        `DELETE FROM form_submissions
         WHERE (status = 'delivered' AND coalesce(delivered_at, updated_at) < ?1)
            OR (status = 'parked' AND updated_at < ?1)
            OR (status = 'pending' AND created_at < ?1)`,
      )
      .bind(formsBefore),
  ]);
  const changes = (i: number) => results[i]?.meta.changes ?? 0;
  const summary = {
    unpaidOrders: changes(0),
    pastAccounts: changes(1),
    arrivalDetails: changes(results.length - 2),
    formSubmissions: changes(results.length - 1),
  };
  if (summary.unpaidOrders + summary.pastAccounts + summary.formSubmissions + summary.arrivalDetails > 0) {
    const reason = `anonymised ${summary.unpaidOrders} unpaid order(s) and ${summary.pastAccounts} stay(s) past the accounting period; deleted ${summary.formSubmissions} form submission(s) and the arrival details of ${summary.arrivalDetails} stay(s) over`;
    await db
      .prepare("INSERT INTO staff_audit (id, at, actor, staff_email, action, reason) VALUES (?, ?, 'system', NULL, 'retention.enforce', ?)")
      .bind(crypto.randomUUID(), now.toISOString(), reason)
      .run();
    console.log(`retention: ${reason}`);
  }
  return summary;
}
