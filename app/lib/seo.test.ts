import { describe, expect, it } from "vitest";
import { absoluteUrl, breadcrumbJsonLd, pageMeta } from "./seo";

describe("pageMeta", () => {
  it("gives a page its title, description, canonical URL and Open Graph tags", () => {
    const meta = pageMeta({ title: "Sacred Retreats", description: "Retreats in Kerala", path: "/retreats" });
    expect(meta).toContainEqual({ title: "Sacred Retreats" });
    expect(meta).toContainEqual({ name: "description", content: "Retreats in Kerala" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/retreats") });
    expect(meta).toContainEqual({ property: "og:url", content: absoluteUrl("/retreats") });
    expect(meta).toContainEqual({ property: "og:image", content: absoluteUrl("/media/og-default.jpg") });
    expect(meta.some((m) => "name" in m && m.name === "robots")).toBe(false);
  });

  it("marks pages that must not be indexed and carries JSON-LD", () => {
    const meta = pageMeta({ title: "Cart", description: "d", path: "/cart", noindex: true, jsonLd: { "@type": "Thing" } });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    const crumbs = breadcrumbJsonLd([
      ["Home", "/"],
      ["Retreats", "/retreats"],
    ]) as { itemListElement: { position: number; item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.position)).toEqual([1, 2]);
    expect(crumbs.itemListElement[1]?.item).toBe(absoluteUrl("/retreats"));
  });
});
