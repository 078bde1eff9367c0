import { site } from "~/catalogue/site";
import { addDays, dateAtUtcOffset, type IsoDate } from "~/domain/dates/dates";

/**
 * When a paid custom retreat the resort has not confirmed is declined and refunded automatically
 * (docs/decisions/082-holds.md): at the end of the resort's second office day after the day it was
 * paid. Office days are Monday to Saturday (site.officeHours: Sunday closed), counted on the
 * resort's calendar in IST, so a request paid on Saturday or Sunday has until the end of Tuesday,
 * and one paid on Friday until the end of Monday. Public holidays are not counted out.
 */

/** Office days the resort has to confirm a paid custom retreat before it is declined and refunded. */
export const RESORT_ANSWER_OFFICE_DAYS = 2;

/** Whether the resort's office opens on this date (every day but Sunday). */
export function isOfficeDay(day: IsoDate): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() !== 0;
}

/** The instant the resort's answer is due for a request paid at `paidAt`: midnight IST after the last office day. */
export function resortAnswerDeadline(paidAt: Date, officeDays: number = RESORT_ANSWER_OFFICE_DAYS): Date {
  const offsetMs = site.calendarUtcOffsetMinutes * 60_000;
  let day = dateAtUtcOffset(paidAt, site.calendarUtcOffsetMinutes);
  for (let counted = 0; counted < officeDays; ) {
    day = addDays(day, 1);
    if (isOfficeDay(day)) counted += 1;
  }
  return new Date(Date.parse(`${addDays(day, 1)}T00:00:00Z`) - offsetMs);
}

/** Whether a request paid at `paidAt` is past its deadline at `now`. */
export function isPastResortAnswerDeadline(paidAt: Date, now: Date): boolean {
  return now.getTime() >= resortAnswerDeadline(paidAt).getTime();
}
