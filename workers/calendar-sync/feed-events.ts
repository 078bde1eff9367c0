import ICAL from "ical.js";
import { site } from "~/catalogue/site";
import { addDays, dateAtUtcOffset, type IsoDate } from "~/domain/dates/dates";

/**
 * A channel's iCalendar feed (RFC 5545) read as the nights it says are taken: one event per VEVENT
 * with its UID and its nights, check-in up to the night before check-out, as the resort's calendar
 * dates. Pure (no clock, no I/O), so the bench measures exactly what the sync runs.
 *
 * - `DTSTART;VALUE=DATE` / `DTEND;VALUE=DATE` (what Airbnb, Booking.com and Vrbo publish) are
 *   calendar dates and are taken as written: turning them into instants and back in some time zone
 *   is how a stay moves by a night.
 * - A DATE-TIME in UTC (`...Z`) is an instant: its date is the resort's date at that instant.
 *   A DATE-TIME with a TZID, or floating, is a wall-clock time at the place described, so its date
 *   is the date as written (a check-out at 11:00 on the 13th frees the night of the 13th).
 * - DTEND is exclusive; an event without one lasts one night (RFC 5545 3.6.1 for a DATE start;
 *   a block of a few hours still closes its night). DURATION is honoured.
 * - `STATUS:CANCELLED` frees its nights. Every other event counts, whatever its SUMMARY says
 *   ("Reserved", "Airbnb (Not available)", "CLOSED - Not available", "Blocked"): a night a channel
 *   will not sell is a night the site must not sell either.
 * - Events over by `today` are dropped; a recurring event counts as its first occurrence (the
 *   channels publish none: each booking or block is its own event).
 * Nothing else of an event is read: its summary and description may name a guest.
 */

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;

export type FeedEvent = {
  /** The event's key within its feed: its UID, made unique and at most 255 characters. */
  uid: string;
  from: IsoDate;
  /** Exclusive, like a check-out. */
  to: IsoDate;
};

export type FeedReading = { ok: true; events: FeedEvent[]; skipped: number } | { ok: false; error: string };

/** More events than a room can have in any sane calendar: a feed beyond it is refused whole. */
export const MAX_EVENTS_PER_FEED = 2000;

const MAX_UID_LENGTH = 255;
/** Years outside this are a broken feed, not a booking (and would not fit the columns' checks). */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2199;

export function readFeed(text: string, today: IsoDate): FeedReading {
  // A calendar starts with its BEGIN line (after an optional byte-order mark and blank lines);
  // an HTML login page or a JSON error from a channel is not one.
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR\r?\n/i.test(text)) return { ok: false, error: "the answer is not an iCalendar file" };
  let root: Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    // The parser's message quotes the feed's lines, which may name a guest: not recorded.
    return { ok: false, error: "the iCalendar file is malformed and could not be read" };
  }
  if (root.name !== "vcalendar") return { ok: false, error: "the answer is not an iCalendar file" };

  const events: FeedEvent[] = [];
  const keys = new Set<string>();
  let skipped = 0;
  for (const vevent of root.getAllSubcomponents("vevent")) {
    const nights = nightsOf(vevent);
    if (!nights) {
      skipped++;
      continue;
    }
    if (nights.to <= today) continue;
    const uid = uniqueKey(String(vevent.getFirstPropertyValue("uid") ?? "").trim(), nights, keys);
    if (!uid) {
      skipped++;
      continue;
    }
    keys.add(uid);
    events.push({ uid, ...nights });
    if (events.length > MAX_EVENTS_PER_FEED) {
      return { ok: false, error: `the feed has more than ${MAX_EVENTS_PER_FEED} current events` };
    }
  }
  return { ok: true, events, skipped };
}

function nightsOf(vevent: Component): { from: IsoDate; to: IsoDate } | null {
  const status = vevent.getFirstPropertyValue("status");
  if (typeof status === "string" && status.toUpperCase() === "CANCELLED") return null;
  if (!vevent.hasProperty("dtstart")) return null;
  let start: Time;
  let end: Time;
  try {
    const event = new ICAL.Event(vevent);
    start = event.startDate;
    end = event.endDate;
  } catch {
    return null;
  }
  if (!start || !end) return null;
  const from = resortDateOf(start);
  const endDate = resortDateOf(end);
  if (!from || !endDate) return null;
  const to = endDate > from ? endDate : addDays(from, 1);
  return { from, to };
}

function resortDateOf(time: Time): IsoDate | null {
  if (!(time.year >= FIRST_YEAR && time.year <= LAST_YEAR)) return null;
  if (!time.isDate && time.zone === ICAL.Timezone.utcTimezone) {
    return dateAtUtcOffset(new Date(time.toUnixTime() * 1000), site.calendarUtcOffsetMinutes);
  }
  return `${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;
}

/**
 * The event's key: its UID, unless missing, too long for the column, or already used in this feed
 * (a feed listing one UID twice, e.g. with RECURRENCE-ID overrides): then a key derived from it
 * and the event's dates, stable from one fetch to the next.
 */
function uniqueKey(uid: string, nights: { from: IsoDate; to: IsoDate }, used: ReadonlySet<string>): string | null {
  let key = uid === "" ? `no-uid#${nights.from}#${nights.to}` : uid;
  if (key.length > MAX_UID_LENGTH) key = `${key.slice(0, 200)}#${stableHash(key)}`;
  if (used.has(key)) key = `${key.slice(0, 200)}#${nights.from}#${nights.to}`;
  return used.has(key) ? null : key;
}

/** A short stable hash (two FNV-1a 32-bit rounds) for keys only: not a secret, not a MAC. */
export function stableHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x0100019d);
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}
