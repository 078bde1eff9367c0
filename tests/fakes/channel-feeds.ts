/**
 * iCalendar feeds shaped like the ones the channels publish for a listing's calendar, for the
 * fake channel, the unit tests and the bench. Each keeps what the channel really sends: Airbnb's
 * PRODID, its "Reserved" and "Airbnb (Not available)" events with DATE values and a reservation
 * URL in DESCRIPTION; Booking.com's "CLOSED - Not available"; Vrbo's (HomeAway) "Reserved - <first
 * name>" and "Blocked". Lines end in CRLF and are folded at 75 octets (RFC 5545 3.1).
 */

export type ChannelShape = "airbnb" | "booking" | "vrbo";

export type ChannelEvent = {
  uid: string;
  /** YYYY-MM-DD check-in. */
  from: string;
  /** YYYY-MM-DD check-out (exclusive). */
  to: string;
  /** A reservation (true, the default) or the channel's own "not available" block. */
  reserved?: boolean;
  status?: "CONFIRMED" | "CANCELLED";
};

const PRODID: Record<ChannelShape, string> = {
  airbnb: "-//Airbnb Inc//Hosting Calendar 1.0//EN",
  booking: "-//admin.booking.com//EN",
  vrbo: "-//HomeAway.com, Inc.//EN",
};

const compact = (date: string) => date.replaceAll("-", "");

function summaryOf(shape: ChannelShape, event: ChannelEvent): string {
  if (shape === "airbnb") return event.reserved === false ? "Airbnb (Not available)" : "Reserved";
  if (shape === "booking") return "CLOSED - Not available";
  return event.reserved === false ? "Blocked" : "Reserved - Asha";
}

function eventLines(shape: ChannelShape, event: ChannelEvent, stamp: string): string[] {
  const lines = ["BEGIN:VEVENT"];
  if (shape === "airbnb") {
    lines.push(`DTEND;VALUE=DATE:${compact(event.to)}`, `DTSTART;VALUE=DATE:${compact(event.from)}`, `UID:${event.uid}`);
    if (event.reserved !== false) {
      lines.push(
        "DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMQ4Z8K2XW\\nPhone Number (Last 4 Digits): 2345",
      );
    }
    lines.push(`SUMMARY:${summaryOf(shape, event)}`);
  } else {
    lines.push(
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(event.from)}`,
      `DTEND;VALUE=DATE:${compact(event.to)}`,
      `SUMMARY:${summaryOf(shape, event)}`,
    );
  }
  if (event.status) lines.push(`STATUS:${event.status}`);
  lines.push("END:VEVENT");
  return lines;
}

/** Folds a content line at 75 octets: CRLF and one space before each continuation. */
function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const length = new TextEncoder().encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function channelFeed(shape: ChannelShape, events: readonly ChannelEvent[], stamp = "20261125T061500Z"): string {
  const head = ["BEGIN:VCALENDAR", `PRODID:${PRODID[shape]}`, "CALSCALE:GREGORIAN", "VERSION:2.0"];
  if (shape === "booking") head.push("METHOD:PUBLISH");
  const lines = [...head, ...events.flatMap((event) => eventLines(shape, event, stamp)), "END:VCALENDAR"];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** A UID as each channel makes them. */
export function channelUid(shape: ChannelShape, seed: string): string {
  const hex = ["a", "b", "c", "d"].map((salt) => fnv32(`${salt}${seed}`)).join("");
  if (shape === "airbnb") return `1418fb94e984-${hex}@airbnb.com`;
  if (shape === "booking") return `${hex}@booking.com`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function fnv32(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** A year of a busy room's calendar on one channel: stays of 2–6 nights with gaps, from `first`. */
export function yearOfStays(shape: ChannelShape, first: string, seed: string): ChannelEvent[] {
  const events: ChannelEvent[] = [];
  let day = Date.parse(`${first}T00:00:00Z`);
  const end = day + 365 * 86_400_000;
  let n = 0;
  while (day < end) {
    const nights = 2 + (n % 5);
    const from = new Date(day).toISOString().slice(0, 10);
    const to = new Date(day + nights * 86_400_000).toISOString().slice(0, 10);
    events.push({ uid: channelUid(shape, `${seed}-${n}`), from, to, reserved: n % 7 !== 3 });
    day += (nights + 1 + (n % 3)) * 86_400_000;
    n++;
  }
  return events;
}
