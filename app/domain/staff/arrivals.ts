import { addDays, daysBetween } from "~/domain/dates/dates";
import type { BookingSource } from "~/domain/booking/booking-source";
import type { BookingLineKind } from "~/domain/booking/booking-view";
import type { BookingStatus } from "~/domain/booking/booking-states";

/**
 * The arrivals calendar: for each night in a range, who sleeps in each room and how many retreat
 * places are taken. Pure: the Worker reads the stays from D1 and this lays them out.
 *
 * A stay covers the nights from its start date up to the night before its end date. What claims
 * a night is a `StayClaim`: paid bookings' lines, and lines of unpaid orders whose holds have not
 * lapsed, as claims of kind "hold" (on the grid, not in the list of arrivals). Nights closed by a
 * block (staff's, or a channel's calendar) are laid out beside them.
 */

export type StayClaim = {
  kind: "booking" | "hold";
  orderId: string;
  guest: string;
  status: BookingStatus;
  /** Ordered online, or recorded by staff (phone, e-mail, desk). */
  source: BookingSource;
  lineKind: BookingLineKind;
  /** The room's id for a room line; the retreat's id or 'custom' otherwise. */
  productId: string;
  name: string;
  startDate: string;
  endDate: string;
  /** Retreat places the line takes each night (guests × quantity); rooms take none. */
  places: number;
  /** The guest's flight when they asked for the airport pickup (their booking page), else null. */
  pickup?: AirportPickup | null;
};

/** A pickup at Trivandrum airport: the flight and its landing time in Kerala (`YYYY-MM-DDTHH:mm`). */
type AirportPickup = { flightNumber: string; landsAt: string };

export type RoomOccupant = {
  kind: StayClaim["kind"];
  orderId: string;
  guest: string;
  status: BookingStatus;
  source: BookingSource;
  /** The first night of this stay in the room (the guest arrives that day). */
  arrives: boolean;
  /** The last night of this stay (the guest leaves the next morning). */
  leavesNext: boolean;
};

/**
 * Nights closed without a guest of the site's: a staff block (`blockId`; `roomId` null for the
 * whole resort, every room and the retreat places) or a channel's booking (`blockId` null).
 */
export type BlockClaim = { blockId: string | null; roomId: string | null; label: string; startDate: string; endDate: string };

export type NightBlock = { blockId: string | null; label: string; starts: boolean; ends: boolean };

type RetreatNight = {
  taken: number;
  left: number;
  /** The label of a whole-resort block closing the night's places, or null. */
  closedBy: string | null;
  stays: { kind: StayClaim["kind"]; orderId: string; guest: string; name: string; places: number }[];
};

export type ArrivalsView = {
  from: string;
  to: string;
  nights: string[];
  rooms: { id: string; name: string; nights: Record<string, RoomOccupant[]>; blocks: Record<string, NightBlock[]> }[];
  retreatPlaces: { capacity: number; nights: Record<string, RetreatNight> };
  /** Per night, the bookings that arrive that day (any line starting then; holds are not arrivals). */
  arrivals: Record<string, { orderId: string; guest: string; source: BookingSource; names: string[]; pickup?: AirportPickup }[]>;
};

export function nightsBetween(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}

export function buildArrivals(input: {
  from: string;
  to: string;
  rooms: readonly { id: string; name: string }[];
  retreatCapacity: number;
  claims: readonly StayClaim[];
  blocks?: readonly BlockClaim[];
}): ArrivalsView {
  const nights = nightsBetween(input.from, input.to);
  const inRange = new Set(nights);
  const rooms = input.rooms.map((room) => ({
    id: room.id,
    name: room.name,
    nights: Object.fromEntries(nights.map((night) => [night, [] as RoomOccupant[]])),
    blocks: Object.fromEntries(nights.map((night) => [night, [] as NightBlock[]])),
  }));
  const roomById = new Map(rooms.map((room) => [room.id, room]));
  const retreatNights: Record<string, RetreatNight> = Object.fromEntries(
    nights.map((night) => [night, { taken: 0, left: input.retreatCapacity, closedBy: null, stays: [] }]),
  );
  const arrivals: ArrivalsView["arrivals"] = Object.fromEntries(nights.map((night) => [night, []]));

  for (const claim of input.claims) {
    const stayNights = nightsBetween(claim.startDate, addDays(claim.endDate, -1));
    // An unpaid hold is not an arrival yet: it shows on the grid, not in the list of who arrives.
    if (claim.kind === "booking" && inRange.has(claim.startDate)) {
      const list = arrivals[claim.startDate] as ArrivalsView["arrivals"][string];
      const existing = list.find((entry) => entry.orderId === claim.orderId);
      if (existing) existing.names.push(claim.name);
      else
        list.push({
          orderId: claim.orderId,
          guest: claim.guest,
          source: claim.source,
          names: [claim.name],
          ...(claim.pickup ? { pickup: claim.pickup } : {}),
        });
    }
    for (const night of stayNights) {
      if (!inRange.has(night)) continue;
      if (claim.lineKind === "room") {
        roomById.get(claim.productId)?.nights[night]?.push({
          kind: claim.kind,
          orderId: claim.orderId,
          guest: claim.guest,
          status: claim.status,
          source: claim.source,
          arrives: night === claim.startDate,
          leavesNext: night === stayNights[stayNights.length - 1],
        });
      } else if (claim.places > 0) {
        const entry = retreatNights[night] as RetreatNight;
        entry.taken += claim.places;
        entry.left = Math.max(0, input.retreatCapacity - entry.taken);
        entry.stays.push({ kind: claim.kind, orderId: claim.orderId, guest: claim.guest, name: claim.name, places: claim.places });
      }
    }
  }
  for (const block of input.blocks ?? []) {
    const blockNights = nightsBetween(block.startDate, addDays(block.endDate, -1));
    for (const night of blockNights) {
      if (!inRange.has(night)) continue;
      const entry = { blockId: block.blockId, label: block.label, starts: night === block.startDate, ends: night === blockNights.at(-1) };
      for (const room of rooms) if (block.roomId === null || block.roomId === room.id) room.blocks[night]?.push(entry);
      if (block.roomId === null) {
        const places = retreatNights[night] as RetreatNight;
        places.closedBy = block.label;
        places.left = 0;
      }
    }
  }
  return {
    from: input.from,
    to: input.to,
    nights,
    rooms,
    retreatPlaces: { capacity: input.retreatCapacity, nights: retreatNights },
    arrivals,
  };
}
