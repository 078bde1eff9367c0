import { Link } from "react-router";
import { type VitalsRating, vitalsRating } from "~/domain/vitals/thresholds";
import type { VitalsFigure, VitalsReport } from "~/domain/vitals/vitals-report";
import { Badge } from "./status-badge";

/** Names for the route patterns the reports are kept by (app/domain/vitals/routes.ts). */
const PAGE_NAMES: Record<string, string> = {
  "/": "Home",
  "/retreats": "Retreats",
  "/retreats/:id": "A retreat",
  "/rooms": "Rooms",
  "/rooms/:id": "A room",
  "/about": "About",
  "/contact": "Contact",
  "/blog": "Journal",
  "/blog/:id": "An article",
  "/cart": "Cart",
  "/custom-retreat": "Custom retreat",
  "/booking-confirmation": "Booking confirmation",
  "*": "Page not found",
};

const METRICS = [
  { key: "LCP", name: "Largest paint", short: "LCP" },
  { key: "INP", name: "Response to taps", short: "INP" },
  { key: "CLS", name: "Layout shift", short: "CLS" },
] as const;

const RATINGS: Record<VitalsRating, { label: string; tone: "success" | "warning" | "danger" }> = {
  good: { label: "Good", tone: "success" },
  "needs-improvement": { label: "Needs work", tone: "warning" },
  poor: { label: "Poor", tone: "danger" },
};

const WINDOW_LABELS: Record<number, string> = { 1: "Today", 7: "7 days", 28: "28 days", 90: "90 days" };

function formatFigure(metric: (typeof METRICS)[number]["key"], value: number): string {
  if (metric === "CLS") return value.toFixed(3).replace(/0+$/, "").replace(/\.$/, ".0");
  return value >= 1000 ? `${(value / 1000).toFixed(value % 1000 === 0 ? 0 : 1)} s` : `${value} ms`;
}

const samplesText = (samples: number) => `${samples} ${samples === 1 ? "sample" : "samples"}`;

function FigureCell({ metric, figure }: { metric: (typeof METRICS)[number]["key"]; figure: VitalsFigure | null }) {
  if (!figure) return <span className="text-muted">No samples</span>;
  const rating = RATINGS[vitalsRating(metric, figure.p75)];
  return (
    <div className="grid justify-items-start gap-1">
      <span className="font-semibold tabular-nums whitespace-nowrap">{`≤ ${formatFigure(metric, figure.p75)}`}</span>
      <Badge tone={rating.tone}>{rating.label}</Badge>
      <span className="text-xs text-muted">{samplesText(figure.samples)}</span>
    </div>
  );
}

/** The windows to choose from, as links (the page is a GET form without script). */
export function VitalsWindows({ current, windows }: { current: number; windows: readonly number[] }) {
  return (
    <nav aria-label="Period" className="mb-4 overflow-x-auto">
      <ul className="flex gap-2">
        {windows.map((days) => (
          <li key={days}>
            <Link
              to={`/admin/vitals?days=${days}`}
              aria-current={days === current ? "page" : undefined}
              className={`inline-flex min-h-10 items-center rounded-full border px-3 text-sm font-semibold whitespace-nowrap sm:px-4 ${
                days === current ? "border-forest bg-forest text-white" : "border-stone-300 bg-white hover:bg-stone-100"
              }`}
            >
              {WINDOW_LABELS[days] ?? `${days} days`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** p75 of LCP, INP and CLS per page: a card a page on a phone, a row a page from a tablet up. */
export function VitalsTable({ report }: { report: VitalsReport }) {
  if (report.routes.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-muted">
        No visitor has reported from {report.from} to {report.to} (UTC).
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label="Page speed per page">
        {report.routes.map((row) => (
          <li key={row.route} className="rounded-xl border border-stone-200 bg-white p-4">
            <p className="font-semibold">
              {PAGE_NAMES[row.route] ?? row.route}
              <code className="mt-0.5 block text-xs font-normal break-all text-muted">{row.route}</code>
            </p>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              {METRICS.map((metric) => (
                <div key={metric.key} className="grid content-start gap-1">
                  <dt className="text-xs text-muted">
                    <abbr title={metric.name} className="no-underline">
                      {metric.short}
                    </abbr>
                  </dt>
                  <dd>
                    <FigureCell metric={metric.key} figure={row[metric.key]} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="relative hidden overflow-x-auto rounded-xl border border-stone-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            75th percentile per page, {report.from} to {report.to} (UTC)
          </caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-xs text-muted">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                Page
              </th>
              {METRICS.map((metric) => (
                <th key={metric.key} scope="col" className="px-4 py-2.5 font-semibold">
                  {metric.name} ({metric.short})
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {report.routes.map((row) => (
              <tr key={row.route} className="align-top">
                <th scope="row" className="px-4 py-3 font-semibold">
                  {PAGE_NAMES[row.route] ?? row.route}
                  <code className="mt-0.5 block text-xs font-normal text-muted">{row.route}</code>
                </th>
                {METRICS.map((metric) => (
                  <td key={metric.key} className="px-4 py-3">
                    <FigureCell metric={metric.key} figure={row[metric.key]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
