import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { devSignIn, staffFetch } from "./staff-helpers";

/**
 * A page the page cache keeps sends its route data beside its document, at `?_route-data`
 * (workers/html/route-data.ts, ADR 096); a page rendered for one request keeps it inline.
 */

const ORIGIN = "https://example.com";
const INLINE_DATA = "window.__reactRouterContext.streamController.enqueue(";

async function get(path: string, init?: RequestInit) {
  const res = await SELF.fetch(`${ORIGIN}${path}`, init);
  return { res, text: await res.text() };
}

/** The URL a document names for its route data, if it names one. */
function dataUrlOf(html: string): string | undefined {
  return /<script type="text\/x-late-module" data-route-data="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
}

/** A cached page, answered from the cache once storing (after the response) has finished. */
async function cachedPage(path: string) {
  let page = await get(path);
  for (let i = 0; i < 20 && page.res.headers.get("X-Page-Cache") !== "hit"; i++) {
    await new Promise((r) => setTimeout(r, 25));
    page = await get(path);
  }
  expect(page.res.headers.get("X-Page-Cache")).toBe("hit");
  return page;
}

describe("a cached page's route data beside its document", () => {
  it.each([
    ["/", "routes/_index"],
    ["/rooms", "routes/rooms._index"],
    ["/rooms/sunrise", "routes/rooms.$id"],
    ["/retreats/knees-joints-healing-7-day", "routes/retreats.$id"],
    ["/about", "routes/about"],
    ["/blog/ayurvedic-detox", "routes/blog.$id"],
    ["/de/rooms/sunrise", "de/routes/rooms.$id.tsx"],
    ["/de/about", "de/routes/about.tsx"],
  ])("%s names its data, which holds the page's loaders' results, once", async (path, routeId) => {
    const { res, text: html } = await get(path);
    expect(res.status).toBe(200);
    expect(html).not.toContain(INLINE_DATA);
    expect(html).not.toContain("streamController.close()");
    const dataUrl = dataUrlOf(html);
    expect(dataUrl).toBe(`${path}?_route-data`);

    const data = await get(dataUrl!);
    expect(data.res.status).toBe(200);
    expect(data.res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(data.res.headers.get("Cache-Control")).toBe(res.headers.get("Cache-Control"));
    // React Router's stream: one array whose strings name the routes that loaded.
    expect(data.text.startsWith("[")).toBe(true);
    expect(data.text).toContain('"loaderData"');
    expect(data.text).toContain(`"${routeId}"`);
    expect(data.text).toContain('"root"');
  });

  it("gives the data the document was rendered from, rendered or from the cache", async () => {
    const path = "/rooms/tranquility";
    const first = await get(path);
    const firstData = await get(dataUrlOf(first.text)!);
    const cached = await cachedPage(path);
    const cachedData = await get(dataUrlOf(cached.text)!);
    expect(cachedData.res.headers.get("X-Page-Cache")).toBe("hit");
    expect(cachedData.text).toBe(firstData.text);
    // The room's words in the markup are the words in the data.
    expect(first.text).toContain("Tranquility");
    expect(cachedData.text).toContain('"Tranquility"');
  });

  it("keeps the query the page renders with, and no other", async () => {
    const { text: html } = await get("/retreats?q=yoga&utm_source=mail");
    expect(dataUrlOf(html)).toBe("/retreats?q=yoga&utm_source=mail&_route-data");
    const data = await get("/retreats?q=yoga&utm_source=mail&_route-data");
    expect(data.res.status).toBe(200);
    expect(data.text).toContain('"routes/retreats._index"');
  });

  it("leaves the data inline on a dated deep link, rendered with the calendar of the moment, and has none to give for it", async () => {
    const checkin = addDays(resortTodayIso(), 30);
    const path = `/rooms/sunrise?checkin=${checkin}&checkout=${addDays(checkin, 2)}&guests=2`;
    const { res, text: html } = await get(path);
    expect(res.status).toBe(200);
    expect(html).toContain(INLINE_DATA);
    expect(dataUrlOf(html)).toBeUndefined();
    const data = await get(`${path}&_route-data`);
    expect(data.res.status).toBe(404);
    expect(data.text).toBe("This page's data is in its document.");
  });

  it.each(["/cart", "/de/custom-retreat"])("leaves %s's few bytes of data in the document, cheaper than a request", async (path) => {
    const { res, text: html } = await get(path);
    expect(res.headers.get("Cache-Control")).toMatch(/s-maxage/);
    expect(html).toContain(INLINE_DATA);
    expect(dataUrlOf(html)).toBeUndefined();
    expect((await get(`${path}?_route-data`)).res.status).toBe(404);
  });

  it("has none to give for a page that does not exist", async () => {
    const { res, text: html } = await get("/rooms/no-such-room");
    expect(res.status).toBe(404);
    expect(html).toContain(INLINE_DATA);
    const data = await get("/rooms/no-such-room?_route-data");
    expect(data.res.status).toBe(404);
    expect(data.text).not.toContain("loaderData");
  });

  it("gives a staff page's data to nobody: the gate refuses a stranger, and staff find it inline", async () => {
    const stranger = await staffFetch("/admin/arrivals?_route-data");
    expect(stranger.status).toBe(403);
    expect(await stranger.text()).not.toContain("loaderData");

    const cookie = `kaivalya_dev_access=${await devSignIn()}`;
    const page = await staffFetch("/admin/arrivals", { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(INLINE_DATA);
    expect(dataUrlOf(html)).toBeUndefined();
    const data = await staffFetch("/admin/arrivals?_route-data", { cookie });
    expect(data.status).toBe(404);
  });

  it("writes the starter that fetches it minified, every constant in place", async () => {
    const { text: html } = await get("/rooms/sunrise");
    const starter =
      /<script type="text\/x-late-module"[^>]*>[\s\S]*?<\/script><script nonce="[^"]*">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(starter.length).toBeGreaterThan(1000);
    // Minified: one line, no comment (workers/html/hydration-starter.js has both).
    expect(starter).not.toContain("\n");
    expect(starter).not.toContain("//");
    // Each UPPER_CASE name of the source was written as its value (workers/html/hydrate-after-load.ts).
    expect(starter.match(/\b[A-Z][A-Z_]*[A-Z]\b/g) ?? []).toEqual([]);
    for (const value of [
      '"data-hydrated"',
      '"kaivalya:hydrated"',
      '"data-route-data"',
      '"data-used-only"',
      ",3000)",
      "summary,[popovertarget]",
    ]) {
      expect(starter).toContain(value);
    }
    expect(starter).toContain("__reactRouterContext.streamController");
  });

  it("answers a form's post to a page as before, whatever its query", async () => {
    const { res, text } = await get("/contact?_route-data", {
      method: "POST",
      body: new URLSearchParams({ intent: "nothing" }),
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    });
    // The contact page's action answers: a document, not route data.
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(text).not.toBe("This page's data is in its document.");
  });
});
