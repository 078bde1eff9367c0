import { rooms } from "~/catalogue/rooms";
import { site } from "~/catalogue/site";
import type { BookingLineKind, BookingStatus } from "~/domain/booking/booking-view";
import { addDays } from "~/domain/dates/dates";
import { type ArrivalsView, buildArrivals, type StayClaim } from "~/domain/staff/arrivals";
import { OCCUPYING_STATUSES } from "~/domain/staff/booking-status";

/**
 * The stays that claim nights between `from` and `to` (inclusive), laid out per room and night.
 * Today these are the lines of bookings the resort has promised (paid). Holds on unpaid orders
 * (the availability work) join as claims of kind "hold" from their own table, in `claimsBetween`.
 */

type ClaimRow = {
  order_id: string;
  status: BookingStatus;
  guest_name: string | null;
  guest_email: string;
  kind: BookingLineKind;
  product_id: string;
  name: string;
  start_date: string;
  end_date: string;
  guests: number;
  quantity: number;
};

/** Retreat guests the resort hosts on one night (SPEC: "six guests at a time"). */
export const RETREAT_PLACES_PER_NIGHT = site.guestsAtOnce;

async function claimsBetween(db: D1Database, from: string, to: string): Promise<StayClaim[]> {
  const statuses = OCCUPYING_STATUSES;
  const { results } = await db
    .prepare(
      `SELECT b.order_id, b.status, b.guest_name, b.guest_email, l.kind, l.product_id, l.name, l.start_date, l.end_date, l.guests, l.quantity
       FROM booking_lines l JOIN bookings b ON b.order_id = l.order_id
       WHERE b.status IN (${statuses.map(() => "?").join(", ")}) AND l.start_date < ? AND l.end_date > ?
       ORDER BY l.start_date, b.created_at`,
    )
    .bind(...statuses, addDays(to, 1), from)
    .all<ClaimRow>();
  return results.map((row) => ({
    kind: "booking",
    orderId: row.order_id,
    guest: row.guest_name ?? row.guest_email,
    status: row.status,
    lineKind: row.kind,
    productId: row.product_id,
    name: row.name,
    startDate: row.start_date,
    endDate: row.end_date,
    places: row.kind === "room" ? 0 : row.guests * row.quantity,
  }));
}

export async function arrivalsBetween(db: D1Database, from: string, to: string): Promise<ArrivalsView> {
  return buildArrivals({
    from,
    to,
    rooms: rooms.map((room) => ({ id: room.id, name: room.name })),
    retreatCapacity: RETREAT_PLACES_PER_NIGHT,
    claims: await claimsBetween(db, from, to),
  });
}
