import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { rooms } from "~/catalogue/rooms";
import { MAX_FEEDS_PER_ROOM, type CalendarsView } from "~/domain/staff/channel-calendars";
import { auditRows, devSignIn, staffFetch, staffPost, unique } from "./staff-helpers";

/**
 * The channels' calendars in the staff console's API: GET /api/admin/calendars, adding and
 * removing a channel's calendar, rotating a room's export URLs. Shapes exactly as the contract
 * says; every change audited, without the channel's URL.
 */

const channelUrl = () => `https://www.airbnb.com/calendar/ical/${unique("")}.ics?s=${unique("s")}`;

async function view(token: string): Promise<CalendarsView> {
  const res = await staffFetch("/api/admin/calendars", { token });
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  return (await res.json()) as CalendarsView;
}

const EXPORT_URL = /^https:\/\/www\.kaivalyaretreat\.com\/calendars\/[a-z-]+\/([0-9a-f-]{36}\/)?[A-Za-z0-9_-]{43}\.ics$/;

describe("GET /api/admin/calendars", () => {
  it("lists every room with its absolute export URL and its channel calendars, in the contract's shape", async () => {
    const token = await devSignIn();
    const url = channelUrl();
    const added = await staffPost("/api/admin/calendars/lavender-loft/feeds", { label: "Airbnb", url }, { token });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: string };
    await env.DB.prepare("UPDATE calendar_feeds SET last_success_at = ?, last_error = ? WHERE id = ?")
      .bind("2026-11-25T10:00:00.000Z", "HTTP 503 from the channel", id)
      .run();

    const body = await view(token);
    expect(Object.keys(body)).toEqual(["rooms"]);
    expect(body.rooms.map((room) => room.roomId)).toEqual(rooms.map((room) => room.id));
    for (const room of body.rooms) {
      expect(Object.keys(room)).toEqual(["roomId", "exportUrl", "feeds"]);
      expect(room.exportUrl).toMatch(EXPORT_URL);
    }
    const feed = body.rooms.find((room) => room.roomId === "lavender-loft")?.feeds.find((f) => f.id === id);
    expect(feed).toEqual({
      id,
      label: "Airbnb",
      url,
      exportUrl: expect.stringMatching(EXPORT_URL),
      lastSyncedAt: "2026-11-25T10:00:00.000Z",
      lastError: "HTTP 503 from the channel",
    });
    expect(Object.keys(feed ?? {})).toEqual(["id", "label", "url", "exportUrl", "lastSyncedAt", "lastError"]);
    expect(feed?.exportUrl).toContain(`/calendars/lavender-loft/${id}/`);
  });

  it("builds the URLs on the site's address, whatever Host the request names", async () => {
    const token = await devSignIn();
    const res = await staffFetch("/api/admin/calendars", { token, headers: { "X-Forwarded-Host": "evil.example" } });
    const body = (await res.json()) as CalendarsView;
    for (const room of body.rooms) expect(new URL(room.exportUrl).origin).toBe("https://www.kaivalyaretreat.com");
  });

  it("is staff only", async () => {
    expect((await staffFetch("/api/admin/calendars")).status).toBe(403);
    expect((await staffPost("/api/admin/calendars/sunrise/feeds", { label: "Airbnb", url: channelUrl() })).status).toBe(403);
    expect((await staffPost("/api/admin/calendars/sunrise/rotate", {})).status).toBe(403);
    expect((await staffFetch(`/api/admin/calendars/feeds/${crypto.randomUUID()}`, { method: "DELETE" })).status).toBe(403);
    // A change needs the console's own Origin, even signed in.
    const token = await devSignIn();
    expect((await staffPost("/api/admin/calendars/sunrise/rotate", {}, { token, origin: "https://evil.example" })).status).toBe(403);
  });
});

describe("POST /api/admin/calendars/:roomId/feeds", () => {
  it("adds a channel's calendar: 201 { id }, audited with the room and label but never the URL", async () => {
    const token = await devSignIn();
    const url = channelUrl();
    const res = await staffPost("/api/admin/calendars/sunrise/feeds", { label: "  Booking.com ", url }, { token });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string };
    expect(Object.keys(body)).toEqual(["id"]);
    const row = await env.DB.prepare("SELECT room_id, label, url, created_by FROM calendar_feeds WHERE id = ?").bind(body.id).first();
    expect(row).toEqual({ room_id: "sunrise", label: "Booking.com", url, created_by: "frontdesk@kaivalyaretreat.com" });
    const audit = await auditRows(body.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: "calendar.feed_add",
        staff_email: "frontdesk@kaivalyaretreat.com",
        reason: "sunrise: Booking.com",
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(new URL(url).pathname);
  });

  it("refuses a room that does not exist (404) and input it cannot use (422, naming the field)", async () => {
    const token = await devSignIn();
    const post = (roomId: string, body: unknown) => staffPost(`/api/admin/calendars/${roomId}/feeds`, body, { token });

    const unknown = await post("no-such-room", { label: "Airbnb", url: channelUrl() });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "There is no room with this id." });

    const cases: [unknown, string, string][] = [
      [{ label: "", url: channelUrl() }, "label", "Give the calendar a name, e.g. Airbnb."],
      [{ label: "x".repeat(61), url: channelUrl() }, "label", "Keep the name to 60 characters."],
      [{ label: "Airbnb" }, "url", "Paste the calendar's address from the channel."],
      [{ label: "Airbnb", url: "not a url" }, "url", "Enter the calendar's full address, starting with https://."],
      [{ label: "Airbnb", url: "http://calendar.example.com/feed.ics" }, "url", "The calendar's address must start with https://."],
    ];
    for (const [body, field, message] of cases) {
      const res = await post("sunrise", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const json = (await res.json()) as { error: string; fieldErrors: Record<string, string[]> };
      expect(json.fieldErrors[field]).toEqual([message]);
      expect(json.error).toContain(message);
    }
    expect((await post("sunrise", "{not json")).status).toBe(400);
    const notJson = await staffFetch("/api/admin/calendars/sunrise/feeds", { token, method: "POST", body: "label=Airbnb" });
    expect(notJson.status).toBe(415);
  });

  it("takes a plain-http calendar on this machine while the site runs here (the tests' own host is loopback)", async () => {
    const token = await devSignIn();
    const res = await staffPost(
      "/api/admin/calendars/sunrise/feeds",
      { label: "Fake channel", url: `http://127.0.0.1:9/${unique("c")}.ics` },
      { token },
    );
    expect(res.status).toBe(201);
  });

  it("adds the same calendar to a room once, however many requests race (409 for the others)", async () => {
    const token = await devSignIn();
    const url = channelUrl();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => staffPost("/api/admin/calendars/secret-garden/feeds", { label: "Vrbo", url }, { token })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = answers.find((res) => res.status === 409) as Response;
    expect(await refused.json()).toEqual({ error: "Secret Garden already imports this calendar." });
    const { results } = await env.DB.prepare("SELECT id FROM calendar_feeds WHERE url = ?").bind(url).all<{ id: string }>();
    expect(results).toHaveLength(1);
    expect(await auditRows(results[0]?.id as string)).toHaveLength(1);
    // The same address written differently is the same calendar.
    const shouted = url.replace("https://www.airbnb.com", "HTTPS://WWW.AIRBNB.COM");
    expect((await staffPost("/api/admin/calendars/secret-garden/feeds", { label: "Vrbo", url: shouted }, { token })).status).toBe(409);
    // Another room may import it.
    expect((await staffPost("/api/admin/calendars/forest/feeds", { label: "Vrbo", url }, { token })).status).toBe(201);
  });

  it(`takes at most ${MAX_FEEDS_PER_ROOM} calendars per room`, async () => {
    const token = await devSignIn();
    const roomId = "stoneage";
    const { results } = await env.DB.prepare("SELECT id FROM calendar_feeds WHERE room_id = ?").bind(roomId).all();
    const ids: string[] = [];
    for (let i = results.length; i < MAX_FEEDS_PER_ROOM; i++) {
      const res = await staffPost(`/api/admin/calendars/${roomId}/feeds`, { label: `Channel ${i}`, url: channelUrl() }, { token });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    const full = await staffPost(`/api/admin/calendars/${roomId}/feeds`, { label: "One more", url: channelUrl() }, { token });
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({
      error: `Stoneage already imports ${MAX_FEEDS_PER_ROOM} calendars, the most a room may; remove one first.`,
    });
    for (const id of ids) await staffFetch(`/api/admin/calendars/feeds/${id}`, { method: "DELETE", token });
  });
});

describe("DELETE /api/admin/calendars/feeds/:id", () => {
  it("removes the calendar and its imported events, audited; a second delete is 404", async () => {
    const token = await devSignIn();
    const added = await staffPost("/api/admin/calendars/forest/feeds", { label: "Airbnb", url: channelUrl() }, { token });
    const { id } = (await added.json()) as { id: string };
    await env.DB.prepare(
      "INSERT INTO external_blocks (feed_id, uid, room_id, from_night, to_night) VALUES (?, 'u1', 'forest', '2027-01-01', '2027-01-03')",
    )
      .bind(id)
      .run();

    const res = await staffFetch(`/api/admin/calendars/feeds/${id}`, { method: "DELETE", token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM external_blocks WHERE feed_id = ?").bind(id).first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM calendar_feeds WHERE id = ?").bind(id).first("n")).toBe(0);
    expect((await auditRows(id)).map((row) => [row.action, row.reason])).toEqual([
      ["calendar.feed_add", "forest: Airbnb"],
      ["calendar.feed_delete", "forest: Airbnb"],
    ]);

    const again = await staffFetch(`/api/admin/calendars/feeds/${id}`, { method: "DELETE", token });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: "There is no channel calendar with this id." });
    expect(await auditRows(id)).toHaveLength(2);
  });
});

describe("POST /api/admin/calendars/:roomId/rotate", () => {
  it("gives the room a new export URL, audited; an unknown room is 404", async () => {
    const token = await devSignIn();
    const before = (await view(token)).rooms.find((room) => room.roomId === "sanctum-sanctorium")?.exportUrl;
    const res = await staffPost("/api/admin/calendars/sanctum-sanctorium/rotate", {}, { token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { roomId: string; exportUrl: string };
    expect(body).toEqual({ roomId: "sanctum-sanctorium", exportUrl: expect.stringMatching(EXPORT_URL) });
    expect(body.exportUrl).not.toBe(before);
    expect((await view(token)).rooms.find((room) => room.roomId === "sanctum-sanctorium")?.exportUrl).toBe(body.exportUrl);
    const audit = await auditRows("sanctum-sanctorium");
    expect(audit.at(-1)).toEqual(
      expect.objectContaining({ action: "calendar.export_rotate", staff_email: "frontdesk@kaivalyaretreat.com" }),
    );

    const unknown = await staffPost("/api/admin/calendars/no-such-room/rotate", {}, { token });
    expect(unknown.status).toBe(404);
  });
});
