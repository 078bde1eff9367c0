import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { retreats } from "~/catalogue/retreats";
import { rooms } from "~/catalogue/rooms";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { formatMoney } from "~/domain/money/money";
import { type Json, jsonLd, type Node, ofType, prices, visibleText } from "./structured-data-helpers";

/**
 * The structured data says what the page says (ADR 092): every price in a page's JSON-LD is read
 * back and found on the page as a reader sees it, at the place it belongs.
 */

async function page(path: string) {
  const res = await SELF.fetch(`https://example.com${path}`);
  expect(res.status).toBe(200);
  return { res, html: await res.text() };
}

/** The visible text of each room card's link, keyed by room path. */
function roomCards(html: string): Map<string, string> {
  const cards = new Map<string, string>();
  for (const m of html.matchAll(/<a[^>]*href="(\/rooms\/[^"]+)"[^>]*>([\s\S]*?)<\/a>/g))
    cards.set(m[1] ?? "", visibleText(`<body>${m[2]}`));
  return cards;
}

function hotelOf(html: string): Node {
  const hotels = jsonLd(html).flatMap((block) => ofType(block, "Hotel"));
  expect(hotels.length).toBeGreaterThan(0);
  const hotel = hotels[0]!;
  expect(hotel).toMatchObject({
    "@context": "https://schema.org",
    name: "Kaivalya Ayurveda Retreat",
    telephone: expect.any(String),
    checkinTime: "14:00",
    checkoutTime: "11:00",
    priceRange: `${formatMoney(Math.min(...rooms.map((r) => r.price)))}–${formatMoney(Math.max(...rooms.map((r) => r.price)))}`,
    address: { "@type": "PostalAddress", addressCountry: "IN" },
    geo: { "@type": "GeoCoordinates" },
  });
  return hotel;
}

describe("structured data that matches the page", () => {
  it.each(rooms.map((room) => [room.id]))("/rooms/%s: the resort offers the room at the nightly price the page shows", async (id) => {
    const { html } = await page(`/rooms/${id}`);
    const hotel = hotelOf(html);
    const offers = hotel.makesOffer as Node[];
    expect(offers).toHaveLength(1);
    const offer = offers[0]!;
    expect(offer).toMatchObject({
      "@type": "Offer",
      priceCurrency: "EUR",
      url: `https://www.kaivalyaretreat.com/rooms/${id}`,
      itemOffered: { "@type": "HotelRoom", name: rooms.find((r) => r.id === id)!.name },
      priceSpecification: { "@type": "UnitPriceSpecification", priceCurrency: "EUR", unitCode: "DAY", unitText: "night" },
    });
    // The page's own words for the nightly price, wherever it states one, all agree with the offer.
    const shown = [...visibleText(html).matchAll(/(€[\d,]+) per night/gi)].map((m) => m[1]);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(new Set(shown)).toEqual(new Set([formatMoney(offer.price as number)]));
    expect(new Set(prices(jsonLd(html) as Json))).toEqual(new Set([offer.price]));
    expect(visibleText(html)).toContain("Per night for the room, up to 4 guests. Final price: no service fees or taxes are added.");
  });

  it.each(retreats.map((retreat) => [retreat.id]))(
    "/retreats/%s: its package is offered at the price per person the page shows",
    async (id) => {
      const { html } = await page(`/retreats/${id}`);
      const trips = jsonLd(html).flatMap((block) => ofType(block, "TouristTrip"));
      expect(trips).toHaveLength(1);
      const offer = trips[0]!.offers as Node;
      expect(offer).toMatchObject({ "@type": "Offer", priceCurrency: "EUR", url: `https://www.kaivalyaretreat.com/retreats/${id}` });
      const shown = [...visibleText(html).matchAll(/(€[\d,]+) per person/g)].map((m) => m[1]);
      expect(shown).toEqual([formatMoney(offer.price as number)]);
      expect(new Set(prices(jsonLd(html) as Json))).toEqual(new Set([offer.price]));
      expect(visibleText(html)).toContain(
        "Per person, everything its programme includes. Final price: no service fees or taxes are added.",
      );
    },
  );

  it("/rooms: the resort with one offer per room, each at the price on that room's card", async () => {
    const { html } = await page("/rooms");
    const offers = hotelOf(html).makesOffer as Node[];
    expect(offers.map((offer) => (offer.itemOffered as Node).name).sort()).toEqual(rooms.map((room) => room.name).sort());
    const cards = roomCards(html);
    for (const offer of offers) {
      const card = cards.get(new URL(offer.url as string).pathname);
      expect(card, offer.url as string).toContain(`${formatMoney(offer.price as number)}/night`);
      expect(card).toContain((offer.itemOffered as Node).name as string);
    }
    expect(visibleText(html)).toContain("Per night for the room, up to 4 guests.");
  });

  it("/: the resort offering the rooms the home page shows, at their prices", async () => {
    const { html } = await page("/");
    const offers = hotelOf(html).makesOffer as Node[];
    const cards = roomCards(html);
    expect(offers.length).toBe(cards.size);
    for (const offer of offers) {
      expect(cards.get(new URL(offer.url as string).pathname)).toContain(`${formatMoney(offer.price as number)}/night`);
    }
  });

  it("a dated deep link carries the same offer as its page, with the canonical page's URL", async () => {
    const checkin = addDays(resortTodayIso(), 20);
    const { html } = await page(`/rooms/sunrise?checkin=${checkin}&checkout=${addDays(checkin, 2)}&guests=2`);
    const offer = (hotelOf(html).makesOffer as Node[])[0]!;
    expect(offer.url).toBe("https://www.kaivalyaretreat.com/rooms/sunrise");
    expect(offer.price).toBe(rooms.find((r) => r.id === "sunrise")!.price);
  });
});

/** React Router's route data in a document: what the browser hydrates from. */
function routeData(html: string): string {
  const scripts = [...html.matchAll(/<script[^>]*>(window\.__reactRouterContext\.streamController\.enqueue[\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  return scripts.map((m) => m[1]).join("");
}

describe("structured data in the document only", () => {
  // The pages whose loader builds it (app/lib/document-json-ld.tsx): the JSON-LD once, not again
  // in the data the page hydrates from.
  it.each([
    "/",
    "/rooms",
    "/rooms/sunrise",
    "/retreats/knees-joints-healing-7-day",
    "/de",
    "/de/rooms",
    "/de/rooms/sunrise",
    "/de/retreats/knees-joints-healing-7-day",
  ])("%s carries its JSON-LD in <head> and not in its route data", async (path) => {
    const { html } = await page(path);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(jsonLd(head).length).toBe(1);
    // The last element of <head>, after everything React hydrates there.
    expect(head).toMatch(/<script type="application\/ld\+json" data-document-only="">[^<]*<\/script>$/);
    const data = routeData(html);
    expect(data).not.toContain("schema.org");
    expect(data).not.toContain("@type");
  });
});
