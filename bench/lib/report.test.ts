import { describe, expect, it } from "vitest";
import type { LighthouseResult } from "./lighthouse.ts";
import { evaluate, type RouteResult } from "./report.ts";

function lighthouse(seo: number, failingSeo: string[]): LighthouseResult {
  return {
    scores: { performance: 100, accessibility: 100, bestPractices: 100, seo },
    fcpMs: 700,
    lcpMs: 800,
    cls: 0,
    tbtMs: 10,
    failing: failingSeo.length ? { seo: failingSeo } : {},
    benchmarkIndex: 2500,
    warnings: [],
  };
}

function route(lh: LighthouseResult, noindex?: boolean): RouteResult {
  return {
    name: "cart",
    path: "/cart",
    expectedStatus: 200,
    noindex,
    status: 200,
    built: true,
    prerendered: false,
    htmlBytes: 8000,
    lighthouse: lh,
  };
}

const seoCheck = (r: RouteResult) => evaluate([r], 0).find((check) => check.metric === "Lighthouse SEO");

describe("the SEO target", () => {
  it("is met by a page kept out of search engines whose only failing SEO audit is is-crawlable", () => {
    expect(seoCheck(route(lighthouse(66, ["is-crawlable"]), true))).toMatchObject({
      pass: true,
      value: "66 (noindex by design; every other SEO audit passes)",
    });
  });

  it("is missed by such a page when another SEO audit fails too", () => {
    expect(seoCheck(route(lighthouse(58, ["is-crawlable", "link-text"]), true))).toMatchObject({ pass: false, value: "58" });
  });

  it("is missed by a page meant to be found that is not crawlable", () => {
    expect(seoCheck(route(lighthouse(66, ["is-crawlable"])))).toMatchObject({ pass: false, value: "66", miss: "-34" });
  });

  it("is met at 100 either way", () => {
    expect(seoCheck(route(lighthouse(100, []), true))).toMatchObject({ pass: true, value: "100" });
  });
});

describe("the LCP against the static floor", () => {
  const withFloor = (pageBytes: number | undefined, floorBytes: number | undefined, ratio: number): RouteResult => {
    const page = { ...lighthouse(100, []), documentBytes: pageBytes };
    const floor = { ...lighthouse(100, []), documentBytes: floorBytes };
    return { ...route(page), floor: { path: "/cart.floor.html", lighthouse: floor, pageLcpMs: 800 * ratio, floorLcpMs: 800, ratio } };
  };
  const floorCheck = (r: RouteResult) => evaluate([r], 0).find((check) => check.metric === "LCP vs static floor");

  it("names the documents against the first round trip when it is missed", () => {
    expect(floorCheck(withFloor(16_168, 13_402, 1.34))).toMatchObject({
      pass: false,
      miss: "+0.24; document 16,168 B over the first round trip (14,600 B), floor 13,402 B within",
    });
    expect(floorCheck(withFloor(14_564, 13_400, 1.19))?.miss).toBe(
      "+0.09; document 14,564 B within the first round trip (14,600 B), floor 13,400 B within",
    );
  });

  it("says only how far when a run did not record the documents", () => {
    expect(floorCheck(withFloor(undefined, 13_402, 1.2))).toMatchObject({ pass: false, miss: "+0.10" });
  });

  it("is met within 1.1", () => {
    expect(floorCheck(withFloor(14_000, 13_000, 1.05))).toMatchObject({ pass: true, miss: undefined });
  });
});
