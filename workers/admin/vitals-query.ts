import { vitalsDay } from "~/domain/vitals/vitals";
import { vitalsWindowStart } from "~/domain/vitals/report-window";
import { type VitalsBucketRow, type VitalsReport, vitalsReport } from "~/domain/vitals/vitals-report";

/**
 * Real visitors' Core Web Vitals over the last `days` UTC days (the days the histograms are kept
 * by, workers/api/vitals.ts): each bucket summed over the window in D1, the 75th percentile read
 * from the sums (app/domain/vitals/vitals-report.ts).
 */
export async function vitalsOverDays(db: D1Database, days: number, now = new Date()): Promise<VitalsReport> {
  const today = vitalsDay(now);
  const { results } = await db
    .prepare(
      `SELECT route, metric, le, SUM(count) AS count FROM web_vitals
       WHERE day >= ? AND day <= ? GROUP BY route, metric, le`,
    )
    .bind(vitalsWindowStart(today, days), today)
    .all<VitalsBucketRow>();
  return vitalsReport(results, { days, today });
}
