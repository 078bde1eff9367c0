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
