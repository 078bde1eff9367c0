import { site } from "~/catalogue/site";
import { dateAtUtcOffset, type IsoDate } from "./dates";

/**
 * The resort's own calendar (Asia/Kolkata, site.calendarTimeZone): whatever the site says about
 * "now" follows the resort's clock in Kerala, on the server and in the browser alike. The server
 * refuses check-ins before today here and the date pickers start at it, so a check-in that is
 * already past in Kerala is refused whatever the guest's own time zone; the footer's year is
 * decided on the server from the same date and sent with the page, so a visitor's clock never
 * changes it; the staff console's "today" is this date too. It is worked out from the zone's fixed
 * offset (site.calendarUtcOffsetMinutes): a browser's first Intl date formatter with a time zone
 * loads the zone data, a long task in the middle of hydrating a booking form.
 */
export function resortTodayIso(now: Date = new Date()): IsoDate {
  return dateAtUtcOffset(now, site.calendarUtcOffsetMinutes);
}

/** The calendar year at the resort at `now`. */
export function resortYear(now: Date = new Date()): number {
  return Number(resortTodayIso(now).slice(0, 4));
}
