import { describe, expect, it } from "vitest";
import { routePatternOf } from "./routes";
import { bucketFor, percentileFromHistogram, VITALS_BUCKETS, VITALS_METRICS, vitalsDay, vitalsSampleSchema } from "./vitals";

describe("the 75th percentile from a histogram", () => {
  it("is the bound of the bucket where the running count reaches 75 %", () => {
    // 100 samples: 50 at ≤ 1000, 20 at ≤ 1200, 30 at ≤ 2500 → the 75th lies in the ≤ 2500 bucket.
    expect(percentileFromHistogram({ 1000: 50, 1200: 20, 2500: 30 })).toBe(2500);
    // 75 at ≤ 1000 reach 75 % exactly there.
    expect(percentileFromHistogram({ 1000: 75, 4000: 25 })).toBe(1000);
  });

  it("ignores the order it is given in and empty buckets, and has no answer for no samples", () => {
    expect(
      percentileFromHistogram(
        new Map([
          [3000, 20],
          [500, 20],
          [800, 0],
        ]),
      ),
    ).toBe(3000);
    expect(percentileFromHistogram({})).toBeNull();
    expect(percentileFromHistogram({ 500: 0 })).toBeNull();
  });

  it("is never below the true percentile of the samples and at most one bucket above it", () => {
    const samples = Array.from({ length: 400 }, (_, i) => (i * 37) % 5000);
    const histogram = new Map<number, number>();
    for (const value of samples) {
      const bound = bucketFor("LCP", value)!;
      histogram.set(bound, (histogram.get(bound) ?? 0) + 1);
    }
    const exact = [...samples].sort((a, b) => a - b)[Math.ceil(0.75 * samples.length) - 1]!;
    const estimate = percentileFromHistogram(histogram)!;
    const bounds = VITALS_BUCKETS.LCP;
    expect(estimate).toBeGreaterThanOrEqual(exact);
    expect(bounds.indexOf(estimate)).toBe(bounds.findIndex((bound) => exact <= bound));
  });
});

describe("buckets", () => {
  it("put a value in the first bucket at or above it, and nothing past the range", () => {
    expect(bucketFor("LCP", 0)).toBe(250);
    expect(bucketFor("LCP", 1200)).toBe(1200);
    expect(bucketFor("LCP", 1201)).toBe(1500);
    expect(bucketFor("CLS", 0)).toBe(0.001);
    expect(bucketFor("CLS", 0.1)).toBe(0.1);
    expect(bucketFor("INP", 60001)).toBeNull();
    expect(bucketFor("INP", Number.NaN)).toBeNull();
    expect(bucketFor("INP", -1)).toBeNull();
  });

  it("are ascending for every metric", () => {
    for (const metric of VITALS_METRICS) {
      const bounds = VITALS_BUCKETS[metric];
      expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
    }
  });
});

describe("what a browser may send", () => {
  it("accepts a sample and refuses URLs, unknown metrics and values out of range", () => {
    expect(vitalsSampleSchema.safeParse({ route: "/rooms/:id", metric: "LCP", value: 1234.5, rating: "good" }).success).toBe(true);
    for (const bad of [
      { route: "/rooms/sunrise", metric: "LCP", value: 1, rating: "good" },
      { route: "/?utm=x", metric: "LCP", value: 1, rating: "good" },
      { route: "/", metric: "FID", value: 1, rating: "good" },
      { route: "/", metric: "LCP", value: -1, rating: "good" },
      { route: "/", metric: "LCP", value: 1e9, rating: "good" },
      { route: "/", metric: "LCP", value: "1", rating: "good" },
      { route: "/", metric: "LCP", value: 1, rating: "great" },
    ]) {
      expect(vitalsSampleSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("counts a day in UTC", () => {
    expect(vitalsDay(new Date("2026-11-22T23:59:59+05:30"))).toBe("2026-11-22");
    expect(vitalsDay(new Date("2026-11-23T03:00:00+05:30"))).toBe("2026-11-22");
  });
});

describe("route patterns", () => {
  it("name the route, never the URL", () => {
    expect(routePatternOf("/", {})).toBe("/");
    expect(routePatternOf("/rooms", {})).toBe("/rooms");
    expect(routePatternOf("/rooms/sunrise", { id: "sunrise" })).toBe("/rooms/:id");
    expect(routePatternOf("/blog/ayurvedic-detox/", { id: "ayurvedic-detox" })).toBe("/blog/:id");
    expect(routePatternOf("/no/such/page", { "*": "no/such/page" })).toBe("*");
  });

  it("keep the German edition's pages apart from the English ones, and its 404 with theirs", () => {
    expect(routePatternOf("/de", {})).toBe("/de");
    expect(routePatternOf("/de/rooms/sunrise", { id: "sunrise" })).toBe("/de/rooms/:id");
    expect(routePatternOf("/de/blog/ayurvedic-detox", { id: "ayurvedic-detox" })).toBe("/de/blog/:id");
    expect(routePatternOf("/de/no/such/page", { "*": "de/no/such/page" })).toBe("*");
    for (const route of ["/de", "/de/rooms/:id", "/de/blog/:id", "/de/my-booking/:token"]) {
      expect(vitalsSampleSchema.safeParse({ route, metric: "LCP", value: 1, rating: "good" }).success, route).toBe(true);
    }
    expect(vitalsSampleSchema.safeParse({ route: "/de/rooms/sunrise", metric: "LCP", value: 1, rating: "good" }).success).toBe(false);
    expect(vitalsSampleSchema.safeParse({ route: "/de/admin", metric: "LCP", value: 1, rating: "good" }).success).toBe(false);
  });
});
