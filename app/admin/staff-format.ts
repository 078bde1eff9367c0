import { parseIsoDate } from "~/domain/dates/dates";

/**
 * How the staff console writes times and dates. Instants are shown in the resort's time (IST),
 * whatever the browser's zone, so the server's render and the browser's agree and the front desk
 * reads Kerala time. Calendar dates are days, not instants.
 */

const STAMP = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** '22 Nov 2026, 18:05 IST' */
export function formatStamp(iso: string | null | undefined): string {
  if (!iso) return "–";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${STAMP.format(date)} IST`;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** The parts of a calendar date for a grid's column head: 'Sat', '28', 'Dec'. */
export function dayParts(iso: string): { weekday: string; day: number; month: string; year: number } {
  const date = parseIsoDate(iso);
  if (!date) return { weekday: "", day: 0, month: "", year: 0 };
  return {
    weekday: WEEKDAYS[date.getUTCDay()] as string,
    day: date.getUTCDate(),
    month: MONTHS[date.getUTCMonth()] as string,
    year: date.getUTCFullYear(),
  };
}

/** 'Sat 28 Dec 2026' */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return "–";
  const { weekday, day, month, year } = dayParts(iso);
  return weekday ? `${weekday} ${day} ${month} ${year}` : iso;
}

/** '28 Dec – 4 Jan 2027' (the year once, at the end). */
export function formatStay(checkIn: string | null, checkOut: string | null): string {
  if (!checkIn || !checkOut) return "–";
  const a = dayParts(checkIn);
  const b = dayParts(checkOut);
  return `${a.day} ${a.month}${a.year !== b.year ? ` ${a.year}` : ""} – ${b.day} ${b.month} ${b.year}`;
}

/** A guest as staff name them: the name if given, else the e-mail address (a recorded booking may have none). */
export function guestLabel(guest: { name: string | null; email: string | null }): string {
  return guest.name?.trim() || guest.email || "Guest";
}

export function formatPaise(paise: number): string {
  return new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: paise % 100 === 0 ? 0 : 2 }).format(
    paise / 100,
  );
}
