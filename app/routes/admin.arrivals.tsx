import { data, Form, Link } from "react-router";
import { PageTitle } from "~/admin/admin-shell";
import { ArrivalsByDay, ArrivalsGrid } from "~/admin/arrivals-grid";
import { requireStaff, staffHeaders, staffMeta } from "~/admin/staff-route";
import { addDays, daysBetween } from "~/domain/dates/dates";
import { arrivalsNights, arrivalsRangeSchema } from "~/domain/staff/staff-queries";
import { staffServicesContext } from "~/worker-context";
import type { Route } from "./+types/admin.arrivals";

export const headers = staffHeaders;

export function meta(_: Route.MetaArgs) {
  return staffMeta("Arrivals");
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  const today = staff.today();
  const range = arrivalsRangeSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!range.success) {
    const { from, to } = arrivalsNights({}, today);
    return data(
      { today, view: await staff.arrivals(from, to), error: range.error.issues.map((issue) => issue.message).join(". ") },
      { status: 422 },
    );
  }
  const { from, to } = arrivalsNights(range.data, today);
  return { today, view: await staff.arrivals(from, to), error: null };
}

export default function AdminArrivals({ loaderData }: Route.ComponentProps) {
  const { view, today, error } = loaderData;
  const span = daysBetween(view.from, view.to) + 1;
  const shifted = (days: number) => `/admin/arrivals?from=${addDays(view.from, days)}&to=${addDays(view.to, days)}`;
  return (
    <>
      <PageTitle
        aside={
          <nav aria-label="Dates" className="flex flex-wrap items-center gap-2 text-sm">
            <Link to={shifted(-span)} className="rounded-full border border-stone-300 bg-white px-3 py-2 font-semibold hover:bg-stone-100">
              ← Earlier
            </Link>
            <Link to="/admin/arrivals" className="rounded-full border border-stone-300 bg-white px-3 py-2 font-semibold hover:bg-stone-100">
              Today
            </Link>
            <Link to={shifted(span)} className="rounded-full border border-stone-300 bg-white px-3 py-2 font-semibold hover:bg-stone-100">
              Later →
            </Link>
          </nav>
        }
      >
        Arrivals
      </PageTitle>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3 text-sm">
        <div className="grid gap-1">
          <label htmlFor="from" className="text-xs font-semibold text-muted">
            From
          </label>
          <input
            id="from"
            name="from"
            type="date"
            defaultValue={view.from}
            className="min-h-10 rounded-lg border border-stone-300 bg-white px-3"
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="to" className="text-xs font-semibold text-muted">
            To
          </label>
          <input
            id="to"
            name="to"
            type="date"
            defaultValue={view.to}
            className="min-h-10 rounded-lg border border-stone-300 bg-white px-3"
          />
        </div>
        <button type="submit" className="min-h-10 rounded-full bg-forest px-5 font-semibold text-white hover:bg-forest-light">
          Show
        </button>
      </Form>
      {error ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <ArrivalsGrid view={view} today={today} />
      <p className="mt-2 text-xs text-muted">
        Paid bookings, and in grey the holds of orders not paid yet (they lapse unless paid). Each bar is one stay; tap it to open the
        booking. Dark grey: blocked by staff (tap for the calendar); dark blue: taken on a channel's calendar. Red: two stays (or a stay and
        a block) in one room. Retreat places left count both.
      </p>
      <h2 className="mt-8 mb-3 font-display text-2xl">Arriving</h2>
      <ArrivalsByDay view={view} today={today} />
    </>
  );
}
