import { describe, expect, it } from "vitest";
import { calendarFeedSecret, calendarSiteOrigin, exportToken, exportUrl, isExportToken } from "./export-links";

const SECRET = "a-calendar-feed-secret-of-32-characters";
const room = { roomId: "sunrise" };
const feed = { roomId: "sunrise", feedId: "6f1c2b8e-8d4a-4c47-9a53-0d1f2e3a4b5c" };

describe("export tokens", () => {
  it("are 256-bit base64url HMACs, stable for the same room and version", async () => {
    const token = await exportToken(SECRET, room, 1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await exportToken(SECRET, room, 1)).toBe(token);
  });

  it("differ per room, per channel, per version and per secret", async () => {
    const tokens = await Promise.all([
      exportToken(SECRET, room, 1),
      exportToken(SECRET, { roomId: "forest" }, 1),
      exportToken(SECRET, feed, 1),
      exportToken(SECRET, { ...feed, feedId: "another-feed-id" }, 1),
      exportToken(SECRET, room, 2),
      exportToken(`${SECRET}!`, room, 1),
    ]);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("are accepted only for their own target and version", async () => {
    const token = await exportToken(SECRET, feed, 3);
    expect(await isExportToken(SECRET, feed, 3, token)).toBe(true);
    expect(await isExportToken(SECRET, feed, 2, token)).toBe(false);
    expect(await isExportToken(SECRET, room, 3, token)).toBe(false);
    expect(await isExportToken(`${SECRET}!`, feed, 3, token)).toBe(false);
    expect(await isExportToken(SECRET, feed, 3, token.slice(0, -1))).toBe(false);
    expect(await isExportToken(SECRET, feed, 3, `${token}A`)).toBe(false);
    expect(await isExportToken(SECRET, feed, 3, "")).toBe(false);
    expect(await isExportToken(SECRET, feed, 3, "not base64url!")).toBe(false);
  });
});

describe("export URLs", () => {
  it("are built on SITE_URL, else the site's own address, never on a request's host", async () => {
    const token = await exportToken(SECRET, room, 1);
    expect(await exportUrl({}, SECRET, room, 1)).toBe(`https://www.kaivalyaretreat.com/calendars/sunrise/${token}.ics`);
    expect(await exportUrl({ SITE_URL: "https://staging.example.com/some/path" }, SECRET, feed, 1)).toBe(
      `https://staging.example.com/calendars/sunrise/${feed.feedId}/${await exportToken(SECRET, feed, 1)}.ics`,
    );
    expect(calendarSiteOrigin({ SITE_URL: "javascript:alert(1)" }).href).toBe("https://www.kaivalyaretreat.com/");
  });
});

describe("the secret", () => {
  it("is CALENDAR_FEED_SECRET wherever the site runs", () => {
    expect(calendarFeedSecret({ CALENDAR_FEED_SECRET: ` ${SECRET} ` }, new URL("https://www.kaivalyaretreat.com/"))).toEqual({
      ok: true,
      secret: SECRET,
    });
  });

  it("has a stand-in on this machine only, and a problem named elsewhere", () => {
    const local = calendarFeedSecret({}, new URL("http://127.0.0.1:8788/calendars"));
    expect(local.ok).toBe(true);
    expect(calendarFeedSecret({}, new URL("http://localhost:5173/"))).toEqual(local);
    expect(calendarFeedSecret({}, new URL("https://preview.example.dev/"))).toEqual({
      ok: false,
      problem: "CALENDAR_FEED_SECRET is not set.",
    });
    expect(calendarFeedSecret({ CALENDAR_FEED_SECRET: "short" }, new URL("http://localhost/"))).toEqual({
      ok: false,
      problem: "CALENDAR_FEED_SECRET is shorter than 32 characters.",
    });
  });
});
