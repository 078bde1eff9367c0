import { site } from "~/catalogue/site";
import { ROOM_MAX_GUESTS, RETREAT_MAX_PARTICIPANTS } from "~/domain/booking/booking-rules";
import { MAX_STAY_NIGHTS } from "~/domain/dates/stay-window";
import { type InventoryLine, RETREAT_PLACES_PER_NIGHT, retreatPlacesOf, stayNights } from "./inventory";

/**
 * How much of the calendar one unpaid order may hold, and how many such orders one client may have
 * at once (docs/decisions/082-holds.md). An order holds its nights from the moment it is made until
 * it is paid or its hold lapses, before anyone has paid anything: these caps keep one anonymous
 * request from closing the resort to every other guest. They are sized to what a family's stay
 * needs; a larger group books with the resort directly.
 */

/** Rooms one order may hold: twelve guests (the most one retreat booking takes) at four a room. */
export const MAX_ROOMS_PER_ORDER = Math.ceil(RETREAT_MAX_PARTICIPANTS / ROOM_MAX_GUESTS);

/** Room-nights one order may hold: the longest single stay (90 nights), or three rooms for a month. */
export const MAX_ROOM_NIGHTS_PER_ORDER = MAX_STAY_NIGHTS;

/**
 * Retreat guest-nights one order may hold: every retreat place (six) for three weeks, the longest
 * programme the resort offers.
 */
export const MAX_RETREAT_GUEST_NIGHTS_PER_ORDER = RETREAT_PLACES_PER_NIGHT * 21;

/** Unpaid orders holding nights that one client (IPv4 address or IPv6 /64) may have at once. */
export const MAX_UNPAID_ORDERS_PER_CLIENT = 3;

/** How the resort is reached for what the site cannot hold online. */
function contactTheResort(): string {
  return `please contact us at ${site.email} or ${site.phones[0]} and we will arrange it with you`;
}

export type OrderSize = { rooms: number; roomNights: number; retreatGuestNights: number };

/** What an order's lines would hold: distinct rooms, room-nights, and retreat guests x nights. */
export function orderSize(lines: readonly InventoryLine[]): OrderSize {
  const rooms = new Set<string>();
  let roomNights = 0;
  let retreatGuestNights = 0;
  for (const line of lines) {
    const nights = stayNights(line.startDate, line.endDate).length;
    if (line.kind === "room") {
      rooms.add(line.productId);
      roomNights += nights * line.quantity;
    } else {
      retreatGuestNights += nights * retreatPlacesOf(line);
    }
  }
  return { rooms: rooms.size, roomNights, retreatGuestNights };
}

/** Why an order is larger than one unpaid order may hold, in the guest's words, or null. */
export function orderTooLargeMessage(lines: readonly InventoryLine[]): string | null {
  const size = orderSize(lines);
  const larger = "For a larger group or a longer stay, ";
  if (size.rooms > MAX_ROOMS_PER_ORDER) {
    return `One online booking can hold at most ${MAX_ROOMS_PER_ORDER} rooms (this one asks for ${size.rooms}). ${larger}${contactTheResort()}.`;
  }
  if (size.roomNights > MAX_ROOM_NIGHTS_PER_ORDER) {
    return `One online booking can hold at most ${MAX_ROOM_NIGHTS_PER_ORDER} room-nights (this one asks for ${size.roomNights}). ${larger}${contactTheResort()}.`;
  }
  if (size.retreatGuestNights > MAX_RETREAT_GUEST_NIGHTS_PER_ORDER) {
    return `One online booking can hold at most ${MAX_RETREAT_GUEST_NIGHTS_PER_ORDER} retreat guest-nights (guests times nights; this one asks for ${size.retreatGuestNights}). ${larger}${contactTheResort()}.`;
  }
  return null;
}

/** The refusal when a client already has `limit` unpaid orders holding nights. */
export function tooManyUnpaidOrdersMessage(limit: number, holdMinutes: number): string {
  const orders = limit === 1 ? "an unpaid booking" : `${limit} unpaid bookings`;
  return `You already have ${orders} holding dates. Please pay or leave one of them first: an unpaid booking lets its dates go after ${holdMinutes} minutes. For a larger group, ${contactTheResort()}.`;
}
