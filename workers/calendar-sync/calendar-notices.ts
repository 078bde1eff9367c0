import { getRoom } from "~/catalogue/rooms";
import { site } from "~/catalogue/site";
import { formatDateRange } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { FEED_FAILING_NOTICE_HOURS } from "./calendar-sync";
import { channelConflicts, conflictEventKey, parseConflictEventKey } from "./channel-conflicts";

/**
 * The resort's notices about its channel calendars, about no booking of the site (order_id NULL in
 * booking_notices, told apart by event_key): a double booking across channels, and a feed failing
 * for 6 hours. Sent to the resort's Formspree booking form like its other notices, rendered when
 * sent from what D1 holds then. Neither names a feed's URL (a secret) nor a channel's guest.
 */

export const CALENDAR_NOTICE_KINDS = ["resort_channel_conflict", "resort_feed_failing"] as const;
export type CalendarNoticeKind = (typeof CALENDAR_NOTICE_KINDS)[number];

export function isCalendarNoticeKind(kind: string): kind is CalendarNoticeKind {
  return (CALENDAR_NOTICE_KINDS as readonly string[]).includes(kind);
}

type FeedRow = {
  id: string;
  room_id: string;
  label: string;
  last_error: string | null;
  last_success_at: string | null;
  failing_since: string | null;
};

const roomName = (roomId: string) => getRoom(roomId)?.name ?? roomId;

/** The Formspree fields of the notice, or null when there is nothing left to tell (its feed was deleted). */
export async function calendarNoticePayload(
  db: D1Database,
  notice: { kind: CalendarNoticeKind; event_key: string },
  siteUrlSetting: string | undefined,
): Promise<Record<string, string> | null> {
  const siteUrl = siteUrlSetting ?? site.url;
  if (notice.kind === "resort_feed_failing") {
    const feedId = notice.event_key.split("|")[0] ?? "";
    const feed = await db
      .prepare("SELECT id, room_id, label, last_error, last_success_at, failing_since FROM calendar_feeds WHERE id = ?")
      .bind(feedId)
      .first<FeedRow>();
    if (!feed) return null;
    return {
      _subject: `Channel calendar not read for ${FEED_FAILING_NOTICE_HOURS} hours: ${feed.label} for ${roomName(feed.room_id)}`,
      feed: `${feed.label} (${roomName(feed.room_id)})`,
      failingSince: feed.failing_since ?? "recovered since",
      lastError: feed.last_error ?? "none (the feed has recovered since)",
      lastSuccess: feed.last_success_at ?? "never",
      whatItMeans:
        "The site keeps this channel's nights as of its last good read. Bookings made on the channel since then are not blocked here: check the feed in the console and the channel's own calendar.",
      console: `${siteUrl}/admin/channels`,
    };
  }
  const key = parseConflictEventKey(notice.event_key);
  if (!key) return null;
  const feed = await db
    .prepare("SELECT id, room_id, label, last_error, last_success_at, failing_since FROM calendar_feeds WHERE id = ?")
    .bind(key.feedId)
    .first<FeedRow>();
  if (!feed) return null;
  // The orders on those nights now (a cancellation since frees them); the channel's dates as detected.
  const conflict = (await channelConflicts(db, resortTodayIso(), key.feedId)).find((c) => conflictEventKey(c) === notice.event_key);
  return {
    _subject: `Double booking across channels: ${roomName(feed.room_id)}, ${formatDateRange(key.from, key.to)} (${feed.label})`,
    room: roomName(feed.room_id),
    channel: feed.label,
    channelDates: formatDateRange(key.from, key.to),
    nightsSoldOnBothSides: conflict?.nights.join(", ") ?? "none any more (resolved since)",
    siteOrders: conflict?.orderIds.join(", ") ?? "",
    whatItMeans:
      "The channel has a booking or block on nights the site has already sold. Neither is cancelled automatically: decide with the guests which stay moves, and close the nights on the channel or cancel on the site.",
    console: `${siteUrl}/admin`,
  };
}
