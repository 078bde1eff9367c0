import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { AdminShell } from "~/admin/admin-shell";
import { SettingsProblems } from "~/admin/settings-problems";
import { requireStaff, staffConsoleHandle, staffHeaders, staffMeta } from "~/admin/staff-route";
import { staffServicesContext } from "~/worker-context";
import type { Route } from "./+types/admin";

/** The staff console's frame. The Worker let this request through only with a verified Access assertion. */

export const handle = staffConsoleHandle;
export const headers = staffHeaders;

export function meta(_: Route.MetaArgs) {
  return staffMeta("Staff console");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  return { session: staff.session, settingsProblems: staff.settingsProblems(request.url) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell session={loaderData.session}>
      <SettingsProblems problems={loaderData.settingsProblems} />
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? "There is nothing at this address in the staff console."
      : status === 403
        ? "Staff only: sign in through Cloudflare Access."
        : "Something went wrong on our side. Reload the page in a moment.";
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="font-display text-3xl">{status === 404 ? "Not found" : status === 403 ? "Staff only" : "Something went wrong"}</h1>
      <p className="mt-3 text-muted">{message}</p>
      <p className="mt-6">
        <Link to="/admin/bookings" className="font-semibold text-primary-dark underline underline-offset-4">
          Back to the bookings
        </Link>
      </p>
    </main>
  );
}
