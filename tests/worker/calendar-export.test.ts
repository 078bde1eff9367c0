import { env, SELF } from "cloudflare:test";
import ICAL from "ical.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getRoom } from "~/catalogue/rooms";
import { addDays } from "~/domain/dates/dates";
import type { CalendarsView } from "~/domain/staff/channel-calendars";
import { createOrderOk, dateSpan, futureDate, itemsIn, postJson, verify } from "./payments-helpers";
import { devSignIn, ORIGIN, staffFetch, staffPost, unique } from "./staff-helpers";

/**
 * Each room's iCalendar export as a channel reads it (docs/decisions/086-calendar-export.md): the
 * body is parsed by ical.js, an independent parser, and every event's dates, UID and summary are
 * checked, with the text's own form (CRLF, lines of at most 75 octets).
 */

const span = dateSpan(600, 640);
const { roomItem } = itemsIn(span);

type ParsedEvent = { uid: string; start: string; end: string; summary: string; allDay: boolean };

async function sandboxPaid(orderId: string) {
  const pay = (await (await postJson("/api/payments/sandbox/pay", { order_id: orderId })).json()) as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  const { json } = await verify(pay);
  expect(json.success, JSON.stringify(json)).toBe(true);
}

async function calendars(): Promise<CalendarsView> {
  const res = await staffFetch("/api/admin/calendars", { token: await devSignIn() });
  expect(res.status).toBe(200);
  return (await res.json()) as CalendarsView;
}

async function roomCalendar(roomId: string) {
  const room = (await calendars()).rooms.find((r) => r.roomId === roomId);
  if (!room) throw new Error(`no room ${roomId}`);
  return room;
}

/** GET an export URL from the Worker as a channel would (the Worker runs on a loopback host here). */
function fetchExport(url: string, init: RequestInit = {}) {
  const { pathname } = new URL(url);
  return SELF.fetch(`${ORIGIN}${pathname}`, init);
}

/** Checks the text's form, then reads it with ical.js. */
function parseCalendar(text: string): ParsedEvent[] {
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
  const lines = text.slice(0, -2).split("\r\n");
  for (const line of lines) expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    expect(component.getFirstPropertyValue("dtstamp")).toBeTruthy();
    return {
      uid: event.uid,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      summary: event.summary,
      allDay: event.startDate.isDate && event.endDate.isDate,
    };
  });
}

async function exportedEvents(url: string): Promise<{ text: string; events: ParsedEvent[] }> {
  const res = await fetchExport(url);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  const text = await res.text();
  return { text, events: parseCalendar(text) };
}

async function addFeed(roomId: string, label: string, url = `https://calendar.example.com/${unique("feed")}.ics`): Promise<string> {
  const res = await staffPost(`/api/admin/calendars/${roomId}/feeds`, { label, url }, { token: await devSignIn() });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function importEvent(feedId: string, roomId: string, uid: string, from: string, to: string) {
  await env.DB.prepare("INSERT INTO external_blocks (feed_id, uid, room_id, from_night, to_night) VALUES (?, ?, ?, ?, ?)")
    .bind(feedId, uid, roomId, from, to)
    .run();
}

async function staffBlock(roomId: string | null, from: string, to: string, id = unique("block_")): Promise<string> {
  await env.DB.prepare(
    "INSERT INTO calendar_blocks (id, room_id, from_night, to_night, reason, created_by, created_at) VALUES (?, ?, ?, ?, 'maintenance', ?, ?)",
  )
    .bind(id, roomId, from, to, "manager@kaivalyaretreat.com", new Date().toISOString())
    .run();
  return id;
}

/** A booking taken by phone as staff record it: no online payment, its nights sold. */
async function recordedBooking(roomId: string, from: string, nights: number): Promise<string> {
  const orderId = unique("order_rec");
  const now = new Date().toISOString();
  const to = addDays(from, nights);
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO bookings (order_id, receipt, mode, source, status, amount_paise, guest_name, guest_email, guest_phone, paid_at, created_at, updated_at)
       VALUES (?, ?, 'sandbox', 'phone', 'paid', 0, 'Ravi Kumar', 'ravi.kumar@example.com', '+91 94470 55555', ?, ?, ?)`,
    ).bind(orderId, unique("rcpt_"), now, now, now),
    env.DB.prepare(
      `INSERT INTO booking_lines (order_id, position, kind, product_id, name, description, start_date, end_date, nights, guests, quantity, currency, unit_rate_cents, price_cents)
       VALUES (?, 0, 'room', ?, 'Room', 'Room stay', ?, ?, ?, 2, 1, 'EUR', 25000, ?)`,
    ).bind(orderId, roomId, from, to, nights, 25000 * nights),
    ...Array.from({ length: nights }, (_, i) =>
      env.DB.prepare("INSERT INTO room_nights (room_id, night, order_id, position, state) VALUES (?, ?, ?, 0, 'sold')").bind(
        roomId,
        addDays(from, i),
        orderId,
      ),
    ),
  ]);
  return orderId;
}

const inSpan = (events: ParsedEvent[], first: string, last: string) => events.filter((e) => e.start >= first && e.start <= last);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a room's calendar export", () => {
  it("carries paid stays, recorded bookings, staff blocks and imported events as all-day events, never unpaid holds or personal data", async () => {
    const roomId = "sunrise";
    const paidItem = roomItem(roomId, { nights: 3 });
    const { order: paid } = await createOrderOk([paidItem]);
    await sandboxPaid(paid.id);
    const heldItem = roomItem(roomId, { nights: 2 });
    const { order: held } = await createOrderOk([heldItem]);
    const recordedFrom = span.take(roomId, 2);
    const recorded = await recordedBooking(roomId, recordedFrom, 2);
    const blockFrom = span.take(roomId, 2);
    // A long id makes a UID line longer than 75 octets, so the folding is seen and read back.
    const blockId = await staffBlock(roomId, blockFrom, addDays(blockFrom, 2), `block_${"b".repeat(48)}${unique("")}`);
    // The whole resort's closing shows in every room's calendar: after the span the rooms' tests use.
    const closedFrom = futureDate(641);
    const closedId = await staffBlock(null, closedFrom, addDays(closedFrom, 1));
    const feedId = await addFeed(roomId, "Airbnb");
    const importedFrom = span.take(roomId, 4);
    await importEvent(feedId, roomId, "1418fb94e984-abcdef@airbnb.com", importedFrom, addDays(importedFrom, 4));

    const room = await roomCalendar(roomId);
    const { text, events } = await exportedEvents(room.exportUrl);
    const mine = inSpan(events, futureDate(600), futureDate(641));

    expect(text).toMatch(/\r\n /); // at least one line was folded
    expect(mine).toEqual([
      {
        uid: expect.stringMatching(/^booking-[0-9a-f]{32}@www\.kaivalyaretreat\.com$/),
        start: paidItem.startDate,
        end: paidItem.endDate,
        summary: "Booked",
        allDay: true,
      },
      {
        uid: expect.stringMatching(/^booking-[0-9a-f]{32}@/),
        start: recordedFrom,
        end: addDays(recordedFrom, 2),
        summary: "Booked",
        allDay: true,
      },
      {
        uid: `block-${blockId}@www.kaivalyaretreat.com`,
        start: blockFrom,
        end: addDays(blockFrom, 2),
        summary: "Not available",
        allDay: true,
      },
      {
        uid: expect.stringMatching(/^channel-[0-9a-f]{32}@/),
        start: importedFrom,
        end: addDays(importedFrom, 4),
        summary: "Not available",
        allDay: true,
      },
      {
        uid: `block-${closedId}@www.kaivalyaretreat.com`,
        start: closedFrom,
        end: addDays(closedFrom, 1),
        summary: "Not available",
        allDay: true,
      },
    ]);
    expect(events.some((e) => e.start === heldItem.startDate)).toBe(false);
    expect(text.split("\r\n").filter((line) => line.startsWith("DTSTART"))).toContain(
      `DTSTART;VALUE=DATE:${paidItem.startDate.replace(/-/g, "")}`,
    );
    for (const secret of ["Asha", "Menon", "Ravi", "Kumar", "@example.com", "98470", "94470", paid.id, held.id, recorded, "airbnb.com"]) {
      expect(text).not.toContain(secret);
    }

    // The same stays keep their UIDs from one read to the next, whatever else is added.
    const laterFrom = span.take(roomId, 1);
    await staffBlock(roomId, laterFrom, addDays(laterFrom, 1));
    const again = inSpan((await exportedEvents(room.exportUrl)).events, futureDate(600), futureDate(641));
    expect(again.map((e) => e.uid)).toEqual(expect.arrayContaining(mine.map((e) => e.uid)));
  });

  it("given to one channel, carries everything but that channel's own events", async () => {
    const roomId = "forest";
    const airbnb = await addFeed(roomId, "Airbnb");
    const booking = await addFeed(roomId, "Booking.com");
    const airbnbFrom = span.take(roomId, 3);
    const bookingFrom = span.take(roomId, 2);
    await importEvent(airbnb, roomId, "airbnb-1", airbnbFrom, addDays(airbnbFrom, 3));
    await importEvent(booking, roomId, "booking-1", bookingFrom, addDays(bookingFrom, 2));
    const blockFrom = span.take(roomId, 1);
    await staffBlock(roomId, blockFrom, addDays(blockFrom, 1));

    const room = await roomCalendar(roomId);
    const feedUrl = (id: string) => room.feeds.find((f) => f.id === id)?.exportUrl as string;
    const starts = async (url: string) =>
      inSpan((await exportedEvents(url)).events, futureDate(600), futureDate(640))
        .map((e) => e.start)
        .sort();

    expect(await starts(room.exportUrl)).toEqual([airbnbFrom, bookingFrom, blockFrom].sort());
    expect(await starts(feedUrl(airbnb))).toEqual([bookingFrom, blockFrom].sort());
    expect(await starts(feedUrl(booking))).toEqual([airbnbFrom, blockFrom].sort());
  });

  it("answers a plain 404 to a wrong token, room or channel, and to a removed channel's URL", async () => {
    const roomId = "lilybeth";
    const feedId = await addFeed(roomId, "Vrbo");
    const room = await roomCalendar(roomId);
    const other = await roomCalendar("secret-garden");
    const feedUrl = room.feeds.find((f) => f.id === feedId)?.exportUrl as string;
    const roomPath = new URL(room.exportUrl).pathname;
    const token = roomPath.split("/").at(-1) as string;
    const flipped = `${token[0] === "A" ? "B" : "A"}${token.slice(1)}`;

    const wrong = [
      `/calendars/${roomId}/${flipped}`,
      `/calendars/${roomId}/${token.slice(0, -4)}`, // without .ics
      `/calendars/secret-garden/${token}`,
      `/calendars/no-such-room/${token}`,
      `/calendars/${roomId}/${new URL(other.exportUrl).pathname.split("/").at(-1)}`,
      `/calendars/${roomId}/${feedId}/${token}`, // the room's token on the channel's path
      `/calendars/${roomId}/${crypto.randomUUID()}/${new URL(feedUrl).pathname.split("/").at(-1)}`,
    ];
    for (const path of wrong) {
      const res = await SELF.fetch(`${ORIGIN}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(await res.text()).toBe("Not found.\n");
    }
    expect((await fetchExport(room.exportUrl)).status).toBe(200);
    expect((await fetchExport(feedUrl)).status).toBe(200);

    const removed = await staffFetch(`/api/admin/calendars/feeds/${feedId}`, { method: "DELETE", token: await devSignIn() });
    expect(removed.status).toBe(200);
    expect((await fetchExport(feedUrl)).status).toBe(404);
  });

  it("stops answering every old URL of a room once it is rotated", async () => {
    const roomId = "tranquility";
    const feedId = await addFeed(roomId, "Airbnb");
    const before = await roomCalendar(roomId);
    const oldFeedUrl = before.feeds.find((f) => f.id === feedId)?.exportUrl as string;
    expect((await fetchExport(before.exportUrl)).status).toBe(200);

    const res = await staffPost(`/api/admin/calendars/${roomId}/rotate`, {}, { token: await devSignIn() });
    expect(res.status).toBe(200);
    const rotated = (await res.json()) as { roomId: string; exportUrl: string };
    expect(rotated.roomId).toBe(roomId);
    expect(rotated.exportUrl).not.toBe(before.exportUrl);

    expect((await fetchExport(before.exportUrl)).status).toBe(404);
    expect((await fetchExport(oldFeedUrl)).status).toBe(404);
    const after = await roomCalendar(roomId);
    expect(after.exportUrl).toBe(rotated.exportUrl);
    expect((await fetchExport(after.exportUrl)).status).toBe(200);
    expect((await fetchExport(after.feeds.find((f) => f.id === feedId)?.exportUrl as string)).status).toBe(200);
  });

  it("answers HEAD like GET, without a body", async () => {
    const room = await roomCalendar("stoneage");
    const res = await fetchExport(room.exportUrl, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(await res.text()).toBe("");
  });

  it("is off (503) on a public host without CALENDAR_FEED_SECRET, and says why only in the log", async () => {
    const room = await roomCalendar("stoneage");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await SELF.fetch(`https://kaivalya.test${new URL(room.exportUrl).pathname}`);
    expect(res.status).toBe(503);
    expect(await res.text()).toBe("Calendar unavailable.\n");
    expect(logged).toHaveBeenCalledWith("calendar export unavailable: CALENDAR_FEED_SECRET is not set.");
  });

  it("never writes the URL or its token to the log", async () => {
    const logs = ["log", "info", "warn", "error", "debug"].map((level) =>
      vi.spyOn(console, level as "log").mockImplementation(() => undefined),
    );
    const channelUrl = `https://calendar.example.com/${unique("private")}.ics?s=secret`;
    const feedId = await addFeed("sanctum-sanctorium", "Airbnb", channelUrl);
    const room = await roomCalendar("sanctum-sanctorium");
    await fetchExport(room.exportUrl);
    await fetchExport(room.feeds.find((f) => f.id === feedId)?.exportUrl as string);
    await SELF.fetch(`${ORIGIN}${new URL(room.exportUrl).pathname.replace(/.\.ics$/, "x.ics")}`);
    const written = logs.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(" "))).join("\n");
    // The audit's own log line is seen, so the spies do catch the Worker's logging.
    expect(written).toContain("staff action calendar.feed_add");
    const tokens = [room.exportUrl, ...room.feeds.map((f) => f.exportUrl)].map((url) => new URL(url).pathname.split("/").at(-1));
    for (const secret of [channelUrl, "private", ...tokens]) expect(written).not.toContain(secret);
  });
});

describe("the calendar's name", () => {
  it("is the room's", async () => {
    const room = await roomCalendar("secret-garden");
    const { text } = await exportedEvents(room.exportUrl);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`Kaivalya ${getRoom("secret-garden")?.name}`);
  });
});
