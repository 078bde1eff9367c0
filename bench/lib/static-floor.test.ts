import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { floorHeaderRules, floorSlug, removeStaticFloors, staticFloorHtml, withoutFloorRules, writeStaticFloor } from "./static-floor.ts";

const page = [
  "<!DOCTYPE html><html><head>",
  '<style nonce="abc" data-href="app-css">body{color:red}</style>',
  '<link rel="preload" as="font" href="/assets/f.woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="abc"/>',
  "<link rel=modulepreload href=/assets/root-2.js>",
  '<script type="application/ld+json">{"@type":"Hotel"}</script>',
  "</head><body><h1>Kaivalya</h1>",
  '<script nonce="abc">window.__reactRouterContext = {"a":"</p>"};</script>',
  '<script nonce="abc" type="module" async="">import "/assets/root-2.js";\nimport("/assets/entry.client-1.js");</script>',
  '<script src="/x.js"></script>',
  "</body></html>",
].join("");

describe("the static floor of a page", () => {
  const floor = staticFloorHtml(page);

  it("keeps the markup, the stylesheet, the font preload and data blocks", () => {
    expect(floor).toContain("<h1>Kaivalya</h1>");
    expect(floor).toContain('<style nonce="abc" data-href="app-css">body{color:red}</style>');
    expect(floor).toContain('rel="preload" as="font"');
    expect(floor).toContain('<script type="application/ld+json">{"@type":"Hotel"}</script>');
  });

  it("drops every script that would run and every module preload", () => {
    expect(floor).not.toMatch(/modulepreload/);
    expect(floor).not.toMatch(/__reactRouterContext|entry\.client|x\.js/);
    expect(floor.match(/<script/g)).toHaveLength(1);
  });

  it("names files after the route", () => {
    expect(floorSlug("a retreat")).toBe("a-retreat");
    expect(floorSlug("404")).toBe("404");
    expect(floorSlug("home")).toBe("home");
  });
});

describe("the static floor's headers", () => {
  const pageHeaders = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "public, max-age=300",
    "Content-Security-Policy": "default-src 'self'; style-src 'self' 'nonce-abc'",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Frame-Options": "DENY",
  });
  const staticHeaders = "# static files\n/*\n  X-Content-Type-Options: nosniff\n";
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("are the page's document headers, and only those", () => {
    expect(floorHeaderRules("/__bench/floor/blog", pageHeaders).split("\n").slice(1, -2)).toEqual([
      "/__bench/floor/blog",
      "  Content-Security-Policy: default-src 'self'; style-src 'self' 'nonce-abc'",
      "  Cross-Origin-Opener-Policy: same-origin-allow-popups",
      "  X-Frame-Options: DENY",
    ]);
  });

  it("are added to _headers with the floor and removed with it, leaving the file as it was", () => {
    dir = mkdtempSync(join(tmpdir(), "floor-"));
    writeFileSync(join(dir, "_headers"), staticHeaders);
    const blog = writeStaticFloor(dir, "blog", "<h1>Blog</h1><script>x()</script>", pageHeaders);
    writeStaticFloor(dir, "a room", "<h1>Room</h1>", new Headers({ "Cross-Origin-Opener-Policy": "same-origin-allow-popups" }));
    expect(blog).toBe("/__bench/floor/blog");
    expect(readFileSync(join(dir, "__bench/floor/blog.html"), "utf8")).toBe("<h1>Blog</h1>");
    const rules = readFileSync(join(dir, "_headers"), "utf8");
    expect(rules.startsWith(staticHeaders)).toBe(true);
    expect(rules).toContain("/__bench/floor/blog\n  Content-Security-Policy:");
    expect(rules).toContain("/__bench/floor/a-room\n  Cross-Origin-Opener-Policy: same-origin-allow-popups\n");

    removeStaticFloors(dir);
    expect(readFileSync(join(dir, "_headers"), "utf8")).toBe(staticHeaders);
    expect(() => readFileSync(join(dir, "__bench/floor/blog.html"))).toThrow();
  });

  it("left by an interrupted run are found again, between other rules", () => {
    const leftover = `${staticHeaders}${floorHeaderRules("/__bench/floor/home", pageHeaders)}/assets/*\n  Cache-Control: immutable\n`;
    expect(withoutFloorRules(leftover)).toBe(`${staticHeaders}/assets/*\n  Cache-Control: immutable\n`);
  });
});
