/**
 * Google's thresholds for Core Web Vitals at the 75th percentile: good up to the first, poor above
 * the second (LCP and INP in milliseconds, CLS without unit). The histogram buckets
 * (VITALS_BUCKETS in ./vitals.ts) have bounds on both, so a p75 read as a bucket's upper bound
 * is rated as the exact value would be. No zod here: the staff page's browser code uses it.
 */
export const VITALS_THRESHOLDS = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
} as const;

export type VitalsRating = "good" | "needs-improvement" | "poor";

export function vitalsRating(metric: keyof typeof VITALS_THRESHOLDS, value: number): VitalsRating {
  const { good, poor } = VITALS_THRESHOLDS[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}
