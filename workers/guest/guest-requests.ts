import {
  type ArrivalDetails,
  arrivalDetailsEditable,
  arrivalDetailsEditableUntil,
  arrivalTimeRefusal,
} from "~/domain/booking/arrival-details";
import { STAY_STATUSES } from "~/domain/booking/booking-states";
import type { ChangeRequest } from "~/domain/booking/change-request";
import { formatResortInstant } from "~/domain/booking/cancellation-policy";
import { sqlStatusIn } from "../payments/booking-state-sql";
import { toHex } from "../payments/signatures";
import type { GuestBooking } from "./guest-booking";
import { guestPageNoticeStatement } from "./guest-notices";

/**
 * What the guest tells the resort from their booking page: arrival details
 * (`POST /api/my-booking/:token/arrival`) and a request to change dates
 * (`POST /api/my-booking/:token/change-request`). Each is one batch: the change, its audit row
 * (actor guest) and, only if something changed, the resort's notice, keyed per change.
 */

type Refusal = { ok: false; status: 409 | 422; error: string };

/** The booking is still a stay the guest may tell the resort about. */
function stayRefusal(booking: GuestBooking): string | null {
  if (booking.cancelledBy !== null || booking.view.status === "cancelled") return "This booking is cancelled.";
  if (!(STAY_STATUSES as readonly string[]).includes(booking.view.status) || booking.resortConfirmation === "declined") {
    return "This booking is no longer going ahead.";
  }
  return null;
}

const DETAIL_COLUMNS = [
  "flight_number",
  "arrival_time",
  "airport_pickup",
  "dietary_needs",
  "note",
  "nationality",
  "passport_number",
  "passport_expires_on",
  "visa_number",
  "visa_expires_on",
] as const;

/**
 * Stores the arrival details, until 48 hours before the check-in day (then 409). Saving the same
 * details again changes nothing and tells the resort nothing; each real change is a new revision
 * and one notice (event_key `arrival-<revision>`).
 */
export async function saveArrivalDetails(
  db: D1Database,
  booking: GuestBooking,
  details: ArrivalDetails,
  now: Date,
): Promise<{ ok: true; changed: boolean } | Refusal> {
  const refusal = stayRefusal(booking);
  if (refusal) return { ok: false, status: 409, error: refusal };
  if (!arrivalDetailsEditable(booking.checkIn, now)) {
    const until = formatResortInstant(arrivalDetailsEditableUntil(booking.checkIn).getTime());
    return {
      ok: false,
      status: 409,
      error: `Arrival details could be changed online until ${until}, 48 hours before check-in. Please write to us or call with any change.`,
    };
  }
  const timeRefusal = arrivalTimeRefusal(details.arrivalTime, booking);
  if (timeRefusal) return { ok: false, status: 422, error: timeRefusal };

  const orderId = booking.view.orderId;
  const at = now.toISOString();
  const auditId = crypto.randomUUID();
  const formC = details.formC;
  const values = [
    details.flightNumber,
    details.arrivalTime,
    details.airportPickup ? 1 : 0,
    details.dietaryNeeds,
    details.note,
    formC?.nationality ?? null,
    formC?.passportNumber ?? null,
    formC?.passportExpiresOn ?? null,
    formC?.visaNumber ?? null,
    formC?.visaExpiresOn ?? null,
  ];
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO arrival_details (order_id, ${DETAIL_COLUMNS.join(", ")}, revision, created_at, updated_at)
         SELECT order_id, ${DETAIL_COLUMNS.map(() => "?").join(", ")}, 1, ?, ?
         FROM bookings WHERE order_id = ? AND ${sqlStatusIn(STAY_STATUSES)} AND cancelled_by IS NULL
         ON CONFLICT (order_id) DO UPDATE SET
           ${DETAIL_COLUMNS.map((column) => `${column} = excluded.${column}`).join(", ")},
           revision = revision + 1, updated_at = excluded.updated_at
         WHERE ${DETAIL_COLUMNS.map((column) => `${column} IS NOT excluded.${column}`).join(" OR ")}`,
      )
      .bind(...values, at, at, orderId),
    // The details themselves stay out of the audit trail: it is kept for years, they are not.
    db
      .prepare(
        `INSERT INTO staff_audit (id, at, actor, staff_email, action, order_id) SELECT ?, ?, 'guest', NULL, 'booking.arrival', ? WHERE changes() > 0`,
      )
      .bind(auditId, at, orderId),
    db
      .prepare(
        `INSERT INTO booking_notices (id, order_id, kind, event_key, channel, recipient, status, attempts, next_attempt_at, created_at, updated_at)
         SELECT ?1, order_id, 'resort_arrival_details', 'arrival-' || revision, 'formspree', 'formspree:booking', 'pending', 0, ?2, ?2, ?2
         FROM arrival_details WHERE order_id = ?3 AND EXISTS (SELECT 1 FROM staff_audit WHERE id = ?4)
         ON CONFLICT DO NOTHING`,
      )
      .bind(crypto.randomUUID(), at, orderId, auditId),
  ]);
  return { ok: true, changed: (results[0]?.meta.changes ?? 0) > 0 };
}

/**
 * Passes a request to change dates to the resort, who answers by e-mail: nothing about the
 * booking changes. The same request sent twice (a double submit) is one request and one notice:
 * its audit row's id is derived from the booking and what was asked.
 */
export async function requestDateChange(
  db: D1Database,
  booking: GuestBooking,
  request: ChangeRequest,
  now: Date,
): Promise<{ ok: true } | Refusal> {
  const refusal = stayRefusal(booking);
  if (refusal) return { ok: false, status: 409, error: refusal };
  const orderId = booking.view.orderId;
  const asked = `Wished dates: ${request.checkIn} to ${request.checkOut}${request.message ? `. ${request.message}` : ""}`;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`change-request|${orderId}|${asked}`)));
  const auditId = `cr_${toHex(digest).slice(0, 40)}`;
  const at = now.toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO staff_audit (id, at, actor, staff_email, action, order_id, reason)
         VALUES (?, ?, 'guest', NULL, 'booking.change_request', ?, ?) ON CONFLICT DO NOTHING`,
      )
      .bind(auditId, at, orderId, asked),
    guestPageNoticeStatement(db, { orderId, kind: "resort_change_request", eventKey: auditId, auditId, now }),
  ]);
  return { ok: true };
}
