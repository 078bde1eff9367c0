import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { articles } from "~/catalogue/articles";
import { searchRetreats } from "~/catalogue/retreat-search";
import { REVIEWS_SHOWN_FIRST, splitReview } from "~/catalogue/review-text";
import { reviews } from "~/catalogue/reviews";
import { retreats } from "~/catalogue/retreats";
import { rooms } from "~/catalogue/rooms";

const ORIGIN = "https://www.kaivalyaretreat.com";
const BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36";
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

const pages: [path: string, title: RegExp][] = [
  ["/", /Kaivalya Ayurveda Retreat/],
  ["/retreats", /Sacred Retreats/],
  ...retreats.map((r): [string, RegExp] => [`/retreats/${r.id}`, new RegExp(r.title.replace(/[&]/g, "&amp;"))]),
  ["/rooms", /Sanctuaries of Serenity/],
  ...rooms.map((r): [string, RegExp] => [`/rooms/${r.id}`, new RegExp(r.name)]),
  ["/about", /About Kaivalya Ayurveda Retreat/],
  ["/contact", /Contact/],
  ["/privacy", /Privacy/],
  ["/blog", /Insights &amp; Stories/],
  ...articles.map((a): [string, RegExp] => [`/blog/${a.id}`, /\| Kaivalya Ayurveda Retreat/]),
];

describe("catalogue pages", () => {
  it.each(pages)("%s is server-rendered with its title, description, canonical URL and Open Graph tags", async (path, title) => {
    const res = await SELF.fetch(`https://example.com${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(new RegExp(`<title>[^<]*${title.source}`));
    expect(head).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}${path === "/" ? "/" : path}"`);
    expect(head).toContain('property="og:title"');
    expect(head).toContain('property="og:image"');
    // One h1 per page.
    expect(html.match(/<h1\b/g)).toHaveLength(1);
  });

  it("caches catalogue pages at the edge", async () => {
    const res = await SELF.fetch("https://example.com/retreats");
    expect(res.headers.get("Cache-Control")).toMatch(/s-maxage=\d+/);
    await res.body?.cancel();
  });

  it("describes the resort, retreats and articles as structured data", async () => {
    const home = await (await SELF.fetch("https://example.com/")).text();
    expect(home).toContain('"@type":"Hotel"');
    const retreat = await (await SELF.fetch(`https://example.com/retreats/${retreats[0]!.id}`)).text();
    expect(retreat).toContain('"@type":"Offer"');
    expect(retreat).toContain('"@type":"BreadcrumbList"');
    const article = await (await SELF.fetch(`https://example.com/blog/${articles[0]!.id}`)).text();
    expect(article).toContain('"@type":"BlogPosting"');
  });

  it("server-renders the article body, not a loading placeholder, for crawlers", async () => {
    const res = await SELF.fetch(`https://example.com/blog/best-ayurveda-retreats-india`, {
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    });
    const html = await res.text();
    expect(html).toContain('class="article-body"');
  });

  it("sends every home review in place, the first six before 'View All Reviews' and the rest in its disclosure, and none in the route data", async () => {
    const res = await SELF.fetch("https://example.com/", { headers: { "User-Agent": BROWSER } });
    const html = await res.text();
    const section = html.slice(html.indexOf('aria-labelledby="guest-reviews"'));
    const viewAll = section.indexOf(">View All Reviews</summary>");
    expect(viewAll).toBeGreaterThan(0);
    reviews.forEach((review, index) => {
      const { head, rest } = splitReview(review.content);
      const at = section.indexOf(escapeText(head));
      expect(at, review.id).toBeGreaterThan(0);
      expect(at < viewAll, review.id).toBe(index < REVIEWS_SHOWN_FIRST);
      // The text beyond the cut is there for 'See more' to show, without script.
      if (rest) expect(section).toContain(escapeText(rest));
      // Once, in the markup: the reviews come with the section's code, not in the document's data.
      expect(html.split(escapeText(review.content.slice(0, 60))).length - 1, review.id).toBe(1);
    });
    // Nothing streamed after the page to be moved into place by a script.
    expect(html).not.toContain('<template id="B:');
  });

  it.each([
    ["/retreats/no-such-retreat", "Retreat not found", "The retreat you&#x27;re looking for doesn&#x27;t exist."],
    ["/rooms/no-such-room", "Room not found", "The room you&#x27;re looking for doesn&#x27;t exist."],
    ["/blog/no-such-article", "Article not found", ""],
  ])("%s answers 404 with its own message", async (path, heading, message) => {
    const res = await SELF.fetch(`https://example.com${path}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(heading);
    expect(html).toContain(message);
    expect(html).toContain('content="noindex"');
  });

  it("filters the retreat list on the server from the URL, so a shared link shows the same list", async () => {
    const expected = searchRetreats(retreats, { query: "panchakarma", price: "under3000" });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(retreats.length);
    const html = await (await SELF.fetch("https://example.com/retreats?q=PANCHAKARMA&price=under3000")).text();
    const headings = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    for (const retreat of retreats) {
      expect(headings.includes(retreat.title), retreat.title).toBe(expected.includes(retreat));
    }
    const none = await (await SELF.fetch("https://example.com/retreats?price=over3000")).text();
    expect(none).toContain("No retreats found");
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every catalogue page on the production origin", async () => {
    const res = await SELF.fetch("https://example.com/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/application\/xml/);
    expect(res.headers.get("Cache-Control")).toMatch(/max-age/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const [path] of pages) expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs).not.toContain(`${ORIGIN}/cart`);
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
  });

  it("robots.txt allows the site, keeps crawlers out of the API and points at the sitemap", async () => {
    const res = await SELF.fetch("https://example.com/robots.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
