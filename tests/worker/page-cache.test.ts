import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/**
 * The edge page cache (workers/cache/page-cache.ts, ADR 052) through the built Worker: catalogue
 * pages are rendered once and then served from the cache, each time with a nonce of its own.
 */

const ORIGIN = "https://example.com";
const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

function policyNonce(res: Response): string {
  const match = /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(res.headers.get("Content-Security-Policy") ?? "");
  if (!match?.[1]) throw new Error("no script nonce in the CSP");
  return match[1];
}

const nonceAttributes = (html: string) => [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]);
const withoutNonces = (html: string) => html.replace(/\snonce="[^"]*"/g, "");

async function get(path: string, init?: RequestInit) {
  const res = await SELF.fetch(`${ORIGIN}${path}`, init);
  return { res, html: await res.text() };
}

describe("edge page cache", () => {
  it("renders a catalogue page once, then serves the same page from the cache with a fresh nonce", async () => {
    const first = await get("/rooms/sunrise");
    expect(first.res.headers.get("X-Page-Cache")).toBe("miss");
    // Storing runs after the response (waitUntil); the next request may still render.
    let second = await get("/rooms/sunrise");
    for (let i = 0; i < 20 && second.res.headers.get("X-Page-Cache") !== "hit"; i++) {
      await new Promise((r) => setTimeout(r, 25));
      second = await get("/rooms/sunrise");
    }
    expect(second.res.headers.get("X-Page-Cache")).toBe("hit");
    expect(second.res.status).toBe(200);

    const firstNonce = policyNonce(first.res);
    const secondNonce = policyNonce(second.res);
    expect(secondNonce).not.toBe(firstNonce);
    const attributes = nonceAttributes(second.html);
    expect(attributes.length).toBeGreaterThan(5);
    expect(new Set(attributes)).toEqual(new Set([secondNonce]));
    expect(second.html).not.toContain(firstNonce);
    expect(withoutNonces(second.html)).toBe(withoutNonces(first.html));
    expect(second.res.headers.get("Cache-Control")).toBe(first.res.headers.get("Cache-Control"));
    expect(second.res.headers.get("X-Rendered-Nonce")).toBeNull();
  });

  it("serves crawlers the document a browser's visit stored, the article whole in it", async () => {
    await get("/blog/best-ayurveda-retreats-india");
    const bot = await get("/blog/best-ayurveda-retreats-india", { headers: { "User-Agent": crawler } });
    expect(bot.res.headers.get("X-Page-Cache")).toBe("hit");
    expect(bot.html).toContain('class="article-body"');
    expect(bot.html).not.toContain('<template id="B:');
  });

  it.each(["/cart", "/custom-retreat", "/contact"])("keeps %s, whose contents live in the browser", async (path) => {
    const { res } = await get(path);
    expect(res.headers.get("X-Page-Cache")).toMatch(/^(hit|miss)$/);
  });

  it("answers every path no page matches from one stored 'Page not found' in each language, each with a nonce of its own", async () => {
    const untilHit = async (path: string) => {
      for (let i = 0; i < 40; i++) {
        const answer = await get(path);
        if (answer.res.headers.get("X-Page-Cache") === "hit") return answer;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`${path} never came from the cache`);
    };
    const first = await get("/no/such/page");
    expect(first.res.status).toBe(404);
    expect(first.res.headers.get("X-Page-Cache")).toBe("miss");
    expect(first.html).toContain("<title>Page not found | ");

    // Paths nobody asked for before, whatever their query: rendered no more.
    const other = await untilHit(`/wp-login.php?probe=${crypto.randomUUID()}`);
    expect(other.res.status).toBe(404);
    expect(withoutNonces(other.html)).toBe(withoutNonces(first.html));
    expect(new Set(nonceAttributes(other.html))).toEqual(new Set([policyNonce(other.res)]));
    expect(policyNonce(other.res)).not.toBe(policyNonce(first.res));
    expect(other.res.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=3600");
    for (const path of ["/.env", "/backup/site.zip", "/rooms/sunrise/photos"]) {
      const { res } = await get(path);
      expect([res.status, res.headers.get("X-Page-Cache")], path).toEqual([404, "hit"]);
    }

    // React Router's own answers, at paths no route names, are still its own.
    const manifest = await SELF.fetch(`${ORIGIN}/__manifest?paths=${encodeURIComponent("/rooms/sunrise")}&version=x`);
    expect(manifest.status).not.toBe(404);
    expect(manifest.headers.get("Content-Type") ?? "").not.toContain("text/html");
    expect(manifest.headers.get("X-Page-Cache")).toBeNull();
    await manifest.body?.cancel();

    // The German edition's has its own entry, in German.
    const german = await get("/de/keine-solche-seite");
    expect(german.res.status).toBe(404);
    expect(german.res.headers.get("X-Page-Cache")).toBe("miss");
    expect(german.html).toContain('<html lang="de"');
    const germanAgain = await untilHit("/de/noch-eine-seite");
    expect(withoutNonces(germanAgain.html)).toBe(withoutNonces(german.html));
    expect(withoutNonces(germanAgain.html)).not.toBe(withoutNonces(first.html));
  });

  it.each([
    ["a room that does not exist (its 404 names its path)", "/rooms/no-such-room"],
    ["another spelling of a path no page matches", "/No/Such/Page"],
    ["the booking confirmation", "/booking-confirmation?order_id=order_x&payment_id=pay_x"],
  ])("never stores %s", async (_, path) => {
    for (let i = 0; i < 2; i++) {
      const { res } = await get(path);
      expect(res.headers.get("X-Page-Cache")).toBeNull();
    }
  });

  it("does not answer a form post from the cache, and lets no cache keep the answer", async () => {
    await get("/contact");
    const res = await SELF.fetch(`${ORIGIN}/contact`, { method: "POST", body: new FormData() });
    expect(res.headers.get("X-Page-Cache")).toBeNull();
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    await res.body?.cancel();
  });

  it("answers 70 links with random utm_source from one stored page, and keeps the real pages", async () => {
    const untilHit = async (path: string) => {
      for (let i = 0; i < 40; i++) {
        const { res } = await get(path);
        if (res.headers.get("X-Page-Cache") === "hit") return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`${path} never came from the cache`);
    };
    const realPages = ["/about", "/rooms", "/retreats?q=gut"];
    for (const path of realPages) await untilHit(path);
    await untilHit("/rooms/tranquility?utm_source=first");

    const states = [];
    for (let i = 0; i < 70; i++) {
      const { res, html } = await get(`/rooms/tranquility?utm_source=${crypto.randomUUID()}&utm_medium=email`);
      expect(res.status).toBe(200);
      expect(html).toContain("Tranquility");
      states.push(res.headers.get("X-Page-Cache"));
    }
    // Nothing was rendered again, so nothing new was stored: one entry answers every link.
    expect(states.filter((state) => state !== "hit")).toEqual([]);
    for (const path of realPages) expect((await get(path)).res.headers.get("X-Page-Cache"), path).toBe("hit");
    // The parameters the retreat list reads still make pages of their own.
    expect((await get("/retreats?q=knees")).res.headers.get("X-Page-Cache")).toBe("miss");
  });

  it("renders other spellings of a page's path but never stores them", async () => {
    for (const path of ["/ABOUT", "/About", "/about/", "/ab%6Fut"]) {
      for (let i = 0; i < 2; i++) {
        const { res, html } = await get(path);
        expect(res.status, path).toBe(200);
        expect(html).toContain("</html>");
        expect(res.headers.get("X-Page-Cache"), path).toBeNull();
      }
    }
  });
});
