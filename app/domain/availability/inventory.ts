import { site } from "~/catalogue/site";
import type { CartItem } from "~/domain/cart/cart-item";
import { CUSTOM_RETREAT_ID } from "~/domain/cart/custom-retreat";
import { addDays, daysBetween, formatDisplayDate, type IsoDate, isIsoDate } from "~/domain/dates/dates";
import type { Locale } from "~/domain/i18n/locale";

/**
 * The resort's inventory (docs/decisions/060-availability.md), as pure rules shared by the order
 * endpoint, the availability endpoint and the booking cards and cart:
 *
 * - each room is one unit, sold at most once per night: a room line's quantity is 1, and two lines
 *   of one room may not share a night;
 * - retreat places: at most RETREAT_PLACES_PER_NIGHT retreat guests on any night; every night a
 *   retreat line covers counts its guests x quantity (a custom retreat counts the same way).
 *
 * A stay's nights are check-in up to the night before check-out.
 */

/** Retreat guests the resort takes on any one night: "hosts six guests at a time" (docs/product.md#availability). */
export const RETREAT_PLACES_PER_NIGHT: number = site.guestsAtOnce;

export const ROOM_QUANTITY_MESSAGE = "A room can be booked once for the same dates: its quantity is 1";

/** What the inventory needs of a cart line (a priced line on the server, a cart item in the browser). */
export type InventoryLine = {
  kind: "room" | "retreat" | "custom";
  /** Room id for rooms; for retreats only used in messages. */
  productId: string;
  name?: string;
  startDate: IsoDate;
  endDate: IsoDate;
  guests: number;
  quantity: number;
};

export type LineProblem = { index: number; message: string };

/** The nights of a stay: check-in up to the night before check-out (none for a broken range). */
export function stayNights(startDate: IsoDate, endDate: IsoDate): IsoDate[] {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return [];
  const count = daysBetween(startDate, endDate);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(startDate, i));
}

/** Retreat guests a line takes on each of its nights (0 for a room). */
export function retreatPlacesOf(line: Pick<InventoryLine, "kind" | "guests" | "quantity">): number {
  return line.kind === "room" ? 0 : line.guests * line.quantity;
}

/** 'Jan 05, 2027', 'Jan 05 and Jan 06, 2027' or 'Jan 05, Jan 06 and Jan 07, 2027' style lists. */
export function describeNights(nights: readonly IsoDate[]): string {
  const shown = nights.map((night) => formatDisplayDate(night));
  if (shown.length <= 1) return shown[0] ?? "";
  return `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

function nightWord(nights: readonly IsoDate[]): string {
  return nights.length === 1 ? "night" : "nights";
}

/** The message for a room whose nights someone else holds. */
export function roomTakenMessage(name: string, nights: readonly IsoDate[]): string {
  return `${name} is no longer available on the ${nightWord(nights)} of ${describeNights(nights)}`;
}

/** The message for a retreat line that no longer fits the places left. */
export function placesShortMessage(name: string, needed: number, left: number, nights: readonly IsoDate[]): string {
  const places = left === 0 ? "no retreat places are left" : `only ${left} retreat ${left === 1 ? "place is" : "places are"} left`;
  return `${name}: ${places} on the ${nightWord(nights)} of ${describeNights(nights)} (${needed} needed)`;
}

export function capacityMessage(): string {
  return `The resort hosts at most ${RETREAT_PLACES_PER_NIGHT} retreat guests on any night`;
}

/**
 * What a cart asks of the inventory by itself, before anyone else's bookings: room quantities of
 * 1, no room twice on one night, and no night with more retreat guests than the resort hosts.
 * Returns one problem per offending line (the later line of a clash), in cart order.
 */
export function cartInventoryProblems(lines: readonly InventoryLine[]): LineProblem[] {
  const problems = new Map<number, string>();
  const roomNightOwner = new Map<string, number>();
  const placesByNight = new Map<IsoDate, number>();

  for (const [index, line] of lines.entries()) {
    const label = line.name ?? line.productId;
    if (line.kind === "room") {
      if (line.quantity !== 1) {
        problems.set(index, ROOM_QUANTITY_MESSAGE);
        continue;
      }
      const clash = stayNights(line.startDate, line.endDate).filter((night) => roomNightOwner.has(`${line.productId}|${night}`));
      if (clash.length > 0) {
        problems.set(index, `${label} is already in your cart for the ${nightWord(clash)} of ${describeNights(clash)}`);
        continue;
      }
      for (const night of stayNights(line.startDate, line.endDate)) roomNightOwner.set(`${line.productId}|${night}`, index);
      continue;
    }
    const places = retreatPlacesOf(line);
    const nights = stayNights(line.startDate, line.endDate);
    if (places > RETREAT_PLACES_PER_NIGHT) {
      problems.set(index, `${capacityMessage()}: ${label} asks for ${places}`);
      continue;
    }
    const over = nights.filter((night) => (placesByNight.get(night) ?? 0) + places > RETREAT_PLACES_PER_NIGHT);
    if (over.length > 0) {
      problems.set(index, `${capacityMessage()}: with the other retreats in your cart, ${label} goes over on ${describeNights(over)}`);
      continue;
    }
    for (const night of nights) placesByNight.set(night, (placesByNight.get(night) ?? 0) + places);
  }
  return [...problems].map(([index, message]) => ({ index, message }));
}

/**
 * The resort's calendar as GET /api/availability answers it: per room the nights taken (held or
 * sold), and per night the retreat places left (nights absent from `retreatPlaces` have all
 * RETREAT_PLACES_PER_NIGHT left).
 */
export type Availability = {
  from: IsoDate;
  to: IsoDate;
  rooms: Record<string, IsoDate[]>;
  retreatPlaces: Record<IsoDate, number>;
};

/** Places left on a night: the calendar's figure, or all of them for a night nobody has taken. */
export function placesLeftOn(availability: Pick<Availability, "retreatPlaces">, night: IsoDate): number {
  return availability.retreatPlaces[night] ?? RETREAT_PLACES_PER_NIGHT;
}

/** The fewest places left on any night of a stay (all of them for a stay with no nights). */
export function placesLeftFor(availability: Pick<Availability, "retreatPlaces">, startDate: IsoDate, endDate: IsoDate): number {
  return stayNights(startDate, endDate).reduce(
    (least, night) => Math.min(least, placesLeftOn(availability, night)),
    RETREAT_PLACES_PER_NIGHT,
  );
}

/** The nights of a room stay that the calendar shows as taken. */
export function takenNightsOf(availability: Pick<Availability, "rooms">, roomId: string, startDate: IsoDate, endDate: IsoDate): IsoDate[] {
  const taken = new Set(availability.rooms[roomId] ?? []);
  return stayNights(startDate, endDate).filter((night) => taken.has(night));
}

export type UnavailableLine = { index: number; nights: IsoDate[]; reason: string };

/**
 * The lines of a cart that the calendar can no longer give (someone else holds or bought the
 * nights or places). Lines are checked together, so two retreat lines that each fit alone but
 * not side by side are both reported on the nights they overrun.
 */
export function unavailableLines(lines: readonly InventoryLine[], availability: Omit<Availability, "from" | "to">): UnavailableLine[] {
  const result: UnavailableLine[] = [];
  const usedPlaces = new Map<IsoDate, number>();
  for (const [index, line] of lines.entries()) {
    const label = line.name ?? line.productId;
    if (line.kind === "room") {
      const nights = takenNightsOf(availability, line.productId, line.startDate, line.endDate);
      if (nights.length > 0) result.push({ index, nights, reason: roomTakenMessage(label, nights) });
      continue;
    }
    const needed = retreatPlacesOf(line);
    const nights = stayNights(line.startDate, line.endDate);
    const short = nights.filter((night) => (usedPlaces.get(night) ?? 0) + needed > placesLeftOn(availability, night));
    for (const night of nights) usedPlaces.set(night, (usedPlaces.get(night) ?? 0) + needed);
    if (short.length > 0) {
      const left = Math.max(0, Math.min(...short.map((night) => placesLeftOn(availability, night))));
      result.push({ index, nights: short, reason: placesShortMessage(label, needed, left, short) });
    }
  }
  return result;
}

/** The 409 answer's headline: which dates are no longer available. */
export function unavailableSummary(unavailable: readonly Pick<UnavailableLine, "nights">[]): string {
  const nights = [...new Set(unavailable.flatMap((line) => line.nights))].sort();
  if (nights.length === 0) return "Some of the dates in your cart are no longer available. Please review your cart.";
  return `No longer available: ${describeNights(nights)}. Please choose other dates or remove the stay from your cart.`;
}

/** The longest range GET /api/availability answers, in days. */
export const AVAILABILITY_MAX_DAYS = 366;

/** The problem with an availability range, or null: both real dates, `to` after `from`, at most a year. */
export function availabilityRangeProblem(from: unknown, to: unknown): string | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return "from and to must be dates as YYYY-MM-DD";
  const days = daysBetween(from, to);
  if (days <= 0) return "to must be after from";
  if (days > AVAILABILITY_MAX_DAYS) return `The range can be at most ${AVAILABILITY_MAX_DAYS} days (a year)`;
  return null;
}

function germanNights(nights: readonly IsoDate[]): string {
  const shown = nights.map((night) => formatDisplayDate(night, "de"));
  return shown.length <= 1 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} und ${shown.at(-1)}`;
}

/**
 * The message a room's booking card shows for nights someone else holds or bought, in the page's
 * language (this module loads with the card's first calendar, so the German costs no first load).
 */
export function bookedNightsMessage(nights: readonly IsoDate[], locale: Locale = "en"): string {
  if (locale === "de")
    return `Bereits belegt in ${nights.length === 1 ? "der Nacht" : "den Nächten"} vom ${germanNights(nights)}. Bitte wählen Sie andere Daten.`;
  return `Already booked on the ${nightWord(nights)} of ${describeNights(nights)}. Please choose other dates.`;
}

/** The places-left line of a retreat card for the chosen dates, in the page's language. */
export function placesLeftMessage(left: number, locale: Locale = "en"): string {
  if (locale === "de") {
    if (left <= 0) return "Für diese Daten ist kein Retreat-Platz mehr frei";
    return left === 1 ? "Für diese Daten ist nur noch ein Retreat-Platz frei" : `Für diese Daten sind nur noch ${left} Retreat-Plätze frei`;
  }
  if (left <= 0) return "No retreat places are left for these dates";
  return `${left} retreat ${left === 1 ? "place" : "places"} left for these dates`;
}

/** A cart item as the inventory sees it. */
export function inventoryLineOf(item: CartItem): InventoryLine {
  const common = { name: item.name, startDate: item.startDate, endDate: item.endDate, guests: item.guests, quantity: item.quantity };
  if (item.type === "room") return { ...common, kind: "room", productId: item.roomId };
  return { ...common, kind: item.retreatId === CUSTOM_RETREAT_ID ? "custom" : "retreat", productId: item.retreatId };
}

/**
 * The ranges to ask GET /api/availability for so every stay is covered: one range from the first
 * check-in to the last check-out when that is at most a year, else one per stay.
 */
export function calendarRangesFor(stays: readonly { startDate: IsoDate; endDate: IsoDate }[]): { from: IsoDate; to: IsoDate }[] {
  const real = stays.filter(
    (stay) => isIsoDate(stay.startDate) && isIsoDate(stay.endDate) && daysBetween(stay.startDate, stay.endDate) > 0,
  );
  if (real.length === 0) return [];
  const from = real.map((stay) => stay.startDate).sort()[0] as IsoDate;
  const to = real
    .map((stay) => stay.endDate)
    .sort()
    .at(-1) as IsoDate;
  if (daysBetween(from, to) <= AVAILABILITY_MAX_DAYS) return [{ from, to }];
  return real.map((stay) => ({ from: stay.startDate, to: stay.endDate })).sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * What stands between each cart line and payment, for the cart to say before the guest pays: the
 * cart's own rules (a room twice on one night, a room quantity above 1, more retreat guests than
 * places) and the calendar (nights or places taken since the line was added). Index -> message.
 */
export function cartLineProblems(items: readonly CartItem[], availability: Omit<Availability, "from" | "to"> | null): Map<number, string> {
  const lines = items.map(inventoryLineOf);
  const problems = new Map<number, string>();
  for (const { index, message } of cartInventoryProblems(lines)) problems.set(index, message);
  if (availability) {
    for (const { index, reason } of unavailableLines(lines, availability)) {
      if (!problems.has(index)) problems.set(index, reason);
    }
  }
  return problems;
}
