import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { retreats } from "~/catalogue/retreats";
import { retreatsDe } from "~/catalogue/retreats.de";
import { rooms } from "~/catalogue/rooms";
import { roomsDe } from "~/catalogue/rooms.de";
import { retreatDays } from "~/catalogue/retreats";
import { addDays, formatDateRange, formatDisplayDate } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { formatMoney } from "~/domain/money/money";

/**
 * The room and retreat pages in German, through the built Worker and a real local D1: every room
 * and retreat in its German words, and a dated deep link (ADR 092) under /de with its card filled
 * in German, its total in German money, and the calendar's refusal in German.
 */

const ORIGIN = "https://example.com";
const today = resortTodayIso();
const de = (amount: number) => formatMoney(amount, "EUR", { locale: "de" });

async function get(path: string) {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  return { res, html: await res.text() };
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/**
 * The page as a reader sees its text: tags and React's text separators gone, entities as
 * characters, and the no-break space of German money ('250\u00a0€') kept.
 */
function visibleText(html: string): string {
  return decode(
    html
      .slice(html.indexOf("<body"))
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/[ \t\r\n]+/g, " "),
  );
}

const langOf = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const inputValue = (html: string, suffix: string) => new RegExp(`<input[^>]*id="[^"]*-${suffix}"[^>]*value="([^"]*)"`).exec(html)?.[1];
const selectedGuests = (html: string) => /<option[^>]*value="(\d+)"[^>]*selected/.exec(html)?.[1];
const options = (html: string) => [...html.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);

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

describe("every room in German", () => {
  it.each(rooms.map((room) => [room.id]))("/de/rooms/%s: German page, German copy, German card", async (id) => {
    const room = rooms.find((r) => r.id === id)!;
    const copy = roomsDe[id]!;
    const { res, html } = await get(`/de/rooms/${id}`);
    expect(res.status).toBe(200);
    expect(langOf(html)).toBe("de");
    expect(titleOf(html)).toBe(`${room.name} | Zimmer | Kaivalya Ayurveda Retreat`);
    const text = visibleText(html);
    expect(text).toContain(copy.fullDescription.split("\n\n")[0]);
    for (const heading of ["Signaturdüfte", "Aussicht", "Vastu und Energiefluss", "Ausstattung und Komfort", "Passende Retreats"])
      expect(text).toContain(heading);
    expect(text).toContain(`${de(room.price)} pro Nacht`);
    expect(text).toContain("Ihren Aufenthalt buchen");
    expect(text).toContain("Höchstens 4 Gäste");
    expect(options(html)).toEqual(["1 Gast", "2 Gäste", "3 Gäste", "4 Gäste"]);
    expect(text).toContain("In den Warenkorb");
    // Links stay in the German edition.
    expect(html).toContain('href="/de/rooms"');
    expect(html).toContain('href="/de/contact"');
    expect(html).toMatch(/href="\/de\/retreats\/[^"]+"/);
    for (const english of ["Book Your Stay", "per night", "Add to Cart", "Maximum 4 guests", "Signature Scents", "Check-in"])
      expect(text, english).not.toContain(english);
  });
});

describe("every retreat in German", () => {
  it.each(retreats.map((retreat) => [retreat.id]))("/de/retreats/%s: German page, German copy, German card", async (id) => {
    const retreat = retreats.find((r) => r.id === id)!;
    const copy = retreatsDe[id]!;
    const { res, html } = await get(`/de/retreats/${id}`);
    expect(res.status).toBe(200);
    expect(langOf(html)).toBe("de");
    expect(titleOf(html)).toBe(`${retreat.title} | ${copy.duration} | Kaivalya Ayurveda Retreat`);
    const text = visibleText(html);
    expect(text).toContain(copy.fullDescription.split("\n\n")[0]);
    for (const heading of ["Ihre Reise im Überblick", "Der Ablauf", "Im Preis enthalten", "Ihre Reise reservieren", "Ihre Reisedaten"])
      expect(text).toContain(heading);
    expect(text).toContain(`${de(retreat.price)} pro Person`);
    expect(text).toContain("Noch nicht gewählt");
    const days = retreatDays(retreat);
    if (days !== null) expect(text).toContain(`Die Abreise folgt automatisch ${days} Tage nach der Anreise.`);
    expect(options(html)[0]).toBe("1 Person");
    for (const english of ["Reserve your journey", "Select Your Dates", "per person", "Add to Cart", "Daily Itinerary", "Day 1"])
      expect(text, english).not.toContain(english);
  });

  it("an unknown retreat or room under /de is a German 404", async () => {
    const retreat = await get("/de/retreats/no-such-retreat");
    expect(retreat.res.status).toBe(404);
    expect(visibleText(retreat.html)).toContain("Retreat nicht gefunden");
    const room = await get("/de/rooms/no-such-room");
    expect(room.res.status).toBe(404);
    expect(visibleText(room.html)).toContain("Zimmer nicht gefunden");
  });
});

describe("a dated deep link in German", () => {
  const room = rooms.find((r) => r.id === "sunrise")!;
  const retreat = retreats.find((r) => r.id === "7-day-yoga-ayurveda")!;

  it("fills a room's card in German with the stay, its total and its availability", async () => {
    const checkin = addDays(today, 31);
    const checkout = addDays(checkin, 3);
    const { res, html } = await get(`/de/rooms/${room.id}?checkin=${checkin}&checkout=${checkout}&guests=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(langOf(html)).toBe("de");
    expect(inputValue(html, "checkin")).toBe(checkin);
    expect(inputValue(html, "checkout")).toBe(checkout);
    expect(selectedGuests(html)).toBe("2");
    const text = visibleText(html);
    expect(text).toContain(`Ihr Aufenthalt Zeitraum ${formatDateRange(checkin, checkout, "de")}`);
    expect(text).toContain(`${de(room.price)} × 3 Nächte ${de(room.price * 3)}`);
    expect(text).toContain(`Gesamt ${de(room.price * 3)}`);
    expect(text).toContain("Zu diesen Daten verfügbar");
    expect(text).toContain(`${formatDateRange(checkin, checkout, "de")} · 2 Gäste · Gesamt ${de(room.price * 3)} Diese Daten buchen`);
    expect(text).not.toContain("Available for these dates");
    expect(text).not.toContain("Total");
  });

  it("says in German that a room's nights are taken", async () => {
    const from = addDays(today, 61);
    await blockRoom(room.id, addDays(from, 1), addDays(from, 3));
    const { res, html } = await get(`/de/rooms/${room.id}?checkin=${from}&checkout=${addDays(from, 2)}&guests=1`);
    expect(res.status).toBe(200);
    const text = visibleText(html);
    const taken = `Bereits belegt in der Nacht vom ${formatDisplayDate(addDays(from, 1), "de")}. Bitte wählen Sie andere Daten.`;
    // In the card and in the line at the top of the page.
    expect(text.split(taken).length - 1).toBe(2);
    expect(text).toContain(`Gesamt ${de(room.price * 2)}`);
    expect(text).not.toContain("Zu diesen Daten verfügbar");
    expect(text).not.toContain("Already booked");
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it("fills a retreat's card in German, check-out its days later", async () => {
    const checkin = addDays(today, 46);
    const { res, html } = await get(`/de/retreats/${retreat.id}?checkin=${checkin}&guests=3`);
    expect(res.status).toBe(200);
    expect(inputValue(html, "checkin")).toBe(checkin);
    expect(inputValue(html, "checkout")).toBe(addDays(checkin, 7));
    expect(selectedGuests(html)).toBe("3");
    const text = visibleText(html);
    expect(text).toContain(`${de(retreat.price)} × 3 Personen ${de(retreat.price * 3)}`);
    expect(text).toContain(`Dauer 7 Tage`);
    expect(text).toContain(`Gesamt ${de(retreat.price * 3)}`);
    expect(text).toContain("Zu diesen Daten verfügbar");
  });

  it("says in German that no retreat place is left", async () => {
    const from = addDays(today, 91);
    await closeResort(addDays(from, 2), addDays(from, 3));
    const text = visibleText((await get(`/de/retreats/${retreat.id}?checkin=${from}&guests=2`)).html);
    expect(text).toContain("Für diese Daten ist kein Retreat-Platz mehr frei");
    expect(text).not.toContain("No retreat places");
  });

  it.each([
    ["a malformed date", "checkin=2027-13-01&checkout=2027-13-04"],
    ["a check-in in the past", `checkin=${addDays(today, -1)}&checkout=${addDays(today, 2)}`],
    ["check-out before check-in", `checkin=${addDays(today, 10)}&checkout=${addDays(today, 8)}`],
    ["too many guests", `checkin=${addDays(today, 10)}&checkout=${addDays(today, 12)}&guests=9`],
  ])("falls back to the empty German card for %s", async (_, query) => {
    const { res, html } = await get(`/de/rooms/${room.id}?${query}`);
    expect(res.status).toBe(200);
    expect(langOf(html)).toBe("de");
    expect(inputValue(html, "checkin")).toBe("");
    expect(inputValue(html, "checkout")).toBe("");
    expect(selectedGuests(html)).toBe("1");
    const text = visibleText(html);
    expect(text).not.toContain("Gesamt");
    expect(text).toContain("Ihren Aufenthalt buchen");
  });

  it("falls back to the empty German card for a retreat check-out that is not its days later", async () => {
    const checkin = addDays(today, 46);
    const { res, html } = await get(`/de/retreats/${retreat.id}?checkin=${checkin}&checkout=${addDays(checkin, 3)}&guests=2`);
    expect(res.status).toBe(200);
    expect(inputValue(html, "checkin")).toBe("");
    expect(visibleText(html)).toContain("Noch nicht gewählt");
  });
});
