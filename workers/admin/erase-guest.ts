import { resortTodayIso } from "~/domain/dates/resort-today";
import { type EraseGuestInput, type ErasableBooking, erasureRefusal, type GuestErasure } from "~/domain/staff/guest-erasure";
import { anonymiseBookingsStatement, ANONYMISED_EMAIL, bookingsWithIds, clearGuestTracesStatements } from "../retention/anonymise";
import type { StaffActionHandler } from "./staff-actions";

/**
 * "Erase this guest" (docs/decisions/081-retention.md): every booking of one e-mail address is
 * anonymised (amounts, dates and lines stay for the books), its form submissions are deleted and
 * its e-mail notices lose the address, in one batch with the audit row, which records who erased
 * how much and never the address. Refused while something about the guest is under way
 * (erasureRefusal). Each booking is anonymised only if it has not changed since it was read, and
 * never while a refund moves, so a payment or a refund that lands meanwhile keeps its booking;
 * a repeated or concurrent erasure finds nothing left and answers zeros.
 */

type BookingRead = {
  order_id: string;
  status: ErasableBooking["status"];
  updated_at: string;
  check_out: string | null;
  refunds_moving: number;
  live_holds: number;
  notices: number;
};

const NOTHING: GuestErasure = { bookings: 0, submissions: 0, notices: 0 };

export const eraseGuestAction: StaffActionHandler<EraseGuestInput, GuestErasure> = {
  name: "guest.erase",
  async plan(ctx, { email }) {
    const { db } = ctx;
    const now = ctx.now.toISOString();
    const [bookingsResult, submissionsResult] = await db.batch([
      db
        .prepare(
          `SELECT b.order_id, b.status, b.updated_at,
             (SELECT max(l.end_date) FROM booking_lines l WHERE l.order_id = b.order_id) AS check_out,
             (SELECT count(*) FROM refunds r WHERE r.order_id = b.order_id AND r.status IN ('requested', 'pending')) AS refunds_moving,
             (SELECT count(*) FROM room_nights n WHERE n.order_id = b.order_id AND n.state = 'held' AND n.expires_at > ?2)
               + (SELECT count(*) FROM retreat_places p WHERE p.order_id = b.order_id AND p.state = 'held' AND p.expires_at > ?2) AS live_holds,
             (SELECT count(*) FROM booking_notices n WHERE n.order_id = b.order_id AND n.channel = 'email' AND n.recipient != '${ANONYMISED_EMAIL}') AS notices
           FROM bookings b WHERE lower(b.guest_email) = lower(?1) AND b.anonymised_at IS NULL
           ORDER BY b.created_at`,
        )
        .bind(email, now),
      db
        .prepare(
          `SELECT id FROM form_submissions
           WHERE lower(CASE WHEN json_valid(payload) THEN json_extract(payload, '$.email') END) = lower(?)`,
        )
        .bind(email),
    ]);
    const bookings = (bookingsResult?.results ?? []) as BookingRead[];
    const submissionIds = ((submissionsResult?.results ?? []) as { id: string }[]).map((row) => row.id);

    const refusal = erasureRefusal(
      bookings.map((b) => ({
        orderId: b.order_id,
        status: b.status,
        checkOut: b.check_out,
        refundsMoving: b.refunds_moving,
        liveHolds: b.live_holds,
      })),
      resortTodayIso(ctx.now),
    );
    if (refusal) return { refuse: { status: 409, error: refusal } };
    if (bookings.length === 0 && submissionIds.length === 0) return { done: { ok: true, value: NOTHING } };

    const deleteSubmissions = submissionIds.length
      ? [db.prepare(`DELETE FROM form_submissions WHERE id IN (${submissionIds.map(() => "?").join(", ")})`).bind(...submissionIds)]
      : [];
    // Each booking as it was read: one changed since (paid, refunded, cancelled) stays as it is.
    const unchanged = {
      where: `(${bookings.map(() => "(order_id = ? AND updated_at = ?)").join(" OR ")})
        AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = bookings.order_id AND r.status IN ('requested', 'pending'))`,
      binds: bookings.flatMap((b) => [b.order_id, b.updated_at]),
    };
    const anonymise = bookings.length ? [anonymiseBookingsStatement(db, unchanged, ctx.now)] : [];
    const counted = `${bookings.length} booking(s), ${submissionIds.length} form submission(s), ${bookings.reduce((n, b) => n + b.notices, 0)} notice(s)`;
    return {
      // The bookings last: their anonymisation is what the audit row follows, when there are any.
      effect: [...deleteSubmissions, ...anonymise],
      audit: { reason: `Erased at the guest's request: ${counted}` },
      // Only once the bookings are anonymised: their notices and the staff's notes about them.
      followUp: bookings.length ? clearGuestTracesStatements(db, bookingsWithIds(bookings.map((b) => b.order_id))) : [],
      async settle(applied, results) {
        if (!applied) {
          const left = await db
            .prepare("SELECT count(*) AS n FROM bookings WHERE lower(guest_email) = lower(?) AND anonymised_at IS NULL")
            .bind(email)
            .first<number>("n");
          if (left) {
            return {
              ok: false,
              status: 409,
              error: "Another change to this guest's bookings came first, so nothing was erased. Look at their bookings again.",
            };
          }
          // Another erasure of the same address was quicker: nothing is left.
          return { ok: true, value: NOTHING };
        }
        const changes = (result: D1Result | undefined) => result?.meta.changes ?? 0;
        return {
          ok: true,
          value: {
            bookings: bookings.length ? changes(results.effect.at(-1)) : 0,
            submissions: deleteSubmissions.length ? changes(results.effect[0]) : 0,
            notices: changes(results.followUp.at(-1)),
          },
        };
      },
    };
  },
};
