import { STAY_STATUSES } from "~/domain/booking/booking-states";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { sqlStatusIn } from "./booking-state-sql";
import { bookingBalanceDue } from "./payments-repository";

/** How many days before check-in the guest is reminded of the balance. */
const BALANCE_REMINDER_DAYS = 14;

/**
 * The daily cron's balance reminders: one e-mail per booking (notice guest_balance_reminder, sent
 * by the outbox with the booking page's link) when check-in, the earliest line's, is at most
 * BALANCE_REMINDER_DAYS days away in Kerala and not yet past, and something is still due. A day the
 * cron missed is caught up the next (the window, not the exact day, decides), and the notice's
 * unique key keeps it to one. A custom retreat the resort has not confirmed is not reminded, nor
 * is a booking without an e-mail address (some bookings staff record). Answers how many it enqueued.
 */
export async function enqueueBalanceReminders(db: D1Database, now: Date): Promise<number> {
  const today = resortTodayIso(now);
  const { results } = await db
    .prepare(
      `SELECT b.order_id FROM bookings b
       WHERE ${sqlStatusIn(STAY_STATUSES, "b.status")} AND b.guest_email IS NOT NULL
         AND (b.resort_confirmation IS NULL OR b.resort_confirmation = 'confirmed')
         AND (SELECT min(l.start_date) FROM booking_lines l WHERE l.order_id = b.order_id) BETWEEN ?1 AND ?2
         AND NOT EXISTS (SELECT 1 FROM booking_notices n WHERE n.order_id = b.order_id AND n.kind = 'guest_balance_reminder')`,
    )
    .bind(addDays(today, 1), addDays(today, BALANCE_REMINDER_DAYS))
    .all<{ order_id: string }>();
  let enqueued = 0;
  const at = now.toISOString();
  for (const { order_id: orderId } of results) {
    if ((await bookingBalanceDue(db, orderId)) === 0) continue;
    const inserted = await db
      .prepare(
        `INSERT INTO booking_notices (id, order_id, kind, channel, recipient, status, attempts, next_attempt_at, created_at, updated_at)
         SELECT ?1, order_id, 'guest_balance_reminder', 'email', guest_email, 'pending', 0, ?2, ?2, ?2
         FROM bookings WHERE order_id = ?3 AND ${sqlStatusIn(STAY_STATUSES)} AND guest_email IS NOT NULL
         ON CONFLICT DO NOTHING`,
      )
      .bind(crypto.randomUUID(), at, orderId)
      .run();
    enqueued += inserted.meta.changes;
  }
  if (enqueued > 0) console.log(`payments: ${enqueued} balance reminder(s) enqueued`);
  return enqueued;
}
