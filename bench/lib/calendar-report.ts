// The channel sync's section of the bench report (bench/lib/calendar-sync.ts measures it).
import type { LoadResult } from "./load.ts";

export type CalendarSyncReport = {
  feeds: number;
  events: number;
  bytes: number;
  /** Node, the Worker's own readFeed + planSync; median of `runs` runs over all feeds. */
  node: { runs: number; readMs: number; planFirstMs: number; planAgainMs: number; slowestFeedMs: number };
  /** POST /api/admin/calendars/sync against the Worker on loopback, wall clock. */
  worker?: { firstSyncMs: number; againSyncMs: number; unchangedSyncMs: number; ok: number; failed: number } | { error: string };
  /** The same order load alone and while syncs run back to back. */
  ordersDuringSyncs?: { alone: LoadResult; duringSyncs: LoadResult; syncsDuringLoad: number } | { error: string };
};

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);

export function calendarSection(report: CalendarSyncReport): string[] {
  const lines = [
    "## Channel sync (8 rooms × 3 feeds of one year each)",
    "",
    `${report.feeds} feeds (Airbnb-, Booking.com- and Vrbo-shaped), ${report.events} events, ${(report.bytes / 1000).toFixed(1)} kB in all.`,
    "",
    "| | time |",
    "|---|---|",
    `| Read all feeds (ical.js, readFeed), Node, median of ${report.node.runs} | ${ms(report.node.readMs)} |`,
    `| Plan the first sync (every event new), Node | ${ms(report.node.planFirstMs)} |`,
    `| Plan a sync with nothing changed, Node | ${ms(report.node.planAgainMs)} |`,
    `| Slowest single feed, read + plan, Node (any run; the first is cold) | ${ms(report.node.slowestFeedMs)} |`,
  ];
  const worker = report.worker;
  if (worker && "error" in worker) lines.push(`| \`POST /api/admin/calendars/sync\` | not measured: ${worker.error} |`);
  else if (worker) {
    lines.push(
      `| \`POST /api/admin/calendars/sync\`, first (every block inserted), wall clock | ${ms(worker.firstSyncMs)} (${worker.ok} ok, ${worker.failed} failed) |`,
      `| The same, every feed read and planned again (no validators) | ${ms(worker.againSyncMs)} |`,
      `| The same, every feed answering 304 | ${ms(worker.unchangedSyncMs)} |`,
    );
  }
  const orders = report.ordersDuringSyncs;
  if (orders && "error" in orders) lines.push("", `Orders during syncs: not measured: ${orders.error}`);
  else if (orders) {
    lines.push(
      "",
      "| `POST /api/payments/orders`, each holding a free night | req/s | p50 / p99 | non-2xx |",
      "|---|---|---|---|",
      `| alone | ${Math.round(orders.alone.requestsPerSec)} | ${orders.alone.latencyP50Ms} / ${orders.alone.latencyP99Ms} ms | ${orders.alone.non2xx} |`,
      `| while full syncs run back to back (${orders.syncsDuringLoad} syncs) | ${Math.round(orders.duringSyncs.requestsPerSec)} | ${orders.duringSyncs.latencyP50Ms} / ${orders.duringSyncs.latencyP99Ms} ms | ${orders.duringSyncs.non2xx} |`,
    );
  }
  return lines;
}
