import { rooms } from "~/catalogue/rooms";
import { RETREAT_PLACES_PER_NIGHT } from "~/domain/availability/inventory";
import type { BookingSource } from "~/domain/booking/booking-source";
import type { BookingLineKind } from "~/domain/booking/booking-view";
import { type BookingStatus, STAY_STATUSES } from "~/domain/booking/booking-states";
import { sqlStatusIn } from "../payments/booking-state-sql";
import { addDays } from "~/domain/dates/dates";
import { type ArrivalsView, type BlockClaim, buildArrivals, type StayClaim } from "~/domain/staff/arrivals";
import { BLOCK_REASON_LABELS, type BlockReason } from "~/domain/staff/calendar-block-rules";

/**
 * The stays that claim nights between `from` and `to` (inclusive), laid out per room and night:
 * the lines of bookings the resort has promised (paid), and, as claims of kind "hold", the lines
 * of unpaid orders whose holds on their nights or places have not lapsed (room_nights and
 * retreat_places, migrations/0008_availability.sql). Retreat places are counted against the
 * same nightly capacity availability uses.
 */

type ClaimRow = {
  order_id: string;
  status: BookingStatus;
  source: BookingSource;
  guest_name: string | null;
  guest_email: string | null;
  kind: BookingLineKind;
  product_id: string;
  name: string;
  start_date: string;
  end_date: string;
  guests: number;
  quantity: number;
  pickup_flight: string | null;
  pickup_lands_at: string | null;
};

const CLAIM_COLUMNS =
  "b.order_id, b.status, b.source, b.guest_name, b.guest_email, l.kind, l.product_id, l.name, l.start_date, l.end_date, l.guests, l.quantity, " +
  // The airport pickups the guests asked for on their booking page (migrations/0016).
  "(SELECT a.flight_number FROM arrival_details a WHERE a.order_id = b.order_id AND a.airport_pickup = 1) AS pickup_flight, " +
  "(SELECT a.arrival_time FROM arrival_details a WHERE a.order_id = b.order_id AND a.airport_pickup = 1) AS pickup_lands_at";

/** A line's live hold: a row of its own in room_nights or retreat_places, held and not lapsed at ?3. */
const HELD_LINE = (table: "room_nights" | "retreat_places") =>
  `EXISTS (SELECT 1 FROM ${table} h WHERE h.order_id = l.order_id AND h.position = l.position AND h.state = 'held' AND h.expires_at > ?3)`;

async function claimsBetween(db: D1Database, from: string, to: string, now: Date): Promise<StayClaim[]> {
  const end = addDays(to, 1);
  const [booked, held] = await db.batch<ClaimRow>([
    db
      .prepare(
        `SELECT ${CLAIM_COLUMNS}
         FROM booking_lines l JOIN bookings b ON b.order_id = l.order_id
         WHERE ${sqlStatusIn(STAY_STATUSES, "b.status")} AND l.start_date < ?1 AND l.end_date > ?2
         ORDER BY l.start_date, b.created_at`,
      )
      .bind(end, from),
    db
      .prepare(
        `SELECT ${CLAIM_COLUMNS}
         FROM booking_lines l JOIN bookings b ON b.order_id = l.order_id
         WHERE l.start_date < ?1 AND l.end_date > ?2 AND (${HELD_LINE("room_nights")} OR ${HELD_LINE("retreat_places")})
         ORDER BY l.start_date, b.created_at`,
      )
      .bind(end, from, now.toISOString()),
  ]);
  return [...(booked?.results ?? []).map((row) => toClaim(row, "booking")), ...(held?.results ?? []).map((row) => toClaim(row, "hold"))];
}

function toClaim(row: ClaimRow, kind: StayClaim["kind"]): StayClaim {
  return {
    kind,
    orderId: row.order_id,
    guest: row.guest_name ?? row.guest_email ?? "Guest",
    status: row.status,
    source: row.source,
    lineKind: row.kind,
    productId: row.product_id,
    name: row.name,
    startDate: row.start_date,
    endDate: row.end_date,
    places: row.kind === "room" ? 0 : row.guests * row.quantity,
    pickup: row.pickup_flight && row.pickup_lands_at ? { flightNumber: row.pickup_flight, landsAt: row.pickup_lands_at } : null,
  };
}

/**
 * The blocks with nights between `from` and `to`: staff's (calendar_blocks, named by their
 * reason) and the channels' (external_blocks, named "Channel: <the feed's label>").
 */
async function blocksBetween(db: D1Database, from: string, to: string): Promise<BlockClaim[]> {
  const { results } = await db
    .prepare(
      `SELECT id AS block_id, room_id, reason AS label, from_night, to_night FROM calendar_blocks WHERE from_night < ?1 AND to_night > ?2
       UNION ALL
       SELECT NULL, e.room_id, f.label, e.from_night, e.to_night
         FROM external_blocks e JOIN calendar_feeds f ON f.id = e.feed_id WHERE e.from_night < ?1 AND e.to_night > ?2
       ORDER BY from_night`,
    )
    .bind(addDays(to, 1), from)
    .all<{ block_id: string | null; room_id: string | null; label: string; from_night: string; to_night: string }>();
  return results.map((row) => ({
    blockId: row.block_id,
    roomId: row.room_id,
    label: row.block_id === null ? `Channel: ${row.label}` : BLOCK_REASON_LABELS[row.label as BlockReason],
    startDate: row.from_night,
    endDate: row.to_night,
  }));
}

export async function arrivalsBetween(db: D1Database, from: string, to: string, now: Date = new Date()): Promise<ArrivalsView> {
  return buildArrivals({
    from,
    to,
    rooms: rooms.map((room) => ({ id: room.id, name: room.name })),
    retreatCapacity: RETREAT_PLACES_PER_NIGHT,
    claims: await claimsBetween(db, from, to, now),
    blocks: await blocksBetween(db, from, to),
  });
}
