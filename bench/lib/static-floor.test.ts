import { describe, expect, it } from "vitest";
import { floorSlug, staticFloorHtml } from "./static-floor.ts";

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
