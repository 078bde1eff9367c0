import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { telHref } from "~/catalogue/site";
import { BOOKING_SOURCE_LABELS } from "~/domain/booking/booking-source";
import { bookingLineKindLabel } from "~/domain/booking/booking-view";
import { cancellationTermsText } from "~/domain/booking/cancellation-policy";
import { depositRateText, formatMoney } from "~/domain/money/money";
import { BALANCE_METHOD_LABELS } from "~/domain/staff/booking-action-rules";
import type {
  StaffAuditEntry,
  StaffBookingDetail,
  StaffCancellationView,
  StaffNoticeView,
  StaffRefundView,
} from "~/domain/staff/staff-views";
import { formatPaise, formatStamp, formatStay, guestLabel } from "./staff-format";
import { Badge, StatusBadge } from "./status-badge";

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

/** What the guest gave on their booking page: the pickup first, then what the kitchen and Form C need. */
function ArrivalRows({ arrival }: { arrival: StaffBookingDetail["arrival"] }) {
  if (!arrival) return <p className="text-sm text-muted">The guest has not given arrival details.</p>;
  const formC = arrival.formC;
  return (
    <dl className="divide-y divide-stone-100">
      <Row label="Airport pickup">{arrival.airportPickup ? "Yes, from Trivandrum" : "No"}</Row>
      <Row label="Flight">{arrival.flightNumber ?? "–"}</Row>
      <Row label="Lands (IST)">{arrival.arrivalTime ? arrival.arrivalTime.replace("T", " ") : "–"}</Row>
      <Row label="Dietary needs">{arrival.dietaryNeeds ?? "–"}</Row>
      <Row label="Note">{arrival.note ?? "–"}</Row>
      {formC.nationality || formC.passportNumber || formC.visaNumber ? (
        <Row label="Form C">
          {[
            formC.nationality,
            formC.passportNumber && `passport ${formC.passportNumber}${formC.passportExpiresOn ? ` to ${formC.passportExpiresOn}` : ""}`,
            formC.visaNumber && `visa ${formC.visaNumber}${formC.visaExpiresOn ? ` to ${formC.visaExpiresOn}` : ""}`,
          ]
            .filter(Boolean)
            .join(", ")}
        </Row>
      ) : null}
      <Row label="Updated">{formatStamp(arrival.updatedAt)}</Row>
    </dl>
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
  "booking.refund": "Refund requested",
  "booking.balance": "Balance received",
  "booking.cancel": "Cancelled",
  "booking.link_reissue": "Guest's link reissued",
  "booking.arrival": "Arrival details given",
  "booking.change_request": "Asked to change dates",
  "booking.confirm": "Confirmed",
  "booking.decline": "Declined",
  "booking.record": "Recorded",
  "block.create": "Calendar blocked",
  "block.delete": "Calendar block lifted",
  "guest.erase": "Guest's details erased",
  "retention.enforce": "Retention rules applied",
  "calendar.feed_add": "Channel calendar added",
  "calendar.feed_delete": "Channel calendar removed",
  "calendar.export_rotate": "Export URLs changed",
};

function AuditTrail({ entries }: { entries: StaffAuditEntry[] }) {
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

const REFUND_STATUS: Record<StaffRefundView["status"], { label: string; tone: "success" | "warning" | "danger" }> = {
  requested: { label: "Asking Razorpay", tone: "warning" },
  pending: { label: "Processing", tone: "warning" },
  processed: { label: "Processed", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
};
const REFUND_REASON: Record<StaffRefundView["reason"], string> = {
  staff: "From the staff console",
  conflict: "Automatic: dates taken",
  gateway: "Made in Razorpay",
  unconfirmed: "Automatic: not confirmed in time",
  guest: "The guest cancelled on their booking page",
};

function RefundList({ refunds }: { refunds: StaffRefundView[] }) {
  if (refunds.length === 0) return <p className="text-sm text-muted">No refunds.</p>;
  return (
    <ul className="grid gap-3" aria-label="Refunds">
      {refunds.map((refund) => (
        <li key={refund.id} className="rounded-lg bg-stone-50 p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold tabular-nums">{formatPaise(refund.amountPaise)}</p>
            <Badge tone={REFUND_STATUS[refund.status].tone}>{REFUND_STATUS[refund.status].label}</Badge>
          </div>
          <p className="text-muted">
            {REFUND_REASON[refund.reason]} · {formatStamp(refund.createdAt)}
            {refund.attempts > 1 ? ` · ${refund.attempts} attempts` : ""}
          </p>
          {refund.note ? <p className="mt-0.5 break-words">{refund.note}</p> : null}
          {refund.gatewayRefundId ? <code className="text-xs break-all">{refund.gatewayRefundId}</code> : null}
          {refund.lastError && refund.status !== "processed" ? (
            <p className="mt-1 rounded-md bg-red-50 px-2 py-1 break-words text-red-900">{refund.lastError}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const NOTICE_KINDS: Record<StaffNoticeView["kind"], string> = {
  resort_paid: "Resort: booking paid",
  guest_confirmation: "Guest: confirmation e-mail",
  resort_conflict: "Resort: dates taken",
  guest_conflict: "Guest: dates taken e-mail",
  guest_retreat_confirmed: "Guest: request confirmed e-mail",
  guest_retreat_declined: "Guest: request declined e-mail",
  guest_refund: "Guest: refund e-mail",
  guest_resort_cancelled: "Guest: cancelled by the resort e-mail",
};
const REFUND_RULES: Record<NonNullable<StaffCancellationView["refundIfCancelledNow"]>["rule"], string> = {
  unconfirmed_custom_retreat: "a custom retreat not yet confirmed",
  free_cancellation: "within 72 hours of the deposit",
  days_before_check_in: "by days before check-in",
};

function CancellationPolicy({ cancellation }: { cancellation: StaffCancellationView }) {
  const now = cancellation.refundIfCancelledNow;
  return (
    <div className="grid gap-3 text-sm">
      {now ? (
        <p>
          Cancelling now refunds <strong className="tabular-nums">{formatPaise(now.amountPaise)}</strong>{" "}
          <span className="text-muted">
            ({now.refundPercent}% of what was paid, {REFUND_RULES[now.rule]})
          </span>
        </p>
      ) : null}
      {cancellation.policy.deadlines.length ? (
        <ul className="grid gap-1" aria-label="Refund deadlines">
          {cancellation.policy.deadlines.map((deadline) => (
            <li key={deadline.until} className="font-semibold">
              {deadline.text}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="grid list-disc gap-1 pl-5 text-muted">
        {cancellationTermsText(cancellation.policy).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {cancellation.copied ? null : (
        <p className="text-muted">Booked before the policy was published: held to the policy as first published.</p>
      )}
    </div>
  );
}

const NOTICE_STATUS = {
  pending: { label: "Waiting to send", tone: "warning" },
  parked: { label: "Parked", tone: "danger" },
  delivered: { label: "Delivered", tone: "success" },
} as const;

function NoticeList({ notices }: { notices: StaffNoticeView[] }) {
  if (notices.length === 0) return <p className="text-sm text-muted">No notices: they are sent once the booking is paid.</p>;
  return (
    <ul className="grid gap-3" aria-label="Notices">
      {notices.map((notice) => (
        <li key={notice.id} className="text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">{NOTICE_KINDS[notice.kind]}</p>
            <Badge tone={NOTICE_STATUS[notice.status].tone}>{NOTICE_STATUS[notice.status].label}</Badge>
          </div>
          <p className="break-all text-muted">
            {notice.recipient === "formspree:booking" ? "The resort's booking form (Formspree)" : notice.recipient}
          </p>
          <p className="text-xs text-muted">
            {notice.attempts} {notice.attempts === 1 ? "attempt" : "attempts"}
            {notice.status === "delivered"
              ? ` · delivered ${formatStamp(notice.deliveredAt)}`
              : notice.lastAttemptAt
                ? ` · last ${formatStamp(notice.lastAttemptAt)}`
                : ""}
          </p>
          {notice.lastError && notice.status !== "delivered" ? (
            <p className="mt-1 rounded-md bg-red-50 px-2 py-1 break-words text-red-900">
              <span className="font-semibold">Last error:</span> {notice.lastError}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function BookingDetail({ booking, actions }: { booking: StaffBookingDetail; actions?: ReactNode }) {
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
        <Panel title="Arrival" id="arrival" className="order-4">
          <ArrivalRows arrival={booking.arrival} />
        </Panel>
        <Panel title="Payment" id="payment" className="order-5">
          <dl className="divide-y divide-stone-100">
            <Row label="Payment ID">{booking.paymentId ? <code className="text-xs">{booking.paymentId}</code> : "–"}</Row>
            <Row label="Authorized">{formatStamp(booking.authorizedAt)}</Row>
            <Row label="Captured">{formatStamp(booking.paidAt)}</Row>
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
        <Panel title="Refunds" id="refunds" className="order-6">
          <RefundList refunds={booking.refunds} />
        </Panel>
        <Panel title="Notices sent" id="notices" className="order-7">
          <NoticeList notices={booking.notices} />
        </Panel>
        <Panel title="Staff actions" id="audit" className="order-8">
          <AuditTrail entries={booking.audit} />
        </Panel>
      </div>
      <div className="contents lg:grid lg:gap-4">
        <Panel title="Amounts" id="amounts" className="order-2">
          <dl className="divide-y divide-stone-100">
            {booking.totals.map((t) => (
              <Fragment key={t.currency}>
                <Row label={`Full value${booking.totals.length > 1 ? ` (${t.currency})` : ""}`}>{formatMoney(t.total, t.currency)}</Row>
                {/* A booking staff recorded charged nothing online: all of it is due to the resort. */}
                {booking.source === "online" ? (
                  <Row label={`Deposit (${depositRateText(booking.depositPercent)})`}>{formatMoney(t.deposit, t.currency)}</Row>
                ) : null}
                <Row label={booking.source === "online" ? "Balance due on arrival" : "Due to the resort"}>
                  <strong>{formatMoney(t.balance, t.currency)}</strong>
                </Row>
              </Fragment>
            ))}
            {booking.balances.map((b) =>
              b.receivedMinor > 0 ? (
                <Fragment key={`received-${b.currency}`}>
                  <Row
                    label={`${booking.source === "online" ? "Balance received" : "Received"}${booking.balances.length > 1 ? ` (${b.currency})` : ""}`}
                  >
                    {formatMoney(b.receivedMinor / 100, b.currency)}
                  </Row>
                  <Row label="Still to receive">
                    <strong>{formatMoney(b.leftMinor / 100, b.currency)}</strong>
                  </Row>
                </Fragment>
              ) : null,
            )}
            {booking.source === "online" ? (
              <Row label="Deposit charged online">
                <strong>{formatPaise(booking.chargedPaise)}</strong>
              </Row>
            ) : null}
            {booking.refundedPaise > 0 || booking.refundablePaise < booking.chargedPaise ? (
              <>
                <Row label="Refunded">{formatPaise(booking.refundedPaise)}</Row>
                <Row label="Left to refund">{formatPaise(booking.refundablePaise)}</Row>
              </>
            ) : null}
          </dl>
          {booking.balancePayments.length > 0 ? (
            <>
              <h3 className="mt-4 font-sans text-sm font-semibold">Received at the front desk</h3>
              <ul className="mt-2 grid gap-1.5 text-sm" aria-label="Balance payments">
                {booking.balancePayments.map((p) => (
                  <li key={p.id}>
                    {p.kind === "deposit" ? "Deposit: " : ""}
                    <span className="font-semibold tabular-nums">{formatMoney(p.amountMinor / 100, p.currency)}</span> ·{" "}
                    {BALANCE_METHOD_LABELS[p.method]}
                    <span className="block text-xs text-muted">
                      {p.staffEmail} · {formatStamp(p.receivedAt)}
                      {p.note ? ` · ${p.note}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Panel>
        {actions ? (
          <Panel title="Front desk" id="actions" className="order-3">
            {actions}
          </Panel>
        ) : null}
        <Panel title="Guest" id="guest" className="order-4">
          <dl className="divide-y divide-stone-100">
            <Row label="Name">{booking.guest.name ?? "–"}</Row>
            <Row label="E-mail">
              {booking.guest.email ? (
                <a className="text-primary-dark underline underline-offset-4" href={`mailto:${booking.guest.email}`}>
                  {booking.guest.email}
                </a>
              ) : (
                "–"
              )}
            </Row>
            <Row label="Phone">
              {booking.guest.phone ? (
                <a className="text-primary-dark underline underline-offset-4" href={telHref(booking.guest.phone)}>
                  {booking.guest.phone}
                </a>
              ) : (
                "–"
              )}
            </Row>
            <Row label="Taken">{BOOKING_SOURCE_LABELS[booking.source]}</Row>
            <Row label="Booked">{formatStamp(booking.createdAt)}</Row>
          </dl>
        </Panel>
        {booking.cancellation ? (
          <Panel title="Cancellation policy" id="cancellation" className="order-4">
            <CancellationPolicy cancellation={booking.cancellation} />
          </Panel>
        ) : null}
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
