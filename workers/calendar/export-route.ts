import { Hono } from "hono";
import { getRoom } from "~/catalogue/rooms";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { baselineSecurityHeaders } from "../security/headers";
import { calendarFeedSecret, calendarSiteOrigin, type ExportTarget, isExportToken } from "./export-links";
import { roomCalendarText, roomExportEvents } from "./room-export";

/**
 * GET /calendars/<roomId>/<token>.ics (the room's calendar) and
 * GET /calendars/<roomId>/<feedId>/<token>.ics (the same without that channel's own events).
 * The URL is the only credential a channel can hold, so: a wrong token, room or feed is a plain
 * 404 that says nothing of which part was wrong; nothing here logs the URL; the answer is never
 * stored by a cache (a shared cache would keep a calendar after its URL was rotated).
 */

/** The export version of a room's URLs (no row: never rotated, version 1). */
async function roomExportVersion(db: D1Database, roomId: string): Promise<number> {
  const row = await db
    .prepare("SELECT export_version FROM room_calendars WHERE room_id = ?")
    .bind(roomId)
    .first<{ export_version: number }>();
  return row?.export_version ?? 1;
}

const PRIVATE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };

export const calendarExports = new Hono<{ Bindings: Env }>();

calendarExports.use(async (c, next) => {
  await next();
  const https = new URL(c.req.url).protocol === "https:";
  for (const [name, value] of Object.entries({ ...baselineSecurityHeaders({ https }), ...PRIVATE_HEADERS })) c.header(name, value);
});

async function answerCalendar(c: { env: Env; req: { url: string } }, target: ExportTarget, file: string): Promise<Response> {
  const notFound = () => new Response("Not found.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const room = getRoom(target.roomId);
  if (!room || !file.endsWith(".ics")) return notFound();
  const secret = calendarFeedSecret(c.env, new URL(c.req.url));
  if (!secret.ok) {
    // The setting is named in the log and on the console's settings list, never to the caller.
    console.error(`calendar export unavailable: ${secret.problem}`);
    return new Response("Calendar unavailable.\n", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const db = c.env.DB;
  const [version, feed] = await Promise.all([
    roomExportVersion(db, room.id),
    target.feedId === undefined
      ? Promise.resolve(null)
      : db.prepare("SELECT id FROM calendar_feeds WHERE id = ? AND room_id = ?").bind(target.feedId, room.id).first<{ id: string }>(),
  ]);
  const valid = await isExportToken(secret.secret, target, version, file.slice(0, -".ics".length));
  if (!valid || (target.feedId !== undefined && !feed)) return notFound();
  const now = new Date();
  const events = await roomExportEvents(db, {
    roomId: room.id,
    excludeFeedId: target.feedId,
    host: calendarSiteOrigin(c.env).hostname,
    today: resortTodayIso(now),
  });
  return new Response(roomCalendarText(room, events, now), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}

calendarExports.get("/:roomId/:file", (c) => answerCalendar(c, { roomId: c.req.param("roomId") }, c.req.param("file")));

calendarExports.get("/:roomId/:feedId/:file", (c) =>
  answerCalendar(c, { roomId: c.req.param("roomId"), feedId: c.req.param("feedId") }, c.req.param("file")),
);

calendarExports.onError((error, c) => {
  // The path is the secret: the log names the failure only.
  console.error("calendar export failed", error instanceof Error ? error.name : "error");
  return c.text("Calendar unavailable.\n", 500);
});
