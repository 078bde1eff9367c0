import type { TestInfo } from "@playwright/test";

/**
 * A calendar date n days from the resort's today (Asia/Kolkata), as YYYY-MM-DD: the pickers' minimum
 * and the server count from there, whatever the machine's zone.
 */
export function isoDaysFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Days ahead for the stays of a test that places orders. Every order holds its nights on the one
 * server all tests share, so each such test names its own slot (unique across the spec files) and
 * the two browser projects book ten days apart: slots 0-3 checkout.spec, 4-6 availability.spec, 7 and 10-11 staff-console.spec, 8-9 live-checkout.spec, 12 staff-calendar.spec, 13 staff-record-booking.spec, 16-17 guest-booking.spec, 21 german-booking-email.spec, 23 german-flow.spec.
 */
export function orderDay(testInfo: TestInfo, slot: number): number {
  const project = testInfo.project.name === "mobile" ? 1 : 0;
  return 150 + (slot * 2 + project) * 10;
}
