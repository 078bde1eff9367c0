/**
 * Core Web Vitals from real visitors (docs/benchmarks.md#real-visitors): what a browser may report to
 * POST /api/vitals and how the Worker keeps it. No sample is stored: each one adds 1 to a
 * histogram bucket per UTC day, route pattern and metric, from which the 75th percentile (the
 * figure Google reports per page) is read to within one bucket. Nothing identifies a visitor: the
 * route is a pattern ("/rooms/:id"), never a URL, and no id, address or agent is kept.
 */
import * as z from "zod/mini";
import { VITALS_ROUTES } from "./routes";

// No `new Function` in a Worker either; interpreted parsers are fast enough for three fields.
z.config({ jitless: true });

export const VITALS_METRICS = ["LCP", "INP", "CLS"] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

/**
 * Upper bounds of each metric's buckets, in its own unit (milliseconds; CLS has none). A value
 * goes in the first bucket whose bound is at or above it; the last bound is the largest value
 * accepted at all. Bounds sit on Google's thresholds (LCP 2.5 s / 4 s, INP 200 / 500 ms, CLS 0.1 /
 * 0.25) and closer together below them, where the site is meant to be.
 */
export const VITALS_BUCKETS: Record<VitalsMetric, readonly number[]> = {
  LCP: [250, 500, 750, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 60000],
  INP: [16, 32, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 2000, 5000, 60000],
  CLS: [0.001, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.25, 0.4, 0.5, 0.75, 1, 2, 5, 100],
};

/** The largest body the endpoint reads: one sample is well under 200 bytes. */
export const VITALS_BODY_LIMIT_BYTES = 2048;

export const vitalsSampleSchema = z.object({
  route: z.enum(VITALS_ROUTES),
  metric: z.enum(VITALS_METRICS),
  value: z.number().check(z.gte(0), z.lte(60000)),
  rating: z.enum(["good", "needs-improvement", "poor"]),
});

/** The bucket a value falls in, as its upper bound; null when past the metric's range. */
export function bucketFor(metric: VitalsMetric, value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  return VITALS_BUCKETS[metric].find((bound) => value <= bound) ?? null;
}

/** The UTC day a sample counts for, as YYYY-MM-DD. */
export function vitalsDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The p-th percentile (0-1) of a histogram given as { upper bound: count }: the upper bound of the
 * first bucket at which the running count reaches p of the total, so at most one bucket above the
 * exact value and never below it. null when the histogram is empty.
 */
export function percentileFromHistogram(buckets: ReadonlyMap<number, number> | Record<number, number>, p = 0.75): number | null {
  const entries = (buckets instanceof Map ? [...buckets.entries()] : Object.entries(buckets).map(([k, v]) => [Number(k), v] as const))
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a - b);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  let running = 0;
  for (const [bound, count] of entries) {
    running += count;
    if (running >= p * total) return bound;
  }
  return entries.at(-1)?.[0] ?? null;
}
