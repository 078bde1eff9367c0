import { describe, expect, it } from "vitest";
import {
  cacheKeyQuery,
  isCacheableRequest,
  isCacheableResponse,
  pageCache,
  pageCacheKey,
  pageCacheRequest,
  RecentPages,
} from "./page-cache";

const catalogue = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";
const page = (cacheControl: string | null, init: ResponseInit = {}) =>
  new Response("<html></html>", {
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...(cacheControl ? { "Cache-Control": cacheControl } : {}), ...init.headers },
  });

describe("what the page cache keeps", () => {
  it("keeps 200 responses that allow shared caches (public with s-maxage)", () => {
    expect(isCacheableResponse(page(catalogue))).toBe(true);
  });

  it.each([
    ["no Cache-Control", page(null)],
    ["browsers only", page("public, max-age=300")],
    ["private", page("private, s-maxage=60")],
    ["no-store", page("no-store")],
    ["public without s-maxage", page("public")],
    ["a 404", page(catalogue, { status: 404 })],
    ["a cookie", page(catalogue, { headers: { "Set-Cookie": "a=b" } })],
  ])("skips a response with %s", (_, response) => {
    expect(isCacheableResponse(response)).toBe(false);
  });

  it("keeps a 404 only as the not-found page's", () => {
    const notFound = page("public, max-age=0, s-maxage=3600", { status: 404 });
    expect(isCacheableResponse(notFound, { notFound: true })).toBe(true);
    expect(isCacheableResponse(notFound)).toBe(false);
    expect(isCacheableResponse(page(catalogue, { status: 500 }), { notFound: true })).toBe(false);
    expect(isCacheableResponse(page(null, { status: 404 }), { notFound: true })).toBe(false);
  });

  it("looks every path no page matches up under its language's not-found page", () => {
    const notFoundPaths = new Set(["/wp-login.php", "/no/such/page", "/de/no-such-page", "/Wp-Login.php", "/no%20page", "/x.data"]);
    const isCatchAll = (pathname: string) => notFoundPaths.has(pathname);
    const keyOf = (path: string, init?: RequestInit) => pageCacheRequest(new Request(`https://example.com${path}`, init), isCatchAll).url;
    expect(keyOf("/wp-login.php")).toBe("https://example.com/__not-found");
    expect(keyOf("/no/such/page?utm_source=x")).toBe("https://example.com/__not-found");
    expect(keyOf("/de/no-such-page")).toBe("https://example.com/de/__not-found");
    // A page of its own, another spelling, route data, a post, credentials: the request itself.
    expect(keyOf("/rooms/sunrise")).toBe("https://example.com/rooms/sunrise");
    expect(keyOf("/Wp-Login.php")).toBe("https://example.com/Wp-Login.php");
    expect(keyOf("/no%20page")).toBe("https://example.com/no%20page");
    expect(keyOf("/x.data")).toBe("https://example.com/x.data");
    expect(keyOf("/wp-login.php", { method: "POST" })).toBe("https://example.com/wp-login.php");
    expect(keyOf("/wp-login.php", { headers: { Authorization: "Basic x" } })).toBe("https://example.com/wp-login.php");
  });

  it("stores pages only under the path the site links to, not under other spellings of it", () => {
    expect(isCacheableRequest(new Request("https://example.com/"))).toBe(true);
    expect(isCacheableRequest(new Request("https://example.com/rooms/sunrise"))).toBe(true);
    expect(isCacheableRequest(new Request("https://example.com/rooms/sunrise.data?_routes=x"))).toBe(true);
    expect(isCacheableRequest(new Request("https://example.com/_.data"))).toBe(true);
    for (const path of ["/Rooms", "/ROOMS/SUNRISE", "/rooms/", "/rooms//sunrise", "//rooms", "/r%6Fooms", "/rooms/sunrise%20"]) {
      expect(isCacheableRequest(new Request(`https://example.com${path}`)), path).toBe(false);
    }
  });

  it("answers only GET requests without credentials from the cache", () => {
    expect(isCacheableRequest(new Request("https://example.com/rooms"))).toBe(true);
    expect(isCacheableRequest(new Request("https://example.com/rooms", { method: "POST" }))).toBe(false);
    expect(isCacheableRequest(new Request("https://example.com/rooms", { method: "HEAD" }))).toBe(false);
    expect(isCacheableRequest(new Request("https://example.com/rooms", { headers: { Authorization: "Basic x" } }))).toBe(false);
    expect(isCacheableRequest(new Request("https://example.com/rooms", { headers: { "Cf-Access-Jwt-Assertion": "x" } }))).toBe(false);
  });

  it("never caches a staff page or staff data, however the path is spelled", () => {
    for (const path of [
      "/admin",
      "/admin/bookings",
      "/admin/bookings.data",
      "/ADMIN/arrivals",
      "/%61dmin/forms",
      "/api/admin/bookings",
      "//admin",
    ]) {
      expect(isCacheableRequest(new Request(`https://example.com${path}`)), path).toBe(false);
    }
    expect(isCacheableRequest(new Request("https://example.com/administration-fees"))).toBe(true);
  });

  it("never caches a room's or retreat's page asked for with a deep link's dates or guests, in either language", () => {
    for (const path of [
      "/rooms/sunrise?checkin=2027-02-01&checkout=2027-02-04&guests=2",
      "/rooms/sunrise?checkin=not-a-date",
      "/rooms/sunrise?guests=",
      "/rooms/sunrise.data?checkout=2027-02-04&_routes=routes%2Frooms.%24id",
      "/retreats/cultural-cuisine-4-day?checkin=2027-02-01&guests=3",
      "/de/rooms/sunrise?checkin=2027-02-01&checkout=2027-02-04",
      "/de/retreats/cultural-cuisine-4-day.data?guests=2",
    ]) {
      expect(isCacheableRequest(new Request(`https://example.com${path}`)), path).toBe(false);
    }
    // The same pages without them, and the pages that do not read them, stay cacheable.
    for (const path of ["/rooms/sunrise?utm_source=google", "/rooms?checkin=2027-02-01", "/retreats?guests=2", "/?checkin=2027-02-01"]) {
      expect(isCacheableRequest(new Request(`https://example.com${path}`)), path).toBe(true);
    }
  });
});

describe("page cache keys", () => {
  const browser = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
  const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
  const key = (url: string, version = "v1", userAgent = browser) =>
    pageCacheKey(new Request(url, { headers: { "User-Agent": userAgent } }), version).url;

  it("keeps the path and the query parameters the page reads", () => {
    expect(key("https://example.com/retreats?q=detox")).toBe("https://example.com/__page-cache/v1/retreats?q=detox");
    expect(key("https://example.com/retreats?price=under3000&q=detox")).toBe(
      "https://example.com/__page-cache/v1/retreats?q=detox&price=under3000",
    );
  });

  it("drops tracking parameters and anything else a page does not read", () => {
    const plain = key("https://example.com/rooms/sunrise");
    for (const query of ["?utm_source=newsletter", "?utm_medium=x&utm_campaign=y", "?fbclid=abc", "?gclid=1&ref=2", "?q=detox", "?"]) {
      expect(key(`https://example.com/rooms/sunrise${query}`), query).toBe(plain);
    }
    expect(key("https://example.com/retreats?q=detox&utm_source=x&gclid=y")).toBe(key("https://example.com/retreats?q=detox"));
    expect(key("https://example.com/retreats?utm_source=x")).toBe(key("https://example.com/retreats"));
  });

  it("is the same whatever the order of the parameters", () => {
    expect(key("https://example.com/retreats?price=under3000&q=gut")).toBe(key("https://example.com/retreats?q=gut&price=under3000"));
  });

  it("keys a value the page ignores as the parameter's absence", () => {
    // The price filter falls back to "all" for anything it does not know; an empty search is no search.
    expect(key("https://example.com/retreats?price=cheapest")).toBe(key("https://example.com/retreats"));
    expect(key("https://example.com/retreats?price=all&q=")).toBe(key("https://example.com/retreats"));
    // Only the first value of a repeated parameter is read by the page.
    expect(key("https://example.com/retreats?q=a&q=b")).toBe(key("https://example.com/retreats?q=a"));
  });

  it("reads the parameters of every path React Router matches as /retreats", () => {
    for (const path of ["/retreats/", "/Retreats", "/RETREATS//", "/retr%65ats", "/retreats.data"]) {
      expect(cacheKeyQuery(new URL(`https://example.com${path}?q=detox&utm_source=x`)), path).toBe("?q=detox");
    }
    // …while each path keeps its own entry.
    expect(key("https://example.com/Retreats?q=detox")).not.toBe(key("https://example.com/retreats?q=detox"));
  });

  it("reads the same parameters on a page's German edition, which keeps entries of its own", () => {
    for (const path of ["/de/retreats", "/de/retreats/", "/de/retreats.data"]) {
      expect(cacheKeyQuery(new URL(`https://example.com${path}?q=detox&utm_source=x`)), path).toBe("?q=detox");
    }
    expect(key("https://example.com/de/retreats?q=detox")).not.toBe(key("https://example.com/retreats?q=detox"));
    expect(key("https://example.com/de")).not.toBe(key("https://example.com/"));
  });

  it("keeps the routes a single-fetch data request asks for", () => {
    expect(cacheKeyQuery(new URL("https://example.com/rooms/sunrise.data?_routes=routes%2Frooms.%24id&utm_source=x"))).toBe(
      "?_routes=routes%2Frooms.%24id",
    );
    expect(cacheKeyQuery(new URL("https://example.com/_.data?_routes=root"))).toBe("?_routes=root");
    expect(cacheKeyQuery(new URL("https://example.com/rooms/sunrise?_routes=root"))).toBe("");
  });

  it("differs per deployment, so a deploy never serves the previous one's pages", () => {
    expect(key("https://example.com/", "v1")).not.toBe(key("https://example.com/", "v2"));
  });

  it("is the same for crawlers and browsers, who get the same whole document", () => {
    expect(key("https://example.com/blog/a", "v1", crawler)).toBe(key("https://example.com/blog/a"));
  });
});

describe("recent pages (the in-memory tier)", () => {
  const rendered = '<script nonce="OLD+nonce/==">x</script><link nonce="OLD+nonce/==">';
  const clock = () => {
    let now = 0;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it("serves a stored page with the new nonce wherever the rendered one stood", async () => {
    const recent = new RecentPages();
    recent.set("k", rendered, "OLD+nonce/==", page(catalogue));
    const hit = recent.get("k", "NEW");
    expect(await hit?.text()).toBe('<script nonce="NEW">x</script><link nonce="NEW">');
    expect(hit?.headers.get("Cache-Control")).toBe(catalogue);
  });

  it("forgets a page after its s-maxage", () => {
    const time = clock();
    const recent = new RecentPages(8, 1024, time.now);
    recent.set("k", rendered, "OLD+nonce/==", page("public, s-maxage=60"));
    time.advance(59_999);
    expect(recent.get("k", "n")).toBeDefined();
    time.advance(1);
    expect(recent.get("k", "n")).toBeUndefined();
    expect(recent.size).toBe(0);
  });

  it("drops the least recently used page when full", () => {
    const recent = new RecentPages(2);
    recent.set("a", "a", "n", page(catalogue));
    recent.set("b", "b", "n", page(catalogue));
    recent.get("a", "n");
    recent.set("c", "c", "n", page(catalogue));
    expect(recent.get("b", "n")).toBeUndefined();
    expect(recent.get("a", "n")).toBeDefined();
    expect(recent.get("c", "n")).toBeDefined();
  });

  it("does not keep pages over its size limit", () => {
    const recent = new RecentPages(8, 10);
    recent.set("big", "x".repeat(11), "n", page(catalogue));
    expect(recent.size).toBe(0);
  });
});

describe("the page cache under a flood of tracking parameters", () => {
  /** A Cache API stand-in that counts the entries it holds. */
  function memoryCache() {
    const entries = new Map<string, Response>();
    const cache = {
      async match(request: Request) {
        return entries.get(request.url)?.clone();
      },
      async put(request: Request, response: Response) {
        entries.set(request.url, response);
      },
    } as unknown as Cache;
    return { cache, entries };
  }

  async function render(path: string, cache: ReturnType<typeof pageCache>, nonce = "RENDERED+nonce/AAAAAA==") {
    const request = new Request(`https://example.com${path}`);
    const hit = await cache.match(request, "FRESH+nonce/AAAAAAAAA==");
    if (hit) return { hit: true, text: await hit.text() };
    const pending: Promise<unknown>[] = [];
    const sent = cache.store(request, page(catalogue), nonce, (p) => pending.push(p));
    const text = await sent.text();
    await Promise.all(pending);
    return { hit: false, text };
  }

  it("stores one entry for 70 random utm_source values and keeps the real pages in memory", async () => {
    const { cache, entries } = memoryCache();
    const recent = new RecentPages(4);
    const pages = pageCache(cache, "v1", recent);
    for (const path of ["/", "/rooms", "/retreats"]) await render(path, pages);

    const results = [];
    for (let i = 0; i < 70; i++) {
      results.push(await render(`/rooms/sunrise?utm_source=${crypto.randomUUID()}`, pages));
    }
    expect(results.filter((r) => !r.hit)).toHaveLength(1);
    expect(entries.size).toBe(4);
    expect(recent.size).toBe(4);

    // The in-memory tier still answers the real pages (the Cache API copy is not consulted).
    entries.clear();
    for (const path of ["/", "/rooms", "/retreats"]) {
      expect((await render(path, pages)).hit, path).toBe(true);
    }
  });
});
