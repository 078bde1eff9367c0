/**
 * Removing a guest's personal details from bookings while keeping what the books need: amounts,
 * dates, lines, statuses, payment ids (docs/decisions/081-retention.md). Used by the Cron
 * Trigger's retention rules and by the staff console's erasure, as statements for their batch.
 * migrations/0013 holds an anonymised booking to these placeholders with a CHECK.
 */

export const ANONYMISED_EMAIL = "anonymised@guest.invalid";
const ANONYMISED_PHONE = "anonymised";
/** What an anonymised custom-retreat line is called instead of the name the guest gave it. */
const CUSTOM_LINE_NAME = "Custom retreat";

/** Which bookings: an SQL condition on `bookings` and its bound values, in order. */
export type BookingSet = { where: string; binds: unknown[] };

export function bookingsWithIds(orderIds: readonly string[]): BookingSet {
  return { where: `order_id IN (${orderIds.map(() => "?").join(", ")})`, binds: [...orderIds] };
}

/** The bookings whose details are gone: what the free-text sweeps below follow. */
const ANONYMISED_ORDERS = "SELECT order_id FROM bookings WHERE anonymised_at IS NOT NULL";

/** Anonymises the bookings of `set` that still hold a guest's details. */
export function anonymiseBookingsStatement(db: D1Database, set: BookingSet, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE bookings
       SET guest_name = NULL, guest_email = '${ANONYMISED_EMAIL}', guest_phone = '${ANONYMISED_PHONE}', failure_reason = NULL,
           checkout_id = NULL, hold_client_key = NULL, anonymised_at = ?
       WHERE anonymised_at IS NULL AND (${set.where})`,
    )
    .bind(now.toISOString(), ...set.binds);
}

/**
 * What else may name the guest of an anonymised booking: staff's notes on its refunds and balance
 * payments, the reasons in its audit rows (the rows themselves stay: who did what, when, for how
 * much), the name the guest gave a custom retreat (the line stays, as a custom retreat), their
 * arrival details (deleted), and the
 * address its e-mails went to (last, so its count is the last result). A notice still waiting is parked, never sent to the
 * placeholder. `set` narrows the sweep to some anonymised bookings (erasure); without it, every one.
 */
export function clearGuestTracesStatements(db: D1Database, set?: BookingSet): D1PreparedStatement[] {
  const orders = set ? `${ANONYMISED_ORDERS} AND (${set.where})` : ANONYMISED_ORDERS;
  const binds = set?.binds ?? [];
  return [
    db.prepare(`UPDATE refunds SET note = NULL WHERE note IS NOT NULL AND order_id IN (${orders})`).bind(...binds),
    db.prepare(`UPDATE balance_payments SET note = NULL WHERE note IS NOT NULL AND order_id IN (${orders})`).bind(...binds),
    db.prepare(`UPDATE staff_audit SET reason = NULL WHERE reason IS NOT NULL AND order_id IN (${orders})`).bind(...binds),
    db
      .prepare(
        `UPDATE booking_lines SET name = '${CUSTOM_LINE_NAME}' WHERE kind = 'custom' AND name != '${CUSTOM_LINE_NAME}' AND order_id IN (${orders})`,
      )
      .bind(...binds),
    db.prepare(`DELETE FROM arrival_details WHERE order_id IN (${orders})`).bind(...binds),
    guestNoticesStatement(db, orders, binds),
  ];
}

function guestNoticesStatement(db: D1Database, orders: string, binds: unknown[]): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE booking_notices
       SET recipient = '${ANONYMISED_EMAIL}',
           last_error = CASE WHEN status = 'pending' THEN 'not sent: the guest''s details were removed' ELSE NULL END,
           status = CASE WHEN status = 'pending' THEN 'parked' ELSE status END
       WHERE channel = 'email' AND recipient != '${ANONYMISED_EMAIL}' AND order_id IN (${orders})`,
    )
    .bind(...binds);
}
