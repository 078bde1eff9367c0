import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageCache, RecentPages } from "../../workers/cache/page-cache";

/**
 * The page cache's second tier, the Cache API shared by a data centre's isolates (ADR 052): a page
 * stored by one isolate and served by another, whose memory tier is empty, must carry the nonce of
 * its own request, never the one it was rendered with.
 */

const ORIGIN = "https://example.com";
const CATALOGUE = "public, max-age=300, s-maxage=3600";

/** A rendered page with its nonce in the places React puts it. */
function renderedPage(nonce: string): Response {
  const html =
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js" nonce="${nonce}"/>` +
    `<script nonce="${nonce}">window.__ctx = 1</script></head><body><h1>Sunrise</h1>` +
    `<script type="module" nonce="${nonce}">import "/a.js"</script></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": CATALOGUE } });
}

/** Runs `store` as the Worker would and waits for what it hands to waitUntil. */
async function storeAndWait(cache: ReturnType<typeof pageCache>, request: Request, response: Response, nonce: string) {
  const background: Promise<unknown>[] = [];
  const sent = cache.store(request, response, nonce, (promise) => background.push(promise));
  await sent.text();
  await Promise.all(background);
  return sent;
}

describe("the shared (Cache API) tier", () => {
  it("serves another isolate's stored page with this request's nonce, and keeps it in that isolate's memory", async () => {
    const shared = await caches.open(`pages-test-${crypto.randomUUID()}`);
    const request = new Request(`${ORIGIN}/rooms/sunrise`);
    const storingIsolate = pageCache(shared, "v1", new RecentPages());
    const sent = await storeAndWait(storingIsolate, request, renderedPage("STORED+nonce/0=="), "STORED+nonce/0==");
    expect(sent.headers.get("X-Page-Cache")).toBe("miss");

    // Another isolate of the same deployment: nothing in its memory, the page in the Cache API.
    const memory = new RecentPages();
    const otherIsolate = pageCache(shared, "v1", memory);
    const hit = await otherIsolate.match(new Request(`${ORIGIN}/rooms/sunrise`), "FRESH+nonce/1==");
    expect(hit).toBeDefined();
    expect(hit?.status).toBe(200);
    expect(hit?.headers.get("X-Page-Cache")).toBe("hit");
    expect(hit?.headers.get("Cache-Control")).toBe(CATALOGUE);
    expect(hit?.headers.get("X-Rendered-Nonce")).toBeNull();
    const html = (await hit?.text()) ?? "";
    expect(html).not.toContain("STORED+nonce/0==");
    expect([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1])).toEqual(["FRESH+nonce/1==", "FRESH+nonce/1==", "FRESH+nonce/1=="]);
    expect(html).toBe(await renderedPage("FRESH+nonce/1==").text());

    // Now in this isolate's memory too, and each later hit gets its own nonce again.
    expect(memory.size).toBe(1);
    const again = await otherIsolate.match(new Request(`${ORIGIN}/rooms/sunrise`), "THIRD+nonce/2==");
    expect(await again?.text()).toBe(await renderedPage("THIRD+nonce/2==").text());
  });

  it("does not serve another deployment's page", async () => {
    const shared = await caches.open(`pages-test-${crypto.randomUUID()}`);
    await storeAndWait(
      pageCache(shared, "v1", new RecentPages()),
      new Request(`${ORIGIN}/about`),
      renderedPage("OLD+nonce/3=="),
      "OLD+nonce/3==",
    );
    expect(await pageCache(shared, "v2", new RecentPages()).match(new Request(`${ORIGIN}/about`), "NEW+nonce/4==")).toBeUndefined();
  });

  it("counts a Cache API that fails as a miss, never a failed page", async () => {
    const broken = {
      match: () => Promise.reject(new Error("cache unavailable")),
      put: () => Promise.reject(new Error("cache unavailable")),
    } as unknown as Cache;
    const cache = pageCache(broken, "v1", new RecentPages());
    expect(await cache.match(new Request(`${ORIGIN}/rooms`), "A+nonce/5==")).toBeUndefined();
    const sent = await storeAndWait(cache, new Request(`${ORIGIN}/rooms`), renderedPage("A+nonce/5=="), "A+nonce/5==");
    expect(sent.status).toBe(200);
  });
});

describe("the shared tier through the Worker", () => {
  it("serves a page that has left the isolate's memory from the Cache API, with a fresh nonce", async () => {
    const policyNonce = (res: Response) =>
      /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
    const page = "/rooms/forest?tier=shared";
    const first = await SELF.fetch(`${ORIGIN}${page}`);
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    const firstNonce = policyNonce(first);
    const firstHtml = await first.text();

    // More pages than the memory tier holds push it out of this isolate's memory (least recently
    // used first); it stays in the Cache API.
    const { maxPages } = new RecentPages();
    for (let i = 0; i <= maxPages; i++) await (await SELF.fetch(`${ORIGIN}/rooms/forest?evict=${i}`)).text();

    const again = await SELF.fetch(`${ORIGIN}${page}`);
    expect(again.headers.get("X-Page-Cache")).toBe("hit");
    const nonce = policyNonce(again);
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe(firstNonce);
    const html = await again.text();
    expect(html).not.toContain(firstNonce);
    expect(new Set([...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
    expect(html.replace(/\snonce="[^"]*"/g, "")).toBe(firstHtml.replace(/\snonce="[^"]*"/g, ""));
  });
});
