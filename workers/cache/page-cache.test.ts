import { describe, expect, it } from "vitest";
import { isCacheableRequest, isCacheableResponse, pageCacheKey, RecentPages } from "./page-cache";

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

  it("answers only GET requests without credentials from the cache", () => {
    expect(isCacheableRequest(new Request("https://example.com/rooms"))).toBe(true);
    expect(isCacheableRequest(new Request("https://example.com/rooms", { method: "POST" }))).toBe(false);
    expect(isCacheableRequest(new Request("https://example.com/rooms", { method: "HEAD" }))).toBe(false);
    expect(isCacheableRequest(new Request("https://example.com/rooms", { headers: { Authorization: "Basic x" } }))).toBe(false);
  });
});

describe("page cache keys", () => {
  const browser = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
  const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
  const key = (url: string, version = "v1", userAgent = browser) =>
    pageCacheKey(new Request(url, { headers: { "User-Agent": userAgent } }), version).url;

  it("keeps the path and the query", () => {
    expect(key("https://example.com/retreats?q=detox")).toBe("https://example.com/__page-cache/v1/browser/retreats?q=detox");
  });

  it("differs per deployment, so a deploy never serves the previous one's pages", () => {
    expect(key("https://example.com/", "v1")).not.toBe(key("https://example.com/", "v2"));
  });

  it("keeps crawlers' whole documents apart from browsers' streamed ones", () => {
    expect(key("https://example.com/blog/a", "v1", crawler)).toBe("https://example.com/__page-cache/v1/crawler/blog/a");
    expect(key("https://example.com/blog/a", "v1", crawler)).not.toBe(key("https://example.com/blog/a"));
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
