import { addDays } from "~/domain/dates/dates";

/**
 * The window of days the staff console reports real visitors' vitals over. No zod here: the staff
 * page's browser code offers the windows (the query's schema is in ./vitals-report.ts).
 */
export const VITALS_REPORT_DEFAULT_DAYS = 28;
export const VITALS_REPORT_MAX_DAYS = 90;
/** The windows the page offers; the endpoint takes any whole number of days up to the maximum. */
export const VITALS_REPORT_WINDOWS = [1, 7, 28, 90] as const;

/** The first UTC day of a window of `days` days ending on `today` (YYYY-MM-DD). */
export function vitalsWindowStart(today: string, days: number): string {
  return addDays(today, -(days - 1));
}
