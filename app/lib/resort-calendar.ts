/**
 * The resort's own calendar. Whatever a page says about "now" (the copyright year in the footer)
 * follows the resort's clock in Kerala, decided on the server and sent with the page, so the
 * browser never works it out again from the visitor's clock or time zone.
 */

/** The resort's time zone (India Standard Time, UTC+5:30, no daylight saving). */
export const RESORT_TIME_ZONE = "Asia/Kolkata";

const yearFormat = new Intl.DateTimeFormat("en-US", { timeZone: RESORT_TIME_ZONE, year: "numeric" });

/** The calendar year at the resort at `now`. */
export function resortYear(now: Date): number {
  return Number(yearFormat.formatToParts(now).find((part) => part.type === "year")?.value);
}
