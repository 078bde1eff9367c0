import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { site } from "~/catalogue/site";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { ORIGIN, seedBooking } from "./staff-helpers";

/**
 * The confirmation page published in both languages, through the built Worker: the language
 * switcher takes its query along only where the page shows the booking the query names; a page
 * that found none writes its ids nowhere, and the page's canonical and hreflang links never carry
 * the query.
 */

const today = resortTodayIso();
const stay = (start: number) => [
  { kind: "room" as const, productId: "sunrise", name: "Sunrise", start: addDays(today, start), end: addDays(today, start + 3) },
];

const query = (ids: { orderId: string; paymentId: string | null }) =>
  `?${new URLSearchParams({ payment_id: ids.paymentId ?? "", order_id: ids.orderId })}`;

async function get(path: string) {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  return { status: res.status, html: await res.text() };
}

/** The language switcher's links (navigation and footer): the only links that carry `hrefLang`. */
const switcherLinks = (html: string) =>
  [...html.matchAll(/<a hrefLang="([^"]+)" lang="[^"]+"[^>]*href="([^"]*)"/g)].map(([, hreflang, href]) => ({
    hreflang,
    href: href?.replaceAll("&amp;", "&"),
  }));
const headLinks = (html: string) =>
  [...html.matchAll(/<link rel="(canonical|alternate)"[^>]*href="([^"]+)"/g)].map(([, rel, href]) => `${rel} ${href}`);

const english = new URL("/booking-confirmation", site.url).href;
const german = new URL("/de/booking-confirmation", site.url).href;

describe("the confirmation page in both editions", () => {
  it("links a shown booking to the same booking in the other language, its query kept", async () => {
    const ids = await seedBooking({ lines: stay(70) });
    const de = await get(`/de/booking-confirmation${query(ids)}`);
    const en = await get(`/booking-confirmation${query(ids)}`);
    expect(de.status).toBe(200);
    expect(en.status).toBe(200);
    expect(switcherLinks(de.html)).toEqual([
      { hreflang: "en", href: `/booking-confirmation${query(ids)}` },
      { hreflang: "en", href: `/booking-confirmation${query(ids)}` },
    ]);
    expect(switcherLinks(en.html)).toEqual([
      { hreflang: "de", href: `/de/booking-confirmation${query(ids)}` },
      { hreflang: "de", href: `/de/booking-confirmation${query(ids)}` },
    ]);
  });

  it("names the bare page, never the query, in its canonical and hreflang links, and stays out of search", async () => {
    const ids = await seedBooking({ lines: stay(74) });
    for (const [path, canonical] of [
      [`/booking-confirmation${query(ids)}`, english],
      [`/de/booking-confirmation${query(ids)}`, german],
    ] as const) {
      const { html } = await get(path);
      expect(headLinks(html), path).toEqual([
        `canonical ${canonical}`,
        `alternate ${english}`,
        `alternate ${german}`,
        `alternate ${english}`,
      ]);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    }
    const sitemap = (await get("/sitemap.xml")).html;
    expect(sitemap).not.toContain("booking-confirmation");
    expect(sitemap).not.toMatch(/<loc>[^<]*\?/);
  });

  it("writes the ids of a booking it does not show nowhere, and offers no other edition of that notice", async () => {
    // A paid booking of the other payments mode: its ids are real, and the page must still not show them.
    const ids = await seedBooking({ lines: stay(78), mode: "live" });
    for (const path of [`/booking-confirmation${query(ids)}`, `/de/booking-confirmation${query(ids)}`]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html, path).toMatch(/Booking Not Found|Buchung nicht gefunden/);
      expect(html, path).not.toContain(ids.orderId);
      expect(html, path).not.toContain(ids.paymentId);
      expect(switcherLinks(html), path).toEqual([]);
      expect(
        headLinks(html).filter((link) => link.includes("?")),
        path,
      ).toEqual([]);
    }
  });

  it("links a link without both ids to the bare page in the other language, which says the same", async () => {
    const paymentId = "pay_sbxHalfALinkOnly1";
    const de = await get(`/de/booking-confirmation?payment_id=${paymentId}`);
    expect(de.status).toBe(400);
    expect(de.html).toContain("Zahlungsangaben fehlen");
    expect(de.html).not.toContain(paymentId);
    expect(switcherLinks(de.html)).toEqual([
      { hreflang: "en", href: "/booking-confirmation" },
      { hreflang: "en", href: "/booking-confirmation" },
    ]);
    const en = await get(switcherLinks(de.html)[0]?.href ?? "");
    expect(en.status).toBe(400);
    expect(en.html).toContain("Missing payment information");
  });
});
