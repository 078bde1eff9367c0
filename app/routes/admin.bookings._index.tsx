import { data, Link } from "react-router";
import { PageTitle } from "~/admin/admin-shell";
import { BookingSearchForm, BookingsList } from "~/admin/bookings-list";
import { type GuestErasureData, GuestErasureForm, erasureMessage } from "~/admin/guest-erasure-form";
import { requireStaff, staffHeaders, staffMeta } from "~/admin/staff-route";
import { eraseGuestInputSchema } from "~/domain/staff/guest-erasure";
import { bookingSearchSchema } from "~/domain/staff/staff-queries";
import { staffServicesContext } from "~/worker-context";
import type { Route } from "./+types/admin.bookings._index";

export const headers = staffHeaders;

export function meta(_: Route.MetaArgs) {
  return staffMeta("Bookings");
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  const params = Object.fromEntries(url.searchParams);
  const search = bookingSearchSchema.safeParse(params);
  if (!search.success) {
    return data(
      { search: params, bookings: [], next: null, error: search.error.issues.map((issue) => issue.message).join(". ") },
      { status: 422 },
    );
  }
  const result = await staff.searchBookings(search.data);
  if (!result.ok) return data({ search: params, bookings: [], next: null, error: result.error }, { status: result.status });
  return { search: search.data, ...result.value, error: null };
}

/** "Erase a guest's details": the same staff service as POST /api/admin/guests/erase. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  if (form.get("intent") !== "erase-guest") {
    return data<GuestErasureData>({ ok: false, message: "That is not something this page can do." }, { status: 422 });
  }
  if (form.get("confirm") !== "yes") {
    return data<GuestErasureData>({ ok: false, email, message: "Tick the box to confirm: an erasure cannot be undone." }, { status: 422 });
  }
  const input = eraseGuestInputSchema.safeParse({ email });
  if (!input.success) {
    return data<GuestErasureData>(
      { ok: false, email, message: input.error.issues.map((issue) => issue.message).join(". ") },
      { status: 422 },
    );
  }
  const result = await staff.eraseGuest(input.data);
  if (!result.ok) return data<GuestErasureData>({ ok: false, email, message: result.error }, { status: result.status });
  return { ok: true, message: erasureMessage(result.value) } satisfies GuestErasureData;
}

export default function AdminBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { search, bookings, next, error } = loaderData;
  const filters = new URLSearchParams(
    Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "cursor"),
  );
  const nextPage = new URLSearchParams(filters);
  if (next) nextPage.set("cursor", next);
  return (
    <>
      <PageTitle
        aside={
          <a
            href={`/api/admin/bookings.csv${filters.size ? `?${filters}` : ""}`}
            className="inline-flex min-h-10 items-center rounded-full border border-primary px-4 text-sm font-semibold text-primary-dark hover:bg-primary-dark hover:text-white"
            download
          >
            Download CSV
          </a>
        }
      >
        Bookings
      </PageTitle>
      <BookingSearchForm search={search} />
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <div className="mt-5">
        <BookingsList bookings={bookings} />
      </div>
      <nav aria-label="Pages" className="mt-5 flex flex-wrap justify-between gap-3 text-sm">
        {"cursor" in search && search.cursor ? (
          <Link
            to={`/admin/bookings${filters.size ? `?${filters}` : ""}`}
            className="font-semibold text-primary-dark underline-offset-4 hover:underline"
          >
            ← Newest bookings
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={`/admin/bookings?${nextPage}`} className="font-semibold text-primary-dark underline-offset-4 hover:underline">
            Older bookings →
          </Link>
        ) : null}
      </nav>
      <GuestErasureForm result={actionData} />
    </>
  );
}
