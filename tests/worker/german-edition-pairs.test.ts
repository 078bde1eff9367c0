import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ARTICLE_IDS } from "~/catalogue/articles";
import { retreats } from "~/catalogue/retreats";
import { rooms } from "~/catalogue/rooms";
import { site } from "~/catalogue/site";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { localizePath } from "~/domain/i18n/locale";
import { LOCALIZED_ROUTES } from "~/domain/i18n/localized-routes";
import en from "../../messages/en.json";
import de from "../../messages/de.json";
import { guestLinkUrl } from "../../workers/guest/guest-link";
import { seedBooking } from "./staff-helpers";

/**
 * Each page published in German, with every id it takes, fetched in both editions from the built
 * Worker: both answer, each says its language, both name the same absolute hreflang set, and the
 * visible text of <main> is the page's own language: no run of four English words from the English
 * page on the German one, no English label left standing, and no German on the English one.
 * What rightly reads the same in both stays out of the comparison: names of the resort, its rooms
 * and retreats, numbers, addresses, and guests' own words (marked lang="en" under /de).
 */

/** The test host where the sandbox, and so the booking page's stand-in links, may answer (workers/guest/guest-link.ts). */
const ORIGIN = "https://kaivalya.test";
/** How many English words in a row make a sentence left untranslated. */
const RUN = 4;

/** Proper names that read the same in both languages (laws, Ayurvedic treatments), beyond the catalogue's own names. */
const SAME_IN_BOTH = ["Data Protection Board of India", "Companies Act", "Anuvasana Basti", "Niruha Basti"];

const names = [
  site.name,
  site.email,
  ...site.phones,
  ...Object.values(site.address),
  ...retreats.map((retreat) => retreat.title),
  ...rooms.map((room) => room.name),
  ...SAME_IN_BOTH,
].sort((a, b) => b.length - a.length);

/** The concrete pages of a route: every catalogue id for a parameter, a guest's booking for a token. */
async function pagesOf(path: string): Promise<string[]> {
  const ids: Record<string, () => Promise<string[]> | string[]> = {
    "/retreats/:id": () => retreats.map((retreat) => `/retreats/${retreat.id}`),
    "/rooms/:id": () => rooms.map((room) => `/rooms/${room.id}`),
    "/blog/:id": () => ARTICLE_IDS.map((id) => `/blog/${id}`),
    "/my-booking/:token": async () => {
      const { orderId } = await paidBooking();
      const url = await guestLinkUrl(env, orderId, 1);
      return url ? [`/my-booking/${new URL(url).pathname.split("/").at(-1)}`] : [];
    },
    "/booking-confirmation": async () => {
      const { orderId, paymentId } = await paidBooking();
      return [`/booking-confirmation?payment_id=${paymentId}&order_id=${orderId}`];
    },
  };
  return (await ids[path]?.()) ?? [path];
}

function paidBooking() {
  const today = resortTodayIso();
  return seedBooking({
    lines: [{ kind: "room", productId: "sunrise", name: "Sunrise", start: addDays(today, 40), end: addDays(today, 43) }],
  });
}

const langOf = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, hreflang, href]) => ({ hreflang, href }));

const VOID = new Set(["area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Tags inside a sentence: their text runs on; every other tag ends a phrase. */
const INLINE = new Set(["abbr", "b", "bdi", "cite", "em", "i", "q", "small", "span", "strong", "sub", "sup", "time", "u"]);
/** Attributes a visitor reads or hears. */
const READ_ATTRIBUTES = ["alt", "aria-label", "title", "placeholder"];

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(amp|lt|gt|quot|apos|nbsp);/g,
      (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " })[name] ?? "",
    );
}

/**
 * The phrases of <main> a visitor reads: text between phrase-ending tags and the readable
 * attributes, without scripts, styles, and any element in `skipLang` (guests' reviews in English).
 */
function phrasesOfMain(html: string, skipLang: string): string[] {
  const start = html.indexOf("<main");
  const end = html.lastIndexOf("</main>");
  if (start === -1 || end === -1) return [];
  const main = html
    .slice(start, end)
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, "");
  const phrases: string[] = [];
  let current = "";
  const flush = () => {
    if (current.trim()) phrases.push(decode(current).replace(/\s+/g, " ").trim());
    current = "";
  };
  let skipping = 0; // depth inside a skipped element
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let last = 0;
  for (const match of main.matchAll(tag)) {
    if (!skipping) current += main.slice(last, match.index);
    last = match.index + match[0].length;
    const [, closing, rawName = "", attrs = ""] = match;
    const name = rawName.toLowerCase();
    if (!INLINE.has(name)) flush();
    if (closing) {
      const open = stack.lastIndexOf(name);
      if (open !== -1) {
        if (skipping && open < skipping) skipping = 0;
        stack.length = open;
      }
      continue;
    }
    const selfClosing = VOID.has(name) || attrs.trimEnd().endsWith("/");
    if (!skipping && new RegExp(`\\slang="${skipLang}"`).test(attrs) && !selfClosing) {
      stack.push(name);
      skipping = stack.length;
      continue;
    }
    if (!skipping) {
      for (const attribute of READ_ATTRIBUTES) {
        const value = new RegExp(`\\s${attribute}="([^"]*)"`).exec(attrs)?.[1];
        if (value) phrases.push(decode(value));
      }
    }
    if (!selfClosing) stack.push(name);
  }
  if (!skipping) current += main.slice(last);
  flush();
  return phrases;
}

/**
 * The words of a phrase, lower-cased, in runs broken by names both editions share, by references
 * (an order or payment id, `pay_sbxT4304157238`) and by numbers and symbols other than '&'.
 */
function wordRuns(phrase: string): string[][] {
  let text = phrase.replace(/[\w-]*_[\w-]*/g, "|");
  for (const name of names) text = text.replaceAll(name, "|");
  return text
    .split(/[\d.,:;!?()[\]{}"“”„«»–—·|/…]+/)
    .map((part) => part.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [])
    .filter((words) => words.length > 0);
}

const grams = (words: string[]) => Array.from({ length: Math.max(0, words.length - RUN + 1) }, (_, i) => words.slice(i, i + RUN).join(" "));

/** The runs of `RUN` or more words of `phrases` that also stand in `other`, each as one phrase. */
function sharedRuns(phrases: string[], other: string[]): string[] {
  const known = new Set(other.flatMap(wordRuns).flatMap(grams));
  const found = new Set<string>();
  for (const words of phrases.flatMap(wordRuns)) {
    let from = -1;
    let to = -1;
    grams(words).forEach((gram, i) => {
      if (!known.has(gram)) return;
      if (from !== -1 && i <= to) to = i + RUN;
      else {
        if (from !== -1) found.add(words.slice(from, to).join(" "));
        from = i;
        to = i + RUN;
      }
    });
    if (from !== -1) found.add(words.slice(from, to).join(" "));
  }
  return [...found];
}

/** Short phrases (labels, buttons) of two or three words that stand unchanged on both pages. */
function sameLabels(german: string[], english: string[]): string[] {
  // One run of words (a list of places, "Chowara, Trivandrum", is several).
  const words = (phrase: string) => {
    const runs = wordRuns(phrase);
    return runs.length === 1 ? (runs[0] ?? []) : [];
  };
  const englishLabels = new Set(english.map((phrase) => words(phrase).join(" ")).filter((label) => label.split(" ").length >= 2));
  return [...new Set(german.map((phrase) => words(phrase).join(" ")))].filter(
    (label) => label.split(" ").length >= 2 && label.split(" ").length < RUN && englishLabels.has(label),
  );
}

/** German words and phrases of the German messages, as they would stand in English text by mistake. */
const germanMessagePhrases = Object.entries(de)
  .filter(([key, value]) => key !== "$schema" && value !== en[key as keyof typeof en])
  .map(([, value]) => value.replace(/\{[^}]+\}/g, "").trim())
  .filter((value) => /[äöüßÄÖÜ]/.test(value) || value.split(/\s+/).length >= 3);

/** Words only German writes (with an umlaut or ß), from the German messages: a guest's name is not among them. */
const germanMessageWords = [
  ...new Set(germanMessagePhrases.flatMap((phrase) => phrase.toLowerCase().match(/[\p{L}]*[äöüß][\p{L}]*/gu) ?? [])),
].filter((word) => word.length >= 4);

const readyRoutes = LOCALIZED_ROUTES.filter((route) => route.germanReady);

describe("every page published in German, in both editions", () => {
  it("covers at least the pages turned on so far", () => {
    expect(readyRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(["/privacy", "/blog", "/blog/:id"]));
  });

  it.each(readyRoutes)(
    "$path: status, lang, reciprocal hreflang and the visible text of each pair in its own language",
    async ({ path }) => {
      const pages = await pagesOf(path);
      expect(pages.length, path).toBeGreaterThan(0);
      for (const page of pages) {
        const german = localizePath(page.split("?")[0] ?? page, "de") + (page.includes("?") ? `?${page.split("?")[1]}` : "");
        const [enRes, deRes] = await Promise.all([SELF.fetch(`${ORIGIN}${page}`), SELF.fetch(`${ORIGIN}${german}`)]);
        const [enHtml, deHtml] = await Promise.all([enRes.text(), deRes.text()]);
        expect(enRes.status, page).toBe(200);
        expect(deRes.status, german).toBe(200);
        expect(langOf(enHtml), page).toBe("en");
        expect(langOf(deHtml), german).toBe("de");

        const bare = page.split("?")[0] ?? page;
        const englishUrl = new URL(bare, site.url).href;
        const germanUrl = new URL(localizePath(bare, "de"), site.url).href;
        const expected = [
          { hreflang: "en", href: englishUrl },
          { hreflang: "de", href: germanUrl },
          { hreflang: "x-default", href: englishUrl },
        ];
        expect(alternates(enHtml), page).toEqual(expected);
        expect(alternates(deHtml), german).toEqual(expected);

        const englishText = phrasesOfMain(enHtml, "de");
        const germanText = phrasesOfMain(deHtml, "en");
        expect(englishText.length, `${page} has visible text in <main>`).toBeGreaterThan(0);
        expect(sharedRuns(germanText, englishText), `English left on ${german}`).toEqual([]);
        expect(sameLabels(germanText, englishText), `English labels left on ${german}`).toEqual([]);
        expect(sharedRuns(englishText, germanText), `German on ${page}`).toEqual([]);
        const englishJoined = englishText.join("\n");
        expect(
          germanMessagePhrases.filter((phrase) => englishJoined.includes(phrase)),
          `German messages on ${page}`,
        ).toEqual([]);
        const englishWords = new Set(englishText.flatMap(wordRuns).flat());
        expect(
          germanMessageWords.filter((word) => englishWords.has(word)),
          `German words on ${page}`,
        ).toEqual([]);
      }
    },
  );
});

describe("the comparison itself", () => {
  const page = (main: string) => `<html lang="x"><body><nav>Skip</nav><main id="main">${main}</main></body></html>`;

  it("reports an English sentence left on the German page, and leaves names, numbers and guests' words alone", () => {
    const english = phrasesOfMain(
      page(
        `<h1>Insights &amp; Stories</h1><p>Ask us anything about retreats, rooms or <strong>treatments</strong>: we answer within 24 hours.</p><p>Stay in ${rooms[0]?.name} at the ${site.name}</p><blockquote lang="en">A wonderful stay with the kindest people</blockquote>`,
      ),
      "de",
    );
    const german = phrasesOfMain(
      page(
        `<h1>Wissen &amp; Geschichten</h1><p>Fragen Sie uns: ask us anything about retreats, sagen wir.</p><p>Wohnen im ${rooms[0]?.name} im ${site.name}</p><blockquote lang="en">A wonderful stay with the kindest people</blockquote><img alt="we answer within 24 hours and more">`,
      ),
      "en",
    );
    expect(sharedRuns(german, english)).toEqual(["ask us anything about retreats"]);
    expect(sharedRuns(english, german)).toEqual(["ask us anything about retreats"]);
    expect(sharedRuns(["Form C"], ["Form C"])).toEqual([]);
    expect(phrasesOfMain(page('<p>Hallo</p><script>var a = "Ask us anything about retreats"</script>'), "en")).toEqual(["Hallo"]);
  });

  it("reports a label of two or three words left in English, not one shared word", () => {
    const english = phrasesOfMain(page("<a>Read Article</a><p>Ayurveda</p>"), "de");
    const german = phrasesOfMain(page("<a>Read Article</a><p>Ayurveda</p>"), "en");
    expect(sameLabels(german, english)).toEqual(["read article"]);
    expect(sameLabels(["Chowara, Trivandrum"], ["Chowara, Trivandrum"])).toEqual([]);
    // A reference reads the same in both, whatever its random tail: all digits, or with letters.
    expect(sameLabels(["pay_sbxT4304157238"], ["pay_sbxT4304157238"])).toEqual([]);
    expect(sameLabels(["Zahlung pay_sbxTea5f78319e"], ["Payment pay_sbxTea5f78319e"])).toEqual([]);
  });

  it("reads alt text and labels as visible text", () => {
    expect(phrasesOfMain(page('<img alt="A brass lamp"/><a aria-label="Read Article: X" href="/">Lesen</a>'), "en")).toEqual([
      "A brass lamp",
      "Read Article: X",
      "Lesen",
    ]);
  });
});
