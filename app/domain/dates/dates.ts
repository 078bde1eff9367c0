/**
 * Calendar dates as ISO strings ('YYYY-MM-DD'). A booking date is a day on the resort's calendar,
 * not an instant, so every calculation here runs on UTC midnights: the visitor's time zone and
 * daylight-saving changes can never shift a date or make a stay 23 or 25 hours "long".
 * Pure and isomorphic (browser and Worker).
 */

import type { Locale } from "../i18n/locale";

export type IsoDate = string;

function germanDayMonth(date: Date): string {
  return `${date.getUTCDate()}. ${MONTHS_DE[date.getUTCMonth()]}`;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
/** German short months as de-DE writes them ('5. Jan. 2027', '5. März 2027'). */
const MONTHS_DE = ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."] as const;

/**
 * The UTC-midnight Date for a real calendar date in strict 'YYYY-MM-DD' form, or null
 * (wrong shape, or a day that does not exist such as '2026-02-29').
 */
export function parseIsoDate(iso: string): Date | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date;
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === "string" && parseIsoDate(value) !== null;
}

function requireDate(iso: string): Date {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(iso)}`);
  return date;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

function toIso(date: Date): IsoDate {
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError("Date is outside years 0000-9999");
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** Midnight UTC of the date, in ms. Used in cart item ids, so it must not depend on time zone. */
export function startTimeMs(iso: IsoDate): number {
  return requireDate(iso).getTime();
}

/** The date n calendar days later (n may be negative). Throws RangeError on a non-date. */
export function addDays(iso: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError(`Days must be a whole number: ${n}`);
  return toIso(new Date(requireDate(iso).getTime() + n * DAY_MS));
}

/**
 * Calendar days from start to end (nights of a stay): '2027-01-05' to '2027-01-12' is 7.
 * Negative when end is before start. Throws RangeError on a non-date.
 */
export function daysBetween(startIso: IsoDate, endIso: IsoDate): number {
  return Math.round((requireDate(endIso).getTime() - requireDate(startIso).getTime()) / DAY_MS);
}

/**
 * The calendar date at a fixed offset from UTC, in minutes (+330 for India): the date in a time
 * zone that never changes its offset, without the time-zone data a browser loads for its first
 * Intl date formatter. Throws RangeError on an invalid Date.
 */
export function dateAtUtcOffset(now: Date, offsetMinutes: number): IsoDate {
  if (Number.isNaN(now.getTime())) throw new RangeError("Invalid date");
  return toIso(new Date(now.getTime() + offsetMinutes * 60_000));
}

/**
 * 'Jan 05, 2027' ('MMM dd, yyyy', docs/product.md#dates); in German '5. Jan. 2027'. Written out
 * rather than asked of Intl, so that server and browser agree whatever the browser's ICU build.
 */
export function formatDisplayDate(iso: IsoDate, locale: Locale = "en"): string {
  const date = requireDate(iso);
  if (locale === "de") return `${germanDayMonth(date)} ${pad(date.getUTCFullYear(), 4)}`;
  return `${MONTHS[date.getUTCMonth()]} ${pad(date.getUTCDate(), 2)}, ${pad(date.getUTCFullYear(), 4)}`;
}

/**
 * 'Dec 28 - Jan 04, 2027': the cart item's dates text ('MMM dd - MMM dd, yyyy'). The spec's format
 * carries only the end date's year, also when a stay crosses New Year.
 */
export function formatDateRange(startIso: IsoDate, endIso: IsoDate, locale: Locale = "en"): string {
  const start = requireDate(startIso);
  if (locale === "de") return `${germanDayMonth(start)} – ${formatDisplayDate(endIso, "de")}`;
  return `${MONTHS[start.getUTCMonth()]} ${pad(start.getUTCDate(), 2)} - ${formatDisplayDate(endIso)}`;
}
