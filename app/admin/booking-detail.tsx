import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { telHref } from "~/catalogue/site";
import { bookingLineKindLabel } from "~/domain/booking/booking-view";
import { depositRateText, formatMoney } from "~/domain/money/money";
import type { StaffAuditEntry, StaffBookingDetail } from "~/domain/staff/staff-views";
import { formatPaise, formatStamp, formatStay, guestLabel } from "./staff-format";
import { StatusBadge } from "./status-badge";

function Panel({ title, children, id, className = "" }: { title: string; children: ReactNode; id: string; className?: string }) {
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-stone-200 bg-white p-4 md:p-5 ${className}`}>
      <h2 id={id} className="font-display text-2xl">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-1.5">
      <dt className="shrink-0 text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-medium break-words tabular-nums">{children}</dd>
    </div>
  );
}

const ACTION_LABELS: Record<StaffAuditEntry["action"], string> = {
  "form.resend": "Sent a message again",
  "booking.refund": "Refunded",
  "booking.balance": "Balance received",
  "booking.cancel": "Cancelled",
  "booking.confirm": "Confirmed",
  "booking.decline": "Declined",
};

export function AuditTrail({ entries }: { entries: StaffAuditEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted">No staff action on this booking yet.</p>;
  return (
    <ol className="grid gap-3">
      {entries.map((entry) => (
        <li key={entry.id} className="border-l-2 border-gold pl-3 text-sm">
          <p className="font-semibold">
            {ACTION_LABELS[entry.action]}
            {entry.amountMinor != null && entry.currency ? ` · ${formatMoney(entry.amountMinor / 100, entry.currency as "INR")}` : ""}
          </p>
          <p className="text-muted">
            {entry.staffEmail} · {formatStamp(entry.at)}
          </p>
          {entry.reason ? <p className="mt-0.5">{entry.reason}</p> : null}
        </li>
      ))}
    </ol>
  );
}

export function BookingDetail({ booking }: { booking: StaffBookingDetail }) {
  return (
    // On a phone one column in the order the front desk needs (stay, money, guest, then the
    // record); from a laptop up, two columns. The columns' wrappers dissolve on a phone.
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="contents lg:grid lg:gap-4">
        <Panel title="Stay" id="stay" className="order-1">
          <ul className="grid gap-3">
            {booking.lines.map((line) => (
              <li key={`${line.kind}-${line.productId}-${line.startDate}`} className="rounded-lg bg-stone-50 p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-xs font-semibold tracking-[0.12em] text-primary-dark uppercase">{bookingLineKindLabel(line.kind)}</p>
                    <p className="text-lg font-semibold">
                      {line.name}
                      {line.quantity > 1 ? <span className="text-muted"> ×{line.quantity}</span> : null}
                    </p>
                  </div>
                  <p className="font-semibold tabular-nums">{formatMoney(line.lineTotal, line.currency)}</p>
                </div>
                <p className="mt-1 text-sm">
                  {formatStay(line.startDate, line.endDate)} · {line.nights} {line.nights === 1 ? "night" : "nights"} · {line.guests}{" "}
                  {line.guests === 1 ? "guest" : "guests"}
                </p>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Payment" id="payment" className="order-4">
          <dl className="divide-y divide-stone-100">
            <Row label="Payment ID">{booking.paymentId ? <code className="text-xs">{booking.paymentId}</code> : "–"}</Row>
            <Row label="Paid">{formatStamp(booking.paidAt)}</Row>
            <Row label="Receipt">
              <code className="text-xs">{booking.receipt}</code>
            </Row>
            {booking.failedPaymentId ? (
              <Row label="Last failed payment">
                <code className="text-xs">{booking.failedPaymentId}</code>
                {booking.failureReason ? <span className="block text-xs font-normal text-red-800">{booking.failureReason}</span> : null}
              </Row>
            ) : null}
            <Row label="Mode">{booking.mode === "sandbox" ? "Sandbox (no money taken)" : "Live"}</Row>
          </dl>
          {booking.paymentEvents.length > 0 ? (
            <>
              <h3 className="mt-4 font-sans text-sm font-semibold">Events from Razorpay</h3>
              <ul className="mt-2 grid gap-1.5 text-sm">
                {booking.paymentEvents.map((event) => (
                  <li key={event.eventId} className="flex flex-wrap justify-between gap-x-3">
                    <span>
                      <code className="text-xs">{event.event}</code> · {event.outcome}
                    </span>
                    <span className="text-xs text-muted">{formatStamp(event.receivedAt)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Panel>
        <Panel title="Staff actions" id="audit" className="order-5">
          <AuditTrail entries={booking.audit} />
        </Panel>
      </div>
      <div className="contents lg:grid lg:gap-4">
        <Panel title="Amounts" id="amounts" className="order-2">
          <dl className="divide-y divide-stone-100">
            {booking.totals.map((t) => (
              <Fragment key={t.currency}>
                <Row label={`Full value${booking.totals.length > 1 ? ` (${t.currency})` : ""}`}>{formatMoney(t.total, t.currency)}</Row>
                <Row label={`Deposit (${depositRateText(booking.depositPercent)})`}>{formatMoney(t.deposit, t.currency)}</Row>
                <Row label="Balance due on arrival">
                  <strong>{formatMoney(t.balance, t.currency)}</strong>
                </Row>
              </Fragment>
            ))}
            <Row label="Deposit charged online">
              <strong>{formatPaise(booking.chargedPaise)}</strong>
            </Row>
          </dl>
        </Panel>
        <Panel title="Guest" id="guest" className="order-3">
          <dl className="divide-y divide-stone-100">
            <Row label="Name">{booking.guest.name ?? "–"}</Row>
            <Row label="E-mail">
              <a className="text-primary-dark underline underline-offset-4" href={`mailto:${booking.guest.email}`}>
                {booking.guest.email}
              </a>
            </Row>
            <Row label="Phone">
              <a className="text-primary-dark underline underline-offset-4" href={telHref(booking.guest.phone)}>
                {booking.guest.phone}
              </a>
            </Row>
            <Row label="Booked">{formatStamp(booking.createdAt)}</Row>
          </dl>
        </Panel>
      </div>
    </div>
  );
}

export function BookingHeading({ booking }: { booking: StaffBookingDetail }) {
  return (
    <div className="mb-5">
      <Link to="/admin/bookings" className="text-sm font-semibold text-primary-dark underline-offset-4 hover:underline">
        ← All bookings
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-medium md:text-4xl">{guestLabel(booking.guest)}</h1>
        <StatusBadge status={booking.status} />
      </div>
      <p className="mt-1 text-sm text-muted">
        {formatStay(booking.checkIn, booking.checkOut)} · Order <code className="text-xs break-all">{booking.orderId}</code>
      </p>
    </div>
  );
}
