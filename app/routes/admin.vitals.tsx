import { data } from "react-router";
import { PageTitle } from "~/admin/admin-shell";
import { requireStaff, staffHeaders, staffMeta } from "~/admin/staff-route";
import { VitalsTable, VitalsWindows } from "~/admin/vitals-table";
import { VITALS_REPORT_DEFAULT_DAYS, VITALS_REPORT_WINDOWS } from "~/domain/vitals/report-window";
import { vitalsReportQuerySchema } from "~/domain/vitals/vitals-report";
import { staffServicesContext } from "~/worker-context";
import type { Route } from "./+types/admin.vitals";

/**
 * How fast the site is for real visitors: the 75th percentile of LCP, INP and CLS per page over a
 * window of days, from the sampled reports (docs/benchmarks.md#real-visitors). The same figures as
 * GET /api/admin/vitals.
 */

export const headers = staffHeaders;

export function meta(_: Route.MetaArgs) {
  return staffMeta("Page speed");
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  const query = vitalsReportQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    return data(
      { report: await staff.vitals(VITALS_REPORT_DEFAULT_DAYS), error: query.error.issues.map((issue) => issue.message).join(". ") },
      { status: 422 },
    );
  }
  return { report: await staff.vitals(query.data.days), error: null };
}

export default function AdminVitals({ loaderData }: Route.ComponentProps) {
  const { report, error } = loaderData;
  return (
    <>
      <PageTitle>Page speed</PageTitle>
      <p className="-mt-3 mb-4 max-w-3xl text-sm text-muted">
        How fast each page was for real visitors, {report.from} to {report.to} (UTC): three in four page loads were at least this fast. One
        page load in ten reports. Good is a largest paint within 2.5 s, a response to taps within 200 ms and a layout shift of at most 0.1;
        each figure is the top of the range it fell in.
      </p>
      {error ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <VitalsWindows current={report.days} windows={VITALS_REPORT_WINDOWS} />
      <VitalsTable report={report} />
    </>
  );
}
