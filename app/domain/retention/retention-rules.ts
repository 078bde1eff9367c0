import { addDays, type IsoDate } from "~/domain/dates/dates";

/**
 * How long the site keeps what (docs/decisions/081-retention.md, the /privacy page). Pure rules:
 * the Cron Trigger (workers/retention/) and the staff console's erasure apply them to D1.
 */

/** An order never paid (unpaid, lapsed, failed) keeps the guest's details this long after its last change. */
export const UNPAID_ORDER_DAYS = 30;

/**
 * Arrival details (flight, pickup, dietary needs, passport and visa for Form C) serve the stay
 * only: they are deleted this many days after the check-out day, and as soon as the booking is no
 * longer a stay (cancelled, declined, refunded).
 */
const ARRIVAL_DETAILS_DAYS_AFTER_CHECK_OUT = 1;

/** The latest check-out whose arrival details are deleted on `today` (a date at the resort). */
export function arrivalDetailsCutoff(today: IsoDate): IsoDate {
  return addDays(today, -ARRIVAL_DETAILS_DAYS_AFTER_CHECK_OUT);
}

/** A form submission (delivered, parked, or still pending) is deleted this long after it last moved. */
export const FORM_SUBMISSION_DAYS = 90;

/**
 * Financial years an accounting record is kept after the year it belongs to: the Companies Act
 * 2013 s.128(5) (eight financial years), the longest of the Indian rules on books of account (the
 * CGST Act s.36: 72 months from the due date of the year's annual return; the Income-tax Rules
 * 6F: six years from the end of the assessment year).
 */
export const ACCOUNTS_RETENTION_FINANCIAL_YEARS = 8;

const DAY_MS = 24 * 60 * 60_000;

/** The instant `days` whole days before `now`: a record last changed before it is past its window. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * The first day whose accounting records must still be kept on `today` (a date at the resort).
 * India's financial year runs from 1 April to 31 March. A record dated in the financial year that
 * ends on 31 March of year Y is kept for the eight financial years after it, so it may go from
 * 1 April of Y + 8: on `today` every record dated before 1 April of (the year today's financial
 * year starts) - 8 has served its time.
 */
export function accountsRetentionCutoff(today: IsoDate): IsoDate {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const financialYearStart = month >= 4 ? year : year - 1;
  return `${financialYearStart - ACCOUNTS_RETENTION_FINANCIAL_YEARS}-04-01`;
}
