import type { ChannelConflict } from "~/domain/calendar/channel-conflicts";
import { stableHash } from "./feed-events";

/**
 * Double bookings across channels (docs/decisions/085-calendar-sync.md): an external block over a
 * night the site sold (room_nights sold) or whose payment it authorized (held, its booking
 * authorized), from the resort's today on. Read live, so a conflict made by a sync and one made by
 * an order paid after it look the same. A staff block under an external block is no conflict: both
 * say the night is closed.
 */

type ConflictRow = {
  feed_id: string;
  label: string;
  uid: string;
  room_id: string;
  from_night: string;
  to_night: string;
  night: string;
  order_id: string;
};

export type FeedConflict = ChannelConflict & { uid: string };

export async function channelConflicts(db: D1Database, today: string, feedId?: string): Promise<FeedConflict[]> {
  const { results } = await db
    .prepare(
      `SELECT eb.feed_id, f.label, eb.uid, eb.room_id, eb.from_night, eb.to_night, rn.night, rn.order_id
       FROM external_blocks eb
       JOIN calendar_feeds f ON f.id = eb.feed_id
       JOIN room_nights rn ON rn.room_id = eb.room_id AND rn.night >= eb.from_night AND rn.night < eb.to_night
       JOIN bookings b ON b.order_id = rn.order_id
       WHERE eb.to_night > ?1 AND rn.night >= ?1 AND (rn.state = 'sold' OR b.status = 'authorized')
         AND (?2 IS NULL OR eb.feed_id = ?2)
       ORDER BY eb.from_night, eb.room_id, f.label, eb.feed_id, eb.uid, rn.night`,
    )
    .bind(today, feedId ?? null)
    .all<ConflictRow>();
  const conflicts = new Map<string, FeedConflict>();
  for (const row of results) {
    const key = `${row.feed_id}\u0000${row.uid}`;
    const conflict = conflicts.get(key) ?? {
      feedId: row.feed_id,
      feedLabel: row.label,
      uid: row.uid,
      roomId: row.room_id,
      from: row.from_night,
      to: row.to_night,
      nights: [],
      orderIds: [],
    };
    if (!conflict.nights.includes(row.night)) conflict.nights.push(row.night);
    if (!conflict.orderIds.includes(row.order_id)) conflict.orderIds.push(row.order_id);
    conflicts.set(key, conflict);
  }
  return [...conflicts.values()];
}

/**
 * The notice's key: the feed, the channel's event dates and its UID (hashed to fit the column), so
 * the resort hears once per conflict, and again if the channel moves the event onto sold nights.
 */
export function conflictEventKey(conflict: Pick<FeedConflict, "feedId" | "from" | "to" | "uid">): string {
  return `${conflict.feedId}|${conflict.from}|${conflict.to}|${stableHash(conflict.uid)}`;
}

export function parseConflictEventKey(key: string): { feedId: string; from: string; to: string } | null {
  const [feedId, from, to, hash] = key.split("|");
  return feedId && from && to && hash ? { feedId, from, to } : null;
}
