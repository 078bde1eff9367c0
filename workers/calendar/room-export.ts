import ical, { ICalCalendarMethod } from "ical-generator";
import { site } from "~/catalogue/site";
import { addDays, type IsoDate } from "~/domain/dates/dates";

/**
 * One room's calendar as the channels read it (RFC 5545, docs/decisions/086-calendar-export.md):
 * one all-day event per range of nights the room is taken: a stay sold here or recorded by staff
 * (its room_nights rows in state 'sold', which only a paid or recorded booking has: unpaid holds
 * lapse long before a channel polls again), a staff block (the room's or the whole resort's), and
 * every channel's imported event except, in the export given to one channel, that channel's own.
 * Nothing that could name a guest is written: the summary says only "Booked" or "Not available",
 * and a booking's UID is a hash, not its order id.
 */

export type ExportEvent = {
  uid: string;
  /** The first night (DTSTART;VALUE=DATE), as the check-in. */
  from: IsoDate;
  /** The first night no longer taken (DTEND;VALUE=DATE), as the check-out: exclusive. */
  to: IsoDate;
  summary: "Booked" | "Not available";
};

const encoder = new TextEncoder();

/** A stable, opaque id part: the first 128 bits of SHA-256 of the parts, in hex. */
async function opaqueId(...parts: string[]): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(JSON.stringify(parts))));
  let hex = "";
  for (const byte of digest.subarray(0, 16)) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

/**
 * The events of a room's calendar whose last night is `today` or later (past stays are of no use
 * to a channel and would only grow the feed). `excludeFeedId`: leave out that channel's own events.
 */
export async function roomExportEvents(
  db: D1Database,
  options: { roomId: string; excludeFeedId?: string | undefined; host: string; today: IsoDate },
): Promise<ExportEvent[]> {
  const { roomId, host, today } = options;
  const [sold, blocks, external] = await db.batch<Record<string, string>>([
    // A line's nights are consecutive, so its first and last sold night are its check-in and the
    // night before its check-out.
    db
      .prepare(
        `SELECT order_id, position, min(night) AS first_night, max(night) AS last_night
         FROM room_nights WHERE room_id = ?1 AND state = 'sold' AND order_id IS NOT NULL
         GROUP BY order_id, position HAVING max(night) >= ?2`,
      )
      .bind(roomId, today),
    db
      .prepare("SELECT id, from_night, to_night FROM calendar_blocks WHERE (room_id = ?1 OR room_id IS NULL) AND to_night > ?2")
      .bind(roomId, today),
    db
      .prepare(
        `SELECT feed_id, uid, from_night, to_night FROM external_blocks
         WHERE room_id = ?1 AND to_night > ?2 AND (?3 IS NULL OR feed_id != ?3)`,
      )
      .bind(roomId, today, options.excludeFeedId ?? null),
  ]);
  const events: ExportEvent[] = [
    ...(await Promise.all(
      (sold?.results ?? []).map(async (row) => ({
        uid: `booking-${await opaqueId(String(row.order_id), String(row.position))}@${host}`,
        from: String(row.first_night),
        to: addDays(String(row.last_night), 1),
        summary: "Booked" as const,
      })),
    )),
    ...(blocks?.results ?? []).map((row) => ({
      uid: `block-${row.id}@${host}`,
      from: String(row.from_night),
      to: String(row.to_night),
      summary: "Not available" as const,
    })),
    ...(await Promise.all(
      (external?.results ?? []).map(async (row) => ({
        uid: `channel-${await opaqueId(String(row.feed_id), String(row.uid))}@${host}`,
        from: String(row.from_night),
        to: String(row.to_night),
        summary: "Not available" as const,
      })),
    )),
  ];
  return events.sort((a, b) => a.from.localeCompare(b.from) || a.uid.localeCompare(b.uid));
}

/**
 * The calendar as text: CRLF line ends, lines folded at 75 octets (ical-generator does both), and
 * a CRLF after the last line too, which RFC 5545 requires of every content line.
 */
export function roomCalendarText(room: { name: string }, events: readonly ExportEvent[], stamp: Date): string {
  const calendar = ical({
    prodId: { company: site.name, product: "Room calendar", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    name: `${site.shortName} ${room.name}`,
  });
  for (const event of events) {
    // Date-only strings: ical-generator writes them as VALUE=DATE, never through a time zone.
    calendar.createEvent({ id: event.uid, start: event.from, end: event.to, allDay: true, stamp, summary: event.summary });
  }
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
