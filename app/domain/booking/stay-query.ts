import { site } from "~/catalogue/site";
import { addDays, daysBetween, type IsoDate, isIsoDate } from "~/domain/dates/dates";
import { BOOKING_HORIZON_DAYS, MAX_STAY_NIGHTS } from "~/domain/dates/stay-window";
import { RETREAT_MAX_PARTICIPANTS, ROOM_MAX_GUESTS } from "./booking-rules";

/**
 * Dated deep links (docs/decisions/092): `/rooms/:id?checkin=YYYY-MM-DD&checkout=YYYY-MM-DD&guests=N`
 * and `/retreats/:id?checkin=YYYY-MM-DD&guests=N`, the links Google's free booking links and
 * anyone else may send a traveller with. The page renders its booking card filled with them, or,
 * for anything it would refuse, the empty card: a deep link never becomes an error page.
 */

/** The query parameters a dated deep link carries. Their presence makes a page live (never cached). */
const STAY_QUERY_PARAMETERS = ["checkin", "checkout", "guests"] as const;

/** Whether the query names any of a deep link's parameters, valid or not. */
export function hasStayQuery(query: URLSearchParams): boolean {
  return STAY_QUERY_PARAMETERS.some((name) => query.has(name));
}

export type DatedStayQuery = { checkin: IsoDate; checkout: IsoDate; guests: number };

/**
 * Guests as a link writes them: digits only ('2'), within 1..max. Absent means one guest, as the
 * card starts; anything else (a sign, a decimal, '2 adults') refuses the link.
 */
function parseGuests(raw: string | null, max: number): number | null {
  if (raw === null) return 1;
  if (!/^\d{1,2}$/.test(raw)) return null;
  const guests = Number(raw);
  return guests >= 1 && guests <= max ? guests : null;
}

/** Check-in as the booking cards accept it: a real date from today to the booking horizon. */
function parseCheckin(raw: string | null, today: IsoDate): IsoDate | null {
  if (!isIsoDate(raw)) return null;
  const ahead = daysBetween(today, raw);
  return ahead >= 0 && ahead <= BOOKING_HORIZON_DAYS ? raw : null;
}

/**
 * A room's dated deep link: check-in and check-out (a stay of 1 to MAX_STAY_NIGHTS nights that
 * the card's pickers could choose) and 1..ROOM_MAX_GUESTS guests, or null for the empty card.
 * Parameters other than the three are left alone (a campaign's utm_* must not empty the card).
 */
export function parseRoomStayQuery(query: URLSearchParams, today: IsoDate): DatedStayQuery | null {
  const checkin = parseCheckin(query.get("checkin"), today);
  const checkout = query.get("checkout");
  const guests = parseGuests(query.get("guests"), ROOM_MAX_GUESTS);
  if (checkin === null || !isIsoDate(checkout) || guests === null) return null;
  const nights = daysBetween(checkin, checkout);
  if (nights < 1 || nights > MAX_STAY_NIGHTS) return null;
  return { checkin, checkout, guests };
}

/**
 * The most participants a retreat's deep link may ask for: the card's limit, and never more than
 * the resort hosts at a time (the card would lower it as soon as it knew).
 */
export const RETREAT_LINK_MAX_GUESTS = Math.min(RETREAT_MAX_PARTICIPANTS, site.guestsAtOnce);

/**
 * A retreat's dated deep link: check-in and participants; check-out follows from the retreat's
 * days, as when the visitor picks check-in. A `checkout` in the link must be that day (else the
 * link is refused); a retreat without a day count has no deep link.
 */
export function parseRetreatStayQuery(query: URLSearchParams, today: IsoDate, durationDays: number | null): DatedStayQuery | null {
  if (durationDays === null) return null;
  const checkin = parseCheckin(query.get("checkin"), today);
  const guests = parseGuests(query.get("guests"), RETREAT_LINK_MAX_GUESTS);
  if (checkin === null || guests === null) return null;
  const checkout = addDays(checkin, durationDays);
  const given = query.get("checkout");
  if (given !== null && given !== checkout) return null;
  return { checkin, checkout, guests };
}

/** What the calendar said about a dated deep link when its page was rendered. */
export type StayVerdict =
  | { status: "available" }
  /** Taken: the nights (room) or the places (retreat) are not there; `message` says so. */
  | { status: "taken"; message: string }
  /** The calendar could not be read: the card says nothing, and the order endpoint decides. */
  | { status: "unknown" };

/** A dated deep link as the page renders it: the card's values and the calendar's word on them. */
export type DatedStay = DatedStayQuery & { verdict: StayVerdict };
