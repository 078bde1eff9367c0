import { describe, expect, it } from "vitest";
import { VITALS_THRESHOLDS, vitalsRating } from "./thresholds";
import { VITALS_BUCKETS } from "./vitals";
import { vitalsWindowStart } from "./report-window";
import { vitalsReport, vitalsReportQuerySchema } from "./vitals-report";

describe("the staff console's vitals report", () => {
  it("gives the 75th percentile per route and metric from the window's buckets, with the sample count", () => {
    const report = vitalsReport(
      [
        // /rooms/:id LCP: 60 at ≤ 1000, 20 at ≤ 1500, 20 at ≤ 3000 → 75 % is reached in ≤ 1500.
        { route: "/rooms/:id", metric: "LCP", le: 1000, count: 60 },
        { route: "/rooms/:id", metric: "LCP", le: 3000, count: 20 },
        { route: "/rooms/:id", metric: "LCP", le: 1500, count: 20 },
        // INP: 3 at ≤ 50 and 1 at ≤ 500 → exactly 75 % at ≤ 50.
        { route: "/rooms/:id", metric: "INP", le: 50, count: 3 },
        { route: "/rooms/:id", metric: "INP", le: 500, count: 1 },
        // Home CLS, given as two rows for the same bucket (two days): 10 + 10 at ≤ 0.001, 10 at ≤ 0.25.
        { route: "/", metric: "CLS", le: 0.001, count: 10 },
        { route: "/", metric: "CLS", le: 0.001, count: 10 },
        { route: "/", metric: "CLS", le: 0.25, count: 10 },
      ],
      { days: 28, today: "2026-11-23" },
    );
    expect(report).toEqual({
      days: 28,
      from: "2026-10-27",
      to: "2026-11-23",
      routes: [
        { route: "/", LCP: null, INP: null, CLS: { p75: 0.25, samples: 30 } },
        { route: "/rooms/:id", LCP: { p75: 1500, samples: 100 }, INP: { p75: 50, samples: 4 }, CLS: null },
      ],
    });
  });

  it("leaves out empty buckets, unknown metrics and routes without samples", () => {
    const report = vitalsReport(
      [
        { route: "/about", metric: "LCP", le: 800, count: 0 },
        { route: "/about", metric: "FID", le: 16, count: 5 },
        { route: "/blog", metric: "INP", le: 200, count: 2 },
      ],
      { days: 1, today: "2026-11-23" },
    );
    expect(report.from).toBe("2026-11-23");
    expect(report.routes).toEqual([{ route: "/blog", LCP: null, INP: { p75: 200, samples: 2 }, CLS: null }]);
  });

  it("counts the window in whole UTC days, today included", () => {
    expect(vitalsWindowStart("2026-03-01", 1)).toBe("2026-03-01");
    expect(vitalsWindowStart("2026-03-01", 7)).toBe("2026-02-23");
    expect(vitalsWindowStart("2027-01-05", 90)).toBe("2026-10-08");
  });

  it("reads ?days= as 1 to 90, 28 when blank or absent, and refuses anything else", () => {
    expect(vitalsReportQuerySchema.parse({})).toEqual({ days: 28 });
    expect(vitalsReportQuerySchema.parse({ days: "" })).toEqual({ days: 28 });
    expect(vitalsReportQuerySchema.parse({ days: "7" })).toEqual({ days: 7 });
    expect(vitalsReportQuerySchema.parse({ days: "90" })).toEqual({ days: 90 });
    for (const days of ["0", "91", "-1", "7.5", "1e2", "seven", "1000"]) {
      const result = vitalsReportQuerySchema.safeParse({ days });
      expect(result.success, days).toBe(false);
      expect(result.error?.issues[0]?.message, days).toBe("Days must be a whole number from 1 to 90");
    }
  });
});

describe("the rating of a p75", () => {
  it("follows Google's thresholds, which are bucket bounds", () => {
    expect(vitalsRating("LCP", 2500)).toBe("good");
    expect(vitalsRating("LCP", 3000)).toBe("needs-improvement");
    expect(vitalsRating("LCP", 4000)).toBe("needs-improvement");
    expect(vitalsRating("LCP", 5000)).toBe("poor");
    expect(vitalsRating("INP", 200)).toBe("good");
    expect(vitalsRating("INP", 250)).toBe("needs-improvement");
    expect(vitalsRating("INP", 600)).toBe("poor");
    expect(vitalsRating("CLS", 0.1)).toBe("good");
    expect(vitalsRating("CLS", 0.15)).toBe("needs-improvement");
    expect(vitalsRating("CLS", 0.4)).toBe("poor");
    for (const [metric, { good, poor }] of Object.entries(VITALS_THRESHOLDS)) {
      expect(VITALS_BUCKETS[metric as keyof typeof VITALS_THRESHOLDS], metric).toEqual(expect.arrayContaining([good, poor]));
    }
  });
});
