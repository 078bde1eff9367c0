import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { retreats } from "~/catalogue/retreats";
import { retreatsDe } from "~/catalogue/retreats.de";
import { rooms } from "~/catalogue/rooms";
import { roomsDe } from "~/catalogue/rooms.de";
import { site } from "~/catalogue/site";
import { siteDe } from "~/catalogue/site.de";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { formatMoney } from "~/domain/money/money";
import { type Json, jsonLd, type Node, ofType, prices, visibleText } from "./structured-data-helpers";

/**
 * The German room and retreat pages' structured data says what those pages say (ADR 092): every
 * price in their JSON-LD is found on the page as a German reader sees it ('250 € pro Nacht'), and
 * the offers point at the German page and describe it in German, as the resort itself is described.
 */

const de = (amount: number) => formatMoney(amount, "EUR", { locale: "de" });

async function page(path: string) {
  const res = await SELF.fetch(`https://example.com${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

const minPrice = Math.min(...rooms.map((r) => r.price));
const maxPrice = Math.max(...rooms.map((r) => r.price));

describe("structured data of the German pages", () => {
  it.each(rooms.map((room) => [room.id]))("/de/rooms/%s: the offer's nightly price is the one the German page shows", async (id) => {
    const html = await page(`/de/rooms/${id}`);
    const hotels = jsonLd(html).flatMap((block) => ofType(block, "Hotel"));
    expect(hotels).toHaveLength(1);
    const hotel = hotels[0]!;
    expect(hotel.priceRange).toBe(`${de(minPrice)}–${de(maxPrice)}`);
    const offers = hotel.makesOffer as Node[];
    expect(offers).toHaveLength(1);
    const offer = offers[0]!;
    expect(offer).toMatchObject({
      "@type": "Offer",
      priceCurrency: "EUR",
      url: `https://www.kaivalyaretreat.com/de/rooms/${id}`,
      itemOffered: { "@type": "HotelRoom", name: rooms.find((r) => r.id === id)!.name, description: roomsDe[id]!.description },
    });
    const shown = [...visibleText(html).matchAll(/([\d.]+\u00a0€) pro Nacht/g)].map((m) => m[1]);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(new Set(shown)).toEqual(new Set([de(offer.price as number)]));
    expect(new Set(prices(jsonLd(html) as Json))).toEqual(new Set([offer.price]));
  });

  it.each(retreats.map((retreat) => [retreat.id]))(
    "/de/retreats/%s: the package's price per person is the one the German page shows",
    async (id) => {
      const html = await page(`/de/retreats/${id}`);
      const trips = jsonLd(html).flatMap((block) => ofType(block, "TouristTrip"));
      expect(trips).toHaveLength(1);
      expect(trips[0]!.description).toBe(retreatsDe[id]!.description);
      const offer = trips[0]!.offers as Node;
      expect(offer).toMatchObject({ "@type": "Offer", priceCurrency: "EUR", url: `https://www.kaivalyaretreat.com/de/retreats/${id}` });
      const shown = [...visibleText(html).matchAll(/([\d.]+\u00a0€) pro Person/g)].map((m) => m[1]);
      expect(shown).toEqual([de(offer.price as number)]);
      expect(new Set(prices(jsonLd(html) as Json))).toEqual(new Set([offer.price]));
    },
  );

  const german = { description: siteDe.description, url: "https://www.kaivalyaretreat.com/de" };
  const english = { description: site.description, url: "https://www.kaivalyaretreat.com/" };
  it.each([
    ["/de", "Hotel", german],
    ["/de/rooms", "Hotel", german],
    ["/de/rooms/sunrise", "Hotel", german],
    ["/de/about", "LodgingBusiness", german],
    ["/de/contact", "LodgingBusiness", german],
    ["/", "Hotel", english],
    ["/about", "LodgingBusiness", english],
    ["/contact", "LodgingBusiness", english],
  ])("%s describes the resort as its %s in the page's language, with that edition's home", async (path, type, expected) => {
    const resorts = jsonLd(await page(path)).flatMap((block) => ofType(block, type));
    expect(resorts).toHaveLength(1);
    expect(resorts[0]).toMatchObject(expected);
  });

  it("a German dated deep link carries the German page's offer, not the stay's total", async () => {
    const checkin = addDays(resortTodayIso(), 22);
    const html = await page(`/de/rooms/sunrise?checkin=${checkin}&checkout=${addDays(checkin, 2)}&guests=2`);
    const offer = (jsonLd(html).flatMap((block) => ofType(block, "Hotel"))[0]!.makesOffer as Node[])[0]!;
    expect(offer.url).toBe("https://www.kaivalyaretreat.com/de/rooms/sunrise");
    expect(offer.price).toBe(rooms.find((r) => r.id === "sunrise")!.price);
  });
});
