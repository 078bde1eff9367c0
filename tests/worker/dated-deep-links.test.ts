import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getRetreat } from "~/catalogue/retreats";
import { getRoom } from "~/catalogue/rooms";
import { addDays, formatDateRange, formatDisplayDate } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { formatMoney } from "~/domain/money/money";

/**
 * Dated deep links (ADR 092) through the built Worker and a real local D1: the booking card filled
 * on the server with the stay, its total and the calendar's word on it; rendered live every time,
 * while the same page without the query stays in the edge page cache.
 */

const ORIGIN = "https://example.com";
const today = resortTodayIso();
const room = getRoom("sunrise")!;
const retreat = getRetreat("7-day-yoga-ayurveda")!;

async function get(path: string) {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  return { res, html: await res.text() };
}

/** The page as a reader sees its text: tags and React's text separators gone, entities as characters. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const inputValue = (html: string, suffix: string) => new RegExp(`<input[^>]*id="[^"]*-${suffix}"[^>]*value="([^"]*)"`).exec(html)?.[1];
const selectedGuests = (html: string) => /<option[^>]*value="(\d+)"[^>]*selected/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

/** Blocks a room's nights from `from` to the night before `to`, as the staff calendar does. */
async function blockRoom(roomId: string, from: string, to: string) {
  const id = `block_${crypto.randomUUID()}`;
  const nights = Array.from({ length: Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) }, (_, i) => addDays(from, i));
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO calendar_blocks (id, room_id, from_night, to_night, reason, created_by, created_at) VALUES (?, ?, ?, ?, 'maintenance', 'manager@kaivalyaretreat.com', ?)",
    ).bind(id, roomId, from, to, new Date().toISOString()),
    ...nights.map((night) =>
      env.DB.prepare("INSERT INTO room_nights (room_id, night, block_id, state) VALUES (?, ?, ?, 'blocked')").bind(roomId, night, id),
    ),
  ]);
}

/** Closes the whole resort for the nights from `from` to the night before `to`: no retreat place left. */
async function closeResort(from: string, to: string) {
  const id = `block_${crypto.randomUUID()}`;
  const nights = Array.from({ length: Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) }, (_, i) => addDays(from, i));
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO calendar_blocks (id, room_id, from_night, to_night, reason, created_by, created_at) VALUES (?, NULL, ?, ?, 'closed', 'manager@kaivalyaretreat.com', ?)",
    ).bind(id, from, to, new Date().toISOString()),
    ...nights.map((night) =>
      env.DB.prepare("INSERT INTO retreat_places (block_id, night, guests, capacity, state) VALUES (?, ?, 6, 6, 'blocked')").bind(
        id,
        night,
      ),
    ),
  ]);
}

async function untilHit(path: string) {
  for (let i = 0; i < 40; i++) {
    const { res } = await get(path);
    if (res.headers.get("X-Page-Cache") === "hit") return res;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${path} never came from the page cache`);
}

describe("a room's dated deep link", () => {
  const checkin = addDays(today, 30);
  const checkout = addDays(today, 33);
  const link = `/rooms/${room.id}?checkin=${checkin}&checkout=${checkout}&guests=2`;

  it("renders the card filled with the stay, its total and its availability, the canonical without the query", async () => {
    const { res, html } = await get(link);
    expect(res.status).toBe(200);
    expect(inputValue(html, "checkin")).toBe(checkin);
    expect(inputValue(html, "checkout")).toBe(checkout);
    expect(selectedGuests(html)).toBe("2");
    const text = visibleText(html);
    expect(text).toContain(`${formatMoney(room.price)} × 3 nights ${formatMoney(room.price * 3)}`);
    expect(text).toMatch(new RegExp(`Total ${formatMoney(room.price * 3)}`));
    expect(text).toContain("Available for these dates");
    expect(canonical(html)).toBe(`https://www.kaivalyaretreat.com/rooms/${room.id}`);
    // At the top of the page too, for a phone, where the card comes far below: a plain link to it.
    expect(text).toContain(`${formatDateRange(checkin, checkout)} · 2 guests · Total ${formatMoney(room.price * 3)} Book these dates`);
    expect(html).toMatch(/<a href="#book"[^>]*>Book these dates<\/a>/);
    expect(html).toMatch(/<aside id="book"/);
  });

  it("is rendered live every time and kept by no cache, while the plain page is a hit the second time", async () => {
    for (let i = 0; i < 3; i++) {
      const { res, html } = await get(link);
      expect(res.headers.get("X-Page-Cache")).toBeNull();
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(inputValue(html, "checkin")).toBe(checkin);
    }
    const plain = await get(`/rooms/${room.id}`);
    expect(plain.res.headers.get("X-Page-Cache")).toBe("miss");
    expect(plain.res.headers.get("Cache-Control")).toMatch(/s-maxage=\d+/);
    expect(inputValue(plain.html, "checkin")).toBe("");
    await untilHit(`/rooms/${room.id}`);
    // The stored page is never what a dated link gets.
    const after = await get(link);
    expect(after.res.headers.get("X-Page-Cache")).toBeNull();
    expect(inputValue(after.html, "checkin")).toBe(checkin);
  });

  it("never serves the dated page's data from the cache either", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await SELF.fetch(`${ORIGIN}/rooms/${room.id}.data?checkin=${checkin}&checkout=${checkout}&guests=2`);
      expect(res.headers.get("X-Page-Cache")).toBeNull();
      expect(await res.text()).toContain(checkin);
    }
  });

  it("says so when the nights are taken, and the next request sees the calendar as it is then", async () => {
    const from = addDays(today, 60);
    const dated = `/rooms/${room.id}?checkin=${from}&checkout=${addDays(from, 2)}&guests=1`;
    expect(visibleText((await get(dated)).html)).toContain("Available for these dates");
    await blockRoom(room.id, addDays(from, 1), addDays(from, 3));
    const { res, html } = await get(dated);
    expect(res.status).toBe(200);
    const text = visibleText(html);
    expect(text).toContain(`Already booked on the night of ${formatDisplayDate(addDays(from, 1))}. Please choose other dates.`);
    expect(text).not.toContain("Available for these dates");
    // The total is still shown for the dates asked for.
    expect(text).toContain(`Total ${formatMoney(room.price * 2)}`);
  });

  it.each([
    ["a malformed date", "checkin=2027-13-01&checkout=2027-13-04"],
    ["a check-in in the past", `checkin=${addDays(today, -1)}&checkout=${addDays(today, 2)}`],
    ["a check-in beyond two years", `checkin=${addDays(today, 800)}&checkout=${addDays(today, 802)}`],
    ["check-out before check-in", `checkin=${addDays(today, 10)}&checkout=${addDays(today, 8)}`],
    ["too many guests", `checkin=${addDays(today, 10)}&checkout=${addDays(today, 12)}&guests=9`],
    ["a guests value that is not a number", `checkin=${addDays(today, 10)}&checkout=${addDays(today, 12)}&guests=two`],
    ["only unknown keys' look-alikes", `checkIn=${addDays(today, 10)}&check_out=${addDays(today, 12)}&guests=`],
  ])("falls back to the empty card for %s, never an error page", async (_, query) => {
    const { res, html } = await get(`/rooms/${room.id}?${query}`);
    expect(res.status).toBe(200);
    expect(inputValue(html, "checkin")).toBe("");
    expect(inputValue(html, "checkout")).toBe("");
    expect(selectedGuests(html)).toBe("1");
    expect(visibleText(html)).not.toContain("Total");
    expect(canonical(html)).toBe(`https://www.kaivalyaretreat.com/rooms/${room.id}`);
  });

  it("keeps a page whose query has none of the link's parameters in the cache, as before", async () => {
    await untilHit(`/rooms/${room.id}?utm_source=hotel-center`);
  });

  it("is still a 404 for a room that does not exist", async () => {
    const { res } = await get(`/rooms/no-such-room?checkin=${checkin}&checkout=${checkout}`);
    expect(res.status).toBe(404);
  });
});

describe("a retreat's dated deep link", () => {
  const days = 7;
  const checkin = addDays(today, 45);

  it("renders the card with check-out the retreat's days later, the participants and the total", async () => {
    const { res, html } = await get(`/retreats/${retreat.id}?checkin=${checkin}&guests=3`);
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Page-Cache")).toBeNull();
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(inputValue(html, "checkin")).toBe(checkin);
    expect(inputValue(html, "checkout")).toBe(addDays(checkin, days));
    expect(selectedGuests(html)).toBe("3");
    const text = visibleText(html);
    expect(text).toContain(`Total ${formatMoney(retreat.price * 3)}`);
    expect(text).toContain("Available for these dates");
    expect(canonical(html)).toBe(`https://www.kaivalyaretreat.com/retreats/${retreat.id}`);
  });

  it("says so when no place is left on its nights", async () => {
    const from = addDays(today, 90);
    await closeResort(addDays(from, 2), addDays(from, 3));
    const text = visibleText((await get(`/retreats/${retreat.id}?checkin=${from}&guests=2`)).html);
    expect(text).toContain("No retreat places are left for these dates");
    expect(text).not.toContain("Available for these dates");
  });

  it("falls back to the empty card for a check-out that is not the retreat's days later", async () => {
    const { res, html } = await get(`/retreats/${retreat.id}?checkin=${checkin}&checkout=${addDays(checkin, 3)}&guests=2`);
    expect(res.status).toBe(200);
    expect(inputValue(html, "checkin")).toBe("");
  });
});
