import { getRoom, rooms } from "~/catalogue/rooms";
import { type CalendarsView, type ChannelFeedInput, MAX_FEEDS_PER_ROOM } from "~/domain/staff/channel-calendars";
import type { StaffActionResult } from "~/domain/staff/staff-views";
import { calendarFeedSecret, exportUrl } from "../calendar/export-links";
import type { StaffActionHandler } from "./staff-actions";

/**
 * The channels' calendars in the staff console: each room's export URL and its imported channel
 * calendars (calendar_feeds), adding and removing one, and rotating a room's export URLs
 * (docs/channels.md). A channel's URL is a secret: it is answered to the console and stored, never
 * logged or written to the audit trail (which records the room and the label).
 */

const UNAVAILABLE = "Export URLs are unavailable: CALENDAR_FEED_SECRET is not set (see the settings list on the console's first page).";

type FeedRow = { id: string; room_id: string; label: string; url: string; last_success_at: string | null; last_error: string | null };

/** Every room of the catalogue with its export URL and its channel calendars, each with its own export URL. */
export async function channelCalendars(env: Env, requestUrl: URL): Promise<StaffActionResult<CalendarsView>> {
  const secret = calendarFeedSecret(env, requestUrl);
  if (!secret.ok) return { ok: false, status: 503, error: UNAVAILABLE };
  const [versions, feeds] = await env.DB.batch<Record<string, unknown>>([
    env.DB.prepare("SELECT room_id, export_version FROM room_calendars"),
    env.DB.prepare("SELECT id, room_id, label, url, last_success_at, last_error FROM calendar_feeds ORDER BY created_at, id"),
  ]);
  const versionOf = new Map((versions?.results ?? []).map((row) => [row.room_id as string, row.export_version as number]));
  const feedRows = (feeds?.results ?? []) as FeedRow[];
  const view: CalendarsView = {
    rooms: await Promise.all(
      rooms.map(async (room) => {
        const version = versionOf.get(room.id) ?? 1;
        return {
          roomId: room.id,
          exportUrl: await exportUrl(env, secret.secret, { roomId: room.id }, version),
          feeds: await Promise.all(
            feedRows
              .filter((feed) => feed.room_id === room.id)
              .map(async (feed) => ({
                id: feed.id,
                label: feed.label,
                url: feed.url,
                exportUrl: await exportUrl(env, secret.secret, { roomId: room.id, feedId: feed.id }, version),
                lastSyncedAt: feed.last_success_at,
                lastError: feed.last_error,
              })),
          ),
        };
      }),
    ),
  };
  return { ok: true, value: view };
}

const NO_ROOM = "There is no room with this id.";

/** Adds a channel's calendar to a room: 404 for an unknown room, 409 for a URL the room has already or a room that is full. */
export const addChannelFeedAction: StaffActionHandler<ChannelFeedInput & { roomId: string }, { id: string }> = {
  name: "calendar.feed_add",
  async plan(ctx, input) {
    const room = getRoom(input.roomId);
    if (!room) return { refuse: { status: 404, error: NO_ROOM } };
    const { results } = await ctx.db.prepare("SELECT url FROM calendar_feeds WHERE room_id = ?").bind(room.id).all<{ url: string }>();
    const duplicate = `${room.name} already imports this calendar.`;
    if (results.some((row) => row.url === input.url)) return { refuse: { status: 409, error: duplicate } };
    const full = `${room.name} already imports ${MAX_FEEDS_PER_ROOM} calendars, the most a room may; remove one first.`;
    if (results.length >= MAX_FEEDS_PER_ROOM) return { refuse: { status: 409, error: full } };
    const id = crypto.randomUUID();
    return {
      // The cap and the unique (room, URL) are checked again by the statement itself, so two
      // requests racing past the reads above still add the calendar once.
      effect: [
        ctx.db
          .prepare(
            `INSERT INTO calendar_feeds (id, room_id, label, url, created_by, created_at)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE (SELECT count(*) FROM calendar_feeds WHERE room_id = ?2) < ?7
             ON CONFLICT DO NOTHING`,
          )
          .bind(id, room.id, input.label, input.url, ctx.actor.email, ctx.now.toISOString(), MAX_FEEDS_PER_ROOM),
      ],
      audit: { subjectId: id, reason: `${room.id}: ${input.label}` },
      async settle(applied) {
        if (applied) return { ok: true, value: { id } };
        const again = await ctx.db.prepare("SELECT 1 FROM calendar_feeds WHERE room_id = ? AND url = ?").bind(room.id, input.url).first();
        return { ok: false, status: 409, error: again ? duplicate : full };
      },
    };
  },
};

/** Removes a channel's calendar; its imported events go with it (external_blocks, ON DELETE CASCADE). */
export const deleteChannelFeedAction: StaffActionHandler<{ id: string }, { id: string }> = {
  name: "calendar.feed_delete",
  async plan(ctx, input) {
    const feed = await ctx.db
      .prepare("SELECT room_id, label FROM calendar_feeds WHERE id = ?")
      .bind(input.id)
      .first<{ room_id: string; label: string }>();
    const gone = "There is no channel calendar with this id.";
    if (!feed) return { refuse: { status: 404, error: gone } };
    return {
      effect: [ctx.db.prepare("DELETE FROM calendar_feeds WHERE id = ?").bind(input.id)],
      audit: { subjectId: input.id, reason: `${feed.room_id}: ${feed.label}` },
      settle: (applied) => (applied ? { ok: true, value: { id: input.id } } : { ok: false, status: 404, error: gone }),
    };
  },
};

/**
 * A new export version for a room: every export URL of the room (its own and each channel's)
 * changes, and the old ones answer 404 from now on.
 */
export const rotateRoomExportAction: StaffActionHandler<{ roomId: string; requestUrl: URL }, { roomId: string; exportUrl: string }> = {
  name: "calendar.export_rotate",
  async plan(ctx, input) {
    const room = getRoom(input.roomId);
    if (!room) return { refuse: { status: 404, error: NO_ROOM } };
    const secret = calendarFeedSecret(ctx.env, input.requestUrl);
    if (!secret.ok) return { refuse: { status: 503, error: UNAVAILABLE } };
    return {
      effect: [
        ctx.db
          .prepare(
            `INSERT INTO room_calendars (room_id, export_version) VALUES (?1, 2)
             ON CONFLICT (room_id) DO UPDATE SET export_version = export_version + 1
             RETURNING export_version`,
          )
          .bind(room.id),
      ],
      audit: { subjectId: room.id },
      async settle(applied, results) {
        const version = (results.effect[0]?.results[0] as { export_version?: number } | undefined)?.export_version;
        if (!applied || version === undefined) return { ok: false, status: 409, error: "The export URL was not changed. Try again." };
        return { ok: true, value: { roomId: room.id, exportUrl: await exportUrl(ctx.env, secret.secret, { roomId: room.id }, version) } };
      },
    };
  },
};
