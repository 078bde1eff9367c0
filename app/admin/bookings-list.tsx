import { Form, Link } from "react-router";
import { BOOKING_SOURCE_LABELS } from "~/domain/booking/booking-source";
import { bookingLineKindLabel } from "~/domain/booking/booking-view";
import { formatMoney } from "~/domain/money/money";
import { BOOKING_STATUSES } from "~/domain/booking/booking-states";
import { BOOKING_STATUS_LABELS } from "~/domain/staff/booking-status";
import type { BookingSearch } from "~/domain/staff/staff-queries";
import type { StaffBookingSummary } from "~/domain/staff/staff-views";
import { formatPaise, formatStamp, formatStay, guestLabel } from "./staff-format";
import { StatusBadge } from "./status-badge";

const inputClass = "min-h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base md:text-sm";

/**
 * The search form: a GET form, so every search has its own address and the back button works. On a
 * phone the filters fold away under the search box; they open by themselves when one is set.
 */
export function BookingSearchForm({ search }: { search: Partial<BookingSearch> }) {
  const filtered = Boolean(search.status || search.from || search.to);
  return (
    <Form method="get" role="search" aria-label="Search bookings" className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor="q" className="text-xs font-semibold text-muted">
            Search
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={search.q ?? ""}
            placeholder="Name, e-mail, phone, order or payment id"
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-full bg-forest px-5 text-sm font-semibold text-white hover:bg-forest-light"
        >
          Search
        </button>
      </div>
      <details open={filtered} className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-primary-dark select-none">Filters{filtered ? " (on)" : ""}</summary>
        <div className="mt-3 grid gap-3 md:grid-cols-[repeat(3,minmax(0,1fr))_auto] md:items-end">
          <div className="grid min-w-0 gap-1">
            <label htmlFor="status" className="text-xs font-semibold text-muted">
              Status
            </label>
            <select id="status" name="status" defaultValue={search.status ?? ""} className={inputClass}>
              <option value="">All statuses</option>
              {BOOKING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {BOOKING_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid min-w-0 gap-1">
            <label htmlFor="from" className="text-xs font-semibold text-muted">
              Staying from
            </label>
            <input id="from" name="from" type="date" defaultValue={search.from ?? ""} className={inputClass} />
          </div>
          <div className="grid min-w-0 gap-1">
            <label htmlFor="to" className="text-xs font-semibold text-muted">
              Staying until
            </label>
            <input id="to" name="to" type="date" defaultValue={search.to ?? ""} className={inputClass} />
          </div>
          <Link
            to="/admin/bookings"
            className="inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-primary-dark hover:bg-sand"
          >
            Clear all
          </Link>
        </div>
      </details>
    </Form>
  );
}

function itemsText(booking: StaffBookingSummary): string {
  return booking.items.map((item) => `${item.name}${item.quantity > 1 ? ` ×${item.quantity}` : ""}`).join(", ");
}

function valueText(booking: StaffBookingSummary): string {
  return booking.totals.map((t) => formatMoney(t.total, t.currency)).join(" + ") || "–";
}

/** The bookings: cards on a phone, a table from a tablet up. */
export function BookingsList({ bookings }: { bookings: StaffBookingSummary[] }) {
  if (bookings.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-muted">No bookings match this search.</p>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Bookings">
        {bookings.map((booking) => (
          <li key={booking.orderId}>
            <Link
              to={`/admin/bookings/${booking.orderId}`}
              className="block rounded-xl border border-stone-200 bg-white p-4 shadow-sm active:bg-stone-50"
            >
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 truncate text-base font-semibold">{guestLabel(booking.guest)}</p>
                <StatusBadge status={booking.status} />
              </div>
              <p className="mt-1 text-sm">{formatStay(booking.checkIn, booking.checkOut)}</p>
              <p className="mt-1 truncate text-sm text-muted">
                {booking.source === "online" ? "" : `${BOOKING_SOURCE_LABELS[booking.source]} · `}
                {itemsText(booking)}
              </p>
              <div className="mt-3 flex items-end justify-between gap-3 text-sm">
                <span className="font-mono text-xs break-all text-muted">{booking.orderId}</span>
                <span className="shrink-0 text-right font-semibold tabular-nums">{valueText(booking)}</span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <div className="relative hidden overflow-x-auto rounded-xl border border-stone-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Bookings, newest first</caption>
          <thead className="bg-stone-100 text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Guest
              </th>
              <th scope="col" className="px-4 py-3">
                Stay
              </th>
              <th scope="col" className="px-4 py-3">
                Items
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Full value
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Charged
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Booked
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {bookings.map((booking) => (
              <tr key={booking.orderId} className="hover:bg-stone-50">
                <td className="px-4 py-3">
                  <Link
                    to={`/admin/bookings/${booking.orderId}`}
                    className="font-semibold text-primary-dark underline-offset-4 hover:underline"
                  >
                    {guestLabel(booking.guest)}
                  </Link>
                  <span className="block font-mono text-xs text-muted">{booking.orderId}</span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatStay(booking.checkIn, booking.checkOut)}</td>
                <td className="max-w-xs px-4 py-3">
                  <span className="line-clamp-2">{itemsText(booking)}</span>
                  <span className="sr-only">{booking.items.map((item) => bookingLineKindLabel(item.kind)).join(", ")}</span>
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{valueText(booking)}</td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {/* A booking staff recorded was paid to the resort directly: it says how it was taken. */}
                  {booking.source === "online" ? formatPaise(booking.chargedPaise) : BOOKING_SOURCE_LABELS[booking.source]}
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={booking.status} />
                </td>
                <td className="px-4 py-3 text-xs whitespace-nowrap text-muted">{formatStamp(booking.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
