import { addDays, daysBetween, isIsoDate } from "~/domain/dates/dates";
import type { MaybeDate } from "~/domain/booking/booking-rules";

/**
 * How far ahead the booking forms reach. The spec sets only lower bounds (no check-in in the
 * past, check-out after check-in); these upper bounds keep the native date pickers on sensible
 * months and catch a mistyped year. They are the forms' limits, not the server's.
 */

/** Check-in can be chosen up to two years ahead. */
export const BOOKING_HORIZON_DAYS = 730;
/** The longest stay one booking can hold (the longest programme is 21 days; extended stays fit). */
export const MAX_STAY_NIGHTS = 90;

export const CHECKIN_TOO_FAR_MESSAGE = "Please choose a check-in date within the next two years";
export const STAY_TOO_LONG_MESSAGE = `A single booking can be at most ${MAX_STAY_NIGHTS} nights`;

/** The wording of the two refusals below; a German page's cards pass their own (stay-rule-text.ts). */
export type StayWindowText = { tooFar: string; tooLong: string };

const WINDOW_TEXT_EN: StayWindowText = { tooFar: CHECKIN_TOO_FAR_MESSAGE, tooLong: STAY_TOO_LONG_MESSAGE };

export type DateBounds = { min?: string; max?: string };

/** The check-in picker's range: today to the horizon. Unknown today (server render): no range. */
export function checkinBounds(today: string | null): DateBounds {
  if (!today || !isIsoDate(today)) return {};
  return { min: today, max: addDays(today, BOOKING_HORIZON_DAYS) };
}

/** The check-out picker's range: the day after check-in to the longest stay. */
export function checkoutBounds(checkin: MaybeDate): DateBounds {
  if (!isIsoDate(checkin)) return {};
  return { min: addDays(checkin, 1), max: addDays(checkin, MAX_STAY_NIGHTS) };
}

/**
 * The message for dates that pass the spec's rules but lie beyond the pickers' ranges (a year
 * typed by hand), or null. Call it once the booking rules have accepted the dates.
 */
export function stayWindowProblem(checkin: string, checkout: string, today: string, text: StayWindowText = WINDOW_TEXT_EN): string | null {
  if (daysBetween(today, checkin) > BOOKING_HORIZON_DAYS) return text.tooFar;
  if (daysBetween(checkin, checkout) > MAX_STAY_NIGHTS) return text.tooLong;
  return null;
}
