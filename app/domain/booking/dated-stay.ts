import { type Availability, bookedNightsMessage, placesLeftFor, placesLeftMessage, takenNightsOf } from "~/domain/availability/inventory";
import { formatDisplayDate, type IsoDate } from "~/domain/dates/dates";
import type { Locale } from "~/domain/i18n/locale";
import type { DatedStayQuery, StayVerdict } from "./stay-query";

/**
 * The calendar's word on a dated deep link, worked out by the page's loader (the same rules the
 * booking cards apply once their calendar arrives), in the page's language. The English is the
 * cards' own; the German is the one place these sentences are translated.
 */

function germanNights(nights: readonly IsoDate[]): string {
  const shown = nights.map((night) => formatDisplayDate(night, "de"));
  return shown.length <= 1 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} und ${shown.at(-1)}`;
}

/** 'Already booked on the night of …' for the nights of a room someone else holds or bought. */
export function roomTakenText(nights: readonly IsoDate[], locale: Locale): string {
  if (locale === "de")
    return `Bereits belegt in ${nights.length === 1 ? "der Nacht" : "den Nächten"} vom ${germanNights(nights)}. Bitte wählen Sie andere Daten.`;
  return bookedNightsMessage(nights);
}

/** 'No retreat places are left for these dates', or how few are. */
export function retreatPlacesText(left: number, locale: Locale): string {
  if (locale === "de") {
    if (left <= 0) return "Für diese Daten ist kein Retreat-Platz mehr frei";
    return left === 1 ? "Für diese Daten ist nur noch ein Retreat-Platz frei" : `Für diese Daten sind nur noch ${left} Retreat-Plätze frei`;
  }
  return placesLeftMessage(left);
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
