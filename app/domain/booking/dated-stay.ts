import { type Availability, bookedNightsMessage, placesLeftFor, placesLeftMessage, takenNightsOf } from "~/domain/availability/inventory";
import type { IsoDate } from "~/domain/dates/dates";
import type { Locale } from "~/domain/i18n/locale";
import type { DatedStayQuery, StayVerdict } from "./stay-query";

/**
 * The calendar's word on a dated deep link, worked out by the page's loader with the same rules
 * and sentences the booking cards apply once their calendar arrives, in the page's language.
 */

/** 'Already booked on the night of …' for the nights of a room someone else holds or bought. */
export function roomTakenText(nights: readonly IsoDate[], locale: Locale): string {
  return bookedNightsMessage(nights, locale);
}

/** 'No retreat places are left for these dates', or how few are. */
export function retreatPlacesText(left: number, locale: Locale): string {
  return placesLeftMessage(left, locale);
}

/** A room's deep link: taken when any of its nights is held, sold, blocked or a channel's. */
export function roomStayVerdict(
  availability: Pick<Availability, "rooms">,
  roomId: string,
  stay: DatedStayQuery,
  locale: Locale,
): StayVerdict {
  const taken = takenNightsOf(availability, roomId, stay.checkin, stay.checkout);
  return taken.length > 0 ? { status: "taken", message: roomTakenText(taken, locale) } : { status: "available" };
}

/** A retreat's deep link: taken when fewer places are left on some night than it asks for. */
export function retreatStayVerdict(availability: Pick<Availability, "retreatPlaces">, stay: DatedStayQuery, locale: Locale): StayVerdict {
  const left = placesLeftFor(availability, stay.checkin, stay.checkout);
  return left < stay.guests ? { status: "taken", message: retreatPlacesText(left, locale) } : { status: "available" };
}
