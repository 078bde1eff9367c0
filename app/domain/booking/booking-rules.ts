import { addDays, daysBetween, isIsoDate } from "~/domain/dates/dates";

/**
 * Booking rules (docs/product.md#booking-cards-and-dates) for the retreat and room cards (the custom retreat's: custom-retreat-rules.ts). The same functions run in the browser, to guide the visitor, and in
 * the Worker, to refuse a doctored request. Messages are the spec's copy, verbatim.
 *
 * Dates are ISO calendar dates ('YYYY-MM-DD'); an empty, null or malformed date counts as "not
 * selected". `today` is passed in: browser and server both pass resortTodayIso(), the date on
 * the resort's calendar (Asia/Kolkata), so a check-in already past in Kerala is refused wherever
 * the guest is, and the pickers and the server agree.
 *
 * The checkout contact rules are in checkout-contact.ts: they need zod, and this module is part
 * of every booking page's first load (docs/decisions/030).
 */

export type MaybeDate = string | null | undefined;

export type StayCheck = { ok: true; nights: number } | { ok: false; message: string };

/** Shown when a check-in date is before today (the spec gives no wording for it). */
export const PAST_CHECKIN_MESSAGE = "Check-in cannot be in the past";

export const EMPTY_CART_MESSAGE = "Cart Empty: Please add items to your cart first.";

/**
 * The wording of the retreat and room refusals. The English is the spec's copy, and what the
 * Worker answers a doctored request with; a German page's cards pass their own (stay-rule-text.ts),
 * which stays out of the pages that only need the English.
 */
export type StayRuleText = {
  bothDates: string;
  pastCheckin: string;
  endAfterStart: string;
  exactDays: (days: number) => string;
  requiresDays: (days: number) => string;
  atLeastOneParticipant: string;
  maxParticipants: (max: number) => string;
  roomDates: string;
  atLeastOneGuest: string;
  maxGuests: (max: number) => string;
};

export const STAY_RULE_TEXT_EN: StayRuleText = {
  bothDates: "Please select both start and end dates",
  pastCheckin: PAST_CHECKIN_MESSAGE,
  endAfterStart: "End date must be after start date",
  exactDays: (days) => `Please select exactly ${days} days for this retreat`,
  requiresDays: (days) => `This retreat requires exactly ${days} days`,
  atLeastOneParticipant: "Please select at least 1 participant",
  maxParticipants: (max) => `Maximum ${max} participants`,
  roomDates: "Please select valid check-in and check-out dates",
  atLeastOneGuest: "Please select at least 1 guest",
  maxGuests: (max) => `Maximum ${max} guests`,
};

export function isBeforeToday(checkin: string, today: string): boolean {
  return daysBetween(today, checkin) < 0;
}

/** Check-out for every "clear it unless it is still after check-in" rule (room, custom retreat). */
export function keepCheckoutIfAfter(newCheckin: MaybeDate, currentCheckout: MaybeDate): string | null {
  if (!isIsoDate(newCheckin) || !isIsoDate(currentCheckout)) return null;
  return daysBetween(newCheckin, currentCheckout) > 0 ? currentCheckout : null;
}

// ---------------------------------------------------------------------------------------------
// Retreat

export const RETREAT_MAX_PARTICIPANTS = 12;
const RETREAT_MIN_PARTICIPANTS = 1;

/**
 * The number of days in a retreat's duration text ('7 Days, 6 Nights' -> 7, '14-Day' -> 14),
 * or null when it has none.
 *
 * Day count, decided: the spec sets check-out to check-in plus N days and requires "the day
 * count" to equal N, so the day count is the difference between the dates (check-out minus
 * check-in, the same number a hotel calls nights). A '7 Days, 6 Nights' retreat starting on
 * Jan 05 therefore checks out on Jan 12, and its day count is 7. German durations ('7 Tage,
 * 6 Nächte') read the same.
 */
export function parseDurationDays(durationText: string): number | null {
  const match = /(\d+)\s*-?\s*(?:days?|tage?)\b/i.exec(durationText);
  const days = match ? Number(match[1]) : 0;
  return days > 0 ? days : null;
}

/** Choosing check-in sets check-out to check-in plus the retreat's number of days. */
export function checkoutForCheckin(checkinIso: string, durationDays: number): string {
  return addDays(checkinIso, durationDays);
}

/**
 * The check-out after the visitor picks a new check-in (null = cleared):
 * with a duration number, check-in + N days; without one, the current check-out stays only if it
 * is still after the new check-in. Clearing check-in clears check-out (it is disabled until then).
 */
export function nextCheckoutOnCheckinChange(newCheckin: MaybeDate, currentCheckout: MaybeDate, durationDays: number | null): string | null {
  if (!isIsoDate(newCheckin)) return null;
  if (durationDays !== null && Number.isInteger(durationDays) && durationDays > 0) {
    return checkoutForCheckin(newCheckin, durationDays);
  }
  return keepCheckoutIfAfter(newCheckin, currentCheckout);
}

export function exactDaysWarning(durationDays: number, text: StayRuleText = STAY_RULE_TEXT_EN): string {
  return text.requiresDays(durationDays);
}

export function retreatTotal(pricePerPerson: number, guests: number): number {
  return pricePerPerson * guests;
}

/**
 * Retreat add to cart. Checks, first failure wins: both dates, check-in not before today,
 * check-out after check-in, the day count equals the retreat's days (when it has a number),
 * participants 1 to 12. Messages in `text`'s words (English unless a German page passes its own).
 */
export function validateRetreatBooking(input: {
  startDate: MaybeDate;
  endDate: MaybeDate;
  guests: number;
  durationDays: number | null;
  today: string;
  text?: StayRuleText;
}): StayCheck {
  const { startDate, endDate, guests, durationDays, today, text = STAY_RULE_TEXT_EN } = input;
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) {
    return { ok: false, message: text.bothDates };
  }
  if (isBeforeToday(startDate, today)) return { ok: false, message: text.pastCheckin };
  const nights = daysBetween(startDate, endDate);
  if (nights <= 0) return { ok: false, message: text.endAfterStart };
  if (durationDays !== null && nights !== durationDays) {
    return { ok: false, message: text.exactDays(durationDays) };
  }
  if (!Number.isInteger(guests) || guests < RETREAT_MIN_PARTICIPANTS) {
    return { ok: false, message: text.atLeastOneParticipant };
  }
  if (guests > RETREAT_MAX_PARTICIPANTS) {
    return { ok: false, message: text.maxParticipants(RETREAT_MAX_PARTICIPANTS) };
  }
  return { ok: true, nights };
}

// ---------------------------------------------------------------------------------------------
// Room

export const ROOM_MAX_GUESTS = 4;
const ROOM_MIN_GUESTS = 1;

/** Nights between the dates; 0 when a date is missing or check-out is not after check-in. */
export function roomNights(checkin: MaybeDate, checkout: MaybeDate): number {
  if (!isIsoDate(checkin) || !isIsoDate(checkout)) return 0;
  return Math.max(0, daysBetween(checkin, checkout));
}

/** Changing check-in clears check-out if check-out is not after it (null = cleared). */
export function nextCheckoutOnRoomCheckinChange(newCheckin: MaybeDate, currentCheckout: MaybeDate): string | null {
  return keepCheckoutIfAfter(newCheckin, currentCheckout);
}

export function roomTotal(nights: number, ratePerNight: number): number {
  return nights * ratePerNight;
}

/**
 * Room add to cart: valid dates with nights above 0, check-in not before today, guests 1 to 4.
 * Messages in `text`'s words (English unless a German page passes its own).
 */
export function validateRoomBooking(input: {
  startDate: MaybeDate;
  endDate: MaybeDate;
  guests: number;
  today: string;
  text?: StayRuleText;
}): StayCheck {
  const { startDate, endDate, guests, today, text = STAY_RULE_TEXT_EN } = input;
  const nights = roomNights(startDate, endDate);
  if (!isIsoDate(startDate) || nights <= 0) {
    return { ok: false, message: text.roomDates };
  }
  if (isBeforeToday(startDate, today)) return { ok: false, message: text.pastCheckin };
  if (!Number.isInteger(guests) || guests < ROOM_MIN_GUESTS) {
    return { ok: false, message: text.atLeastOneGuest };
  }
  if (guests > ROOM_MAX_GUESTS) return { ok: false, message: text.maxGuests(ROOM_MAX_GUESTS) };
  return { ok: true, nights };
}
