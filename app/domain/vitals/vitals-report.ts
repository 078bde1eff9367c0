import "~/domain/zod-config";
import * as z from "zod/mini";
import { VITALS_REPORT_DEFAULT_DAYS, VITALS_REPORT_MAX_DAYS, vitalsWindowStart } from "./report-window";
import { VITALS_ROUTES } from "./routes";
import { percentileFromHistogram, VITALS_METRICS, type VitalsMetric } from "./vitals";

/**
 * The staff console's view of real visitors' Core Web Vitals (GET /api/admin/vitals and
 * /admin/vitals): the 75th percentile of LCP, INP and CLS per route pattern over the last `days`
 * UTC days, today included, read from the daily histograms (migrations/0009_web_vitals.sql).
 */

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const DAYS_MESSAGE = `Days must be a whole number from 1 to ${VITALS_REPORT_MAX_DAYS}`;

/** `?days=`: blank or absent means the default; anything else must be 1 to the maximum. */
export const vitalsReportQuerySchema = z.object({
  days: z.pipe(
    z.transform((value: unknown) => blankToUndefined(value) ?? String(VITALS_REPORT_DEFAULT_DAYS)),
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, DAYS_MESSAGE)),
      z.pipe(
        z.transform((value: string) => Number(value)),
        z.number().check(z.gte(1, DAYS_MESSAGE), z.lte(VITALS_REPORT_MAX_DAYS, DAYS_MESSAGE)),
      ),
    ),
  ),
});

/** One metric on one route: its 75th percentile (a bucket's upper bound) and how many samples. */
export type VitalsFigure = { p75: number; samples: number };

type VitalsRouteRow = { route: string } & Record<VitalsMetric, VitalsFigure | null>;

export type VitalsReport = {
  days: number;
  /** The first and last UTC day counted, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Routes with at least one sample, in the order of app/routes.ts. */
  routes: VitalsRouteRow[];
};

/** One histogram bucket summed over the window: the query's rows. */
export type VitalsBucketRow = { route: string; metric: string; le: number; count: number };

/** The report from the window's buckets: p75 per route and metric, to within one bucket. */
export function vitalsReport(rows: readonly VitalsBucketRow[], window: { days: number; today: string }): VitalsReport {
  const histograms = new Map<string, Map<VitalsMetric, Map<number, number>>>();
  for (const row of rows) {
    const metric = VITALS_METRICS.find((name) => name === row.metric);
    if (!metric || !(row.count > 0)) continue;
    const byMetric = histograms.get(row.route) ?? new Map<VitalsMetric, Map<number, number>>();
    histograms.set(row.route, byMetric);
    const buckets = byMetric.get(metric) ?? new Map<number, number>();
    byMetric.set(metric, buckets);
    buckets.set(row.le, (buckets.get(row.le) ?? 0) + row.count);
  }
  const order = (route: string) => {
    const index = (VITALS_ROUTES as readonly string[]).indexOf(route);
    return index === -1 ? VITALS_ROUTES.length : index;
  };
  const routes = [...histograms.keys()]
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map((route) => {
      const byMetric = histograms.get(route);
      const figure = (metric: VitalsMetric): VitalsFigure | null => {
        const buckets = byMetric?.get(metric);
        const p75 = buckets ? percentileFromHistogram(buckets, 0.75) : null;
        if (!buckets || p75 === null) return null;
        return { p75, samples: [...buckets.values()].reduce((sum, count) => sum + count, 0) };
      };
      return { route, LCP: figure("LCP"), INP: figure("INP"), CLS: figure("CLS") };
    });
  return { days: window.days, from: vitalsWindowStart(window.today, window.days), to: window.today, routes };
}
