import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { site } from "~/catalogue/site";
import { localizePath } from "~/domain/i18n/locale";
import { LOCALIZED_ROUTES } from "~/domain/i18n/localized-routes";

/**
 * The German edition through the built Worker: every guest page also under /de, from the same
 * route, in its own language (`lang`), its editions linked both ways once German is published
 * (app/domain/i18n/localized-routes.ts), and an unknown /de/… path a German 404.
 */

const ORIGIN = "https://example.com";
/** A page of each localized route (its parameter filled with a catalogue id, or a token). */
const SAMPLE_PARAMS: Record<string, string> = {
  "/retreats/:id": "/retreats/7-day-yoga-ayurveda",
  "/rooms/:id": "/rooms/sunrise",
  "/blog/:id": "/blog/best-ayurveda-retreats-india",
};
/** Pages that answer otherwise without what a visitor brings: the confirmation page wants its order. */
const STATUS_WITHOUT_CONTEXT: Record<string, number> = { "/booking-confirmation": 400 };

async function get(path: string) {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  return { res, html: await res.text() };
}

const langOf = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, hreflang, href]) => ({ hreflang, href }));
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];

describe("the home page in both editions", () => {
  it("answers / in English and /de in German, each a page of its own in the page cache", async () => {
    const english = await get("/");
    const german = await get("/de");
    expect(english.res.status).toBe(200);
    expect(german.res.status).toBe(200);
    expect(langOf(english.html)).toBe("en");
    expect(langOf(german.html)).toBe("de");
    // The shell speaks the page's language.
    expect(english.html).toContain("Skip to content");
    expect(german.html).toContain("Zum Inhalt springen");
    expect(german.html).not.toContain("Skip to content");

    // Once stored, each URL is served its own document from the cache.
    for (const [path, lang] of [
      ["/", "en"],
      ["/de", "de"],
    ] as const) {
      let again = await get(path);
      for (let i = 0; i < 20 && again.res.headers.get("X-Page-Cache") !== "hit"; i++) {
        await new Promise((r) => setTimeout(r, 25));
        again = await get(path);
      }
      expect(again.res.headers.get("X-Page-Cache"), path).toBe("hit");
      expect(langOf(again.html), path).toBe(lang);
    }
  });
});

describe("every localized route", () => {
  const pages = LOCALIZED_ROUTES.filter((route) => !route.path.includes(":token")).map((route) => ({
    ...route,
    sample: SAMPLE_PARAMS[route.path] ?? route.path,
  }));

  it.each(pages)("$path renders in both editions with their hreflang and canonical", async ({ path, sample, germanReady }) => {
    const german = localizePath(sample, "de");
    const [en, de] = await Promise.all([get(sample), get(german)]);
    expect(en.res.status, sample).toBe(STATUS_WITHOUT_CONTEXT[path] ?? 200);
    expect(de.res.status, german).toBe(en.res.status);
    expect(langOf(en.html)).toBe("en");
    expect(langOf(de.html)).toBe("de");

    const englishUrl = new URL(sample, site.url).href;
    const germanUrl = new URL(german, site.url).href;
    if (germanReady) {
      const expected = [
        { hreflang: "en", href: englishUrl },
        { hreflang: "de", href: germanUrl },
        { hreflang: "x-default", href: englishUrl },
      ];
      expect(alternates(en.html)).toEqual(expected);
      expect(alternates(de.html)).toEqual(expected);
      if (canonicalOf(en.html)) {
        expect(canonicalOf(en.html)).toBe(englishUrl);
        expect(canonicalOf(de.html)).toBe(germanUrl);
      }
    } else {
      // Not yet translated: offered to no one, and the German URL defers to the English page.
      expect(alternates(en.html)).toEqual([]);
      expect(alternates(de.html)).toEqual([]);
      if (canonicalOf(en.html)) expect(canonicalOf(de.html)).toBe(englishUrl);
    }
  });
});

describe("an unknown German path", () => {
  it("is a German 404", async () => {
    const { res, html } = await get("/de/unknown");
    expect(res.status).toBe(404);
    expect(langOf(html)).toBe("de");
    expect(html).toContain("Diese Seite gibt es leider nicht");
    expect(html).toContain("Seite nicht gefunden");
    expect(html).not.toContain("Oops! Page not found");
    expect(alternates(html)).toEqual([]);
  });

  it("leaves the English 404 in English", async () => {
    const { res, html } = await get("/unknown");
    expect(res.status).toBe(404);
    expect(langOf(html)).toBe("en");
    expect(html).toContain("Oops! Page not found");
  });
});

describe("the sitemap", () => {
  it("lists every page in English and its German URL only once that edition is published", async () => {
    const { html: xml } = await get("/sitemap.xml");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const route of LOCALIZED_ROUTES.filter((r) => !r.path.includes(":"))) {
      if (!locs.includes(new URL(route.path, site.url).href)) continue; // not indexable (the cart, …)
      expect(locs.includes(new URL(localizePath(route.path, "de"), site.url).href), route.path).toBe(route.germanReady);
    }
  });
});

describe("the journal and the privacy page in German", () => {
  const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.lastIndexOf("</main>"));

  it("serves the index with German cards that link to the German articles", async () => {
    const { html } = await get("/de/blog");
    const main = mainOf(html);
    expect(main).toContain("Wissen &amp; Geschichten");
    expect(main).toContain("Artikel lesen");
    expect(main).toContain("12. Juni 2025");
    expect(main).toContain('href="/de/blog/ayurvedic-detox"');
    expect(main).not.toContain("Read Article");
    expect(main).not.toContain('href="/blog/');
  });

  it("renders the German article body on the server, inside the page, with links that stay in German", async () => {
    const { html } = await get("/de/blog/ayurvedic-detox");
    const main = mainOf(html);
    expect(main).toContain("Die drei Phasen einer ayurvedischen Entgiftung");
    expect(main).toContain("Zurück zum Blog");
    expect(main).toContain('href="/de/contact"');
    expect(main).not.toContain("The three stages of an Ayurvedic detox");
    expect(main).not.toMatch(/href="\/(contact|retreats|blog)"/);
    expect(html).toContain('"inLanguage":"de"');
    expect(html).toContain(
      "<title>Ayurvedische Entgiftung oder Saftkur: Was den Körper wirklich erneuert | Kaivalya Ayurveda Retreat</title>",
    );
  });

  it("keeps the English article in English", async () => {
    const main = mainOf((await get("/blog/ayurvedic-detox")).html);
    expect(main).toContain("The three stages of an Ayurvedic detox");
    expect(main).not.toContain("Entgiftung");
  });

  it("states the privacy periods in German as the retention rules set them", async () => {
    const main = mainOf((await get("/de/privacy")).html);
    for (const text of [
      "30 Tage nach Ihrer letzten Änderung",
      "8 Geschäftsjahre lang",
      "90 Tage nach Eingang",
      "Form C",
      "innerhalb von 24 Stunden",
    ]) {
      expect(main).toContain(text);
    }
    expect(main).toContain('href="/de/contact"');
    expect(main).not.toContain("What we keep, and for how long");
  });
});

/** What a visitor reads: the document without its scripts and tags. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the booking flow's pages in German", () => {
  it.each([
    {
      path: "/cart",
      german: ["Ihr Warenkorb", "Ihre Reise", "Weiter stöbern", "Ihr Warenkorb wartet auf Ihre Wahl", "Retreats entdecken"],
      english: ["Your Cart", "Continue Shopping", "Your cart awaits your choices", "Explore Retreats", "Browse Rooms"],
    },
    {
      path: "/custom-retreat",
      german: ["Ihr eigenes Retreat", "So funktioniert es", "Name des Retreats", "Anreise", "In den Warenkorb", "Mit 20 % reservieren"],
      english: ["Design Your Own Retreat", "How it works", "Retreat name", "Check-in", "Add to Cart", "All fields are required"],
    },
    {
      path: "/contact",
      german: [
        "Beginnen Sie Ihre Reise mit uns",
        "Schreiben Sie uns",
        "Nachricht senden",
        "Bürozeiten",
        "Häufige Fragen",
        "Was sollte ich mitbringen?",
      ],
      english: ["Begin your journey with us", "Send us a message", "Send Message", "Office hours", "What should I bring?", "Get in Touch"],
    },
  ])("$path speaks German under /de and stays English at its own path", async ({ path, german, english }) => {
    const de = visibleText((await get(localizePath(path, "de"))).html);
    const en = visibleText((await get(path)).html);
    for (const text of german) expect(de, text).toContain(text);
    for (const text of english) {
      expect(de, text).not.toContain(text);
      expect(en, text).toContain(text);
    }
  });

  it("posts the German contact form without JavaScript back to the German page, with German messages", async () => {
    const res = await SELF.fetch(`${ORIGIN}/de/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "203.0.113.230" },
      body: new URLSearchParams({ name: "", email: "nicht-gueltig", message: "" }).toString(),
    });
    expect(res.status).toBe(422);
    const text = visibleText(await res.text());
    expect(text).toContain("Nachricht nicht gesendet");
    expect(text).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein");
    expect(text).not.toContain("Please enter a valid email");
  });
});

/**
 * The catalogue's pages under /de: their own German heading and copy, and none of the English
 * page's copy (guests' reviews and films aside, which keep their words and say so with lang="en").
 */
const GERMAN_PAGES: { path: string; german: string[]; english: string[] }[] = [
  {
    path: "/de",
    german: [
      "Wo uralter Ayurveda auf zeitlosen Luxus trifft",
      "Heilsame Reisen erwarten Sie",
      "Refugien der Ruhe",
      "Alle Zimmer entdecken",
      "Details ansehen",
      "pro Nacht",
    ],
    english: [
      "Where ancient Ayurveda meets timeless luxury",
      "Doctor-led healing, sattvic cuisine and the sea",
      "Sacred Journeys Await",
      "View All Retreats",
      "Sanctuaries of Serenity",
      "Explore All Rooms",
      "Voices of Transformation",
      "Guest Reviews",
      "View Details",
      "/night",
      "Our most contemplative room",
      "A seven-day, doctor-led Ayurvedic programme",
    ],
  },
  {
    path: "/de/retreats",
    german: [
      "Heilsame Retreats",
      "Jedes Programm beginnt mit der Pulsdiagnose",
      "Retreats durchsuchen",
      "Alle Preise",
      "Unter 3.000",
      "7 Tage, 6 Nächte",
    ],
    english: [
      "Sacred Retreats",
      "Every programme begins with a pulse diagnosis",
      "Search retreats",
      "All Prices",
      "Under $3,000",
      "retreats found",
      "per person",
      "7 Days, 6 Nights",
      "Four days of Kerala",
    ],
  },
  {
    path: "/de/rooms",
    german: ["Refugien der Ruhe", "Welches Zimmer passt zu Ihnen?", "Persönlich beraten lassen", "Eigenes Bad", "Düfte:", "Sandelholz"],
    english: [
      "Sanctuaries of Serenity",
      "Each room is laid out by the principles of Vastu Shastra",
      "Not sure which room suits you?",
      "Get Personal Guidance",
      "Browse Retreat Packages",
      "Private Bath",
      "Scents:",
      "Sandalwood",
      "Our largest room",
    ],
  },
  {
    path: "/de/about",
    german: ["Über Kaivalya Ayurveda Retreat", "Die Wiege des Ayurveda", "Keralas Monsunregen", "Ärztlich begleitet", "Gästebewertungen"],
    english: [
      "Our story",
      "A small sanctuary on the cliffs of Chowara",
      "The birthplace of Ayurveda",
      "monsoon rains",
      "What makes us different",
      "Doctor-led",
      "Sattvic kitchen",
      "Guest films",
      "Over 500 verified reviews",
      "Rated 5 out of 5",
    ],
  },
];

describe("the catalogue's pages in German", () => {
  it.each(GERMAN_PAGES)("$path speaks German only", async ({ path, german, english }) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(200);
    for (const text of german) expect(html, text).toContain(text);
    for (const text of english) expect(html, text).not.toContain(text);
    // Links stay within the German edition (the language switcher's aside).
    expect(html).not.toMatch(/<a(?![^>]*hrefLang)[^>]*\shref="\/(rooms|retreats)[/"]/);
  });
});

/**
 * A client navigation fetches the page's data at `<path>.data`; the German home's is `/de.data`.
 * Each page's data is in its own language, the footer's root data too: the same page drawn by a
 * click must read as it does when loaded.
 */
describe("the German pages' data for a client navigation", () => {
  /** The data request as the browser sends it, and the words of the German page it must carry. */
  const DATA_REQUESTS: { path: string; german: string[] }[] = [
    { path: "/de.data", german: ["Wo uralter Ayurveda auf zeitlosen Luxus trifft", "Pro Nacht für das Zimmer"] },
    { path: "/de/about.data", german: ["Ein kleines Refugium auf den Klippen von Chowara"] },
    { path: "/de/rooms.data", german: ["Acht Zimmer nach Vastu"] },
  ];
  const germanFooter = "Ein kleines Ayurveda- und Yoga-Retreat";

  it.each(DATA_REQUESTS)("$path is German, the footer's description with it", async ({ path, german }) => {
    const res = await SELF.fetch(`${ORIGIN}${path}`);
    expect(res.status).toBe(200);
    const body = await res.text();
    for (const text of [...german, germanFooter]) expect(body, text).toContain(text);
    expect(body).not.toContain(site.tagline);
    expect(body).not.toContain(site.description);
  });
});
