import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/**
 * Before React Router's held-back module script (ADR 053), every page carries one short inline
 * script with the response's nonce, which keeps a visitor's first events and loads the starter once
 * the page has loaded: one of the page's own files (tests/build/hydration-starter.test.ts).
 */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

const pages = ["/", "/rooms/sunrise", "/de/about", "/cart", "/rooms/sunrise?checkin=2031-01-10&checkout=2031-01-12"];

describe("the hydration starter in a document", () => {
  it.each(pages)("%s: the recorder, naming the starter, right before the held-back module", async (path) => {
    const res = await SELF.fetch(`https://example.com${path}`);
    expect(res.status).toBe(200);
    const nonce = escaped(/'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "no nonce");
    const html = await res.text();
    const around = new RegExp(
      `<script nonce="${nonce}" data-starter="([^"]+)">([^<]*)</script><script type="text/x-late-module" data-preload="([^"]*)">`,
    ).exec(html);
    expect(around, "the recorder right before the held-back module").not.toBeNull();
    const [, starter, recorder, preloads] = around ?? [];
    expect(recorder).toContain("__kaivalyaEarly");
    expect(recorder?.length).toBeLessThan(900);
    // A file the page's code loads anyway: no file more on its first load.
    expect(preloads?.split(" ")).toContain(starter);
    // The starter's code is not in the document.
    expect(html).not.toContain('data-preload")');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  });

  it("the page cache gives each hit its own nonce on the recorder too", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const html = await (await SELF.fetch("https://example.com/about")).text();
      const tag = /<script nonce="([^"]+)" data-starter=/.exec(html);
      expect(tag).not.toBeNull();
      nonces.add(tag?.[1] ?? "");
    }
    expect(nonces.size).toBe(3);
  });
});
