import { Form, Link, useNavigation } from "react-router";
import type { FormKind } from "~/domain/forms/form-constants";
import { FORM_OUTBOX_STATUSES, type FormOutboxStatus } from "~/domain/staff/form-outbox-status";
import type { FormOutboxEntry, FormOutboxView } from "~/domain/staff/staff-views";
import { formatStamp } from "./staff-format";
import { Badge } from "./status-badge";

const KIND_LABELS: Record<FormKind, string> = { contact: "Contact form", consultation: "Consultation request", booking: "Booking details" };
const STATUS_LABELS: Record<FormOutboxStatus, string> = { pending: "Waiting to send", parked: "Parked", delivered: "Delivered" };
const STATUS_TONES = { pending: "warning", parked: "danger", delivered: "success" } as const;

export function OutboxTabs({ view }: { view: FormOutboxView }) {
  const total = FORM_OUTBOX_STATUSES.reduce((sum, status) => sum + view.counts[status], 0);
  const tabs: { to: string; label: string; count: number }[] = [
    { to: "/admin/forms", label: "All", count: total },
    ...FORM_OUTBOX_STATUSES.map((status) => ({
      to: `/admin/forms?status=${status}`,
      label: STATUS_LABELS[status],
      count: view.counts[status],
    })),
  ];
  return (
    <nav aria-label="Filter by status" className="mb-4 overflow-x-auto">
      <ul className="flex gap-2">
        {tabs.map((tab) => {
          const current = (view.status === null && tab.to === "/admin/forms") || tab.to.endsWith(`=${view.status}`);
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${
                  current ? "border-forest bg-forest text-white" : "border-stone-300 bg-white hover:bg-stone-100"
                }`}
              >
                {tab.label}
                <span className={`rounded-full px-1.5 text-xs ${current ? "bg-white/20" : "bg-stone-100"}`}>{tab.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ResendButton({ entry }: { entry: FormOutboxEntry }) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("id") === entry.id;
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="id" value={entry.id} />
      <button
        type="submit"
        name="intent"
        value="resend"
        disabled={sending}
        className="min-h-10 rounded-full bg-forest px-5 text-sm font-semibold text-white hover:bg-forest-light disabled:opacity-60"
        aria-label={`Send again: ${KIND_LABELS[entry.kind]} from ${entry.sender.name ?? entry.sender.email ?? "unknown"}`}
      >
        {sending ? "Sending…" : "Send again"}
      </button>
    </Form>
  );
}

export function OutboxList({ entries }: { entries: FormOutboxEntry[] }) {
  if (entries.length === 0)
    return <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-muted">No messages here.</p>;
  return (
    <ul className="grid gap-3" aria-label="Messages">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-stone-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-[0.12em] text-primary-dark uppercase">{KIND_LABELS[entry.kind]}</p>
              <p className="mt-0.5 font-semibold break-words">
                {entry.sender.name ?? entry.sender.email ?? "Unknown sender"}
                {entry.sender.name && entry.sender.email ? (
                  <span className="block font-normal text-muted">{entry.sender.email}</span>
                ) : null}
              </p>
              {entry.subject ? <p className="text-sm text-muted">{entry.subject}</p> : null}
            </div>
            <Badge tone={STATUS_TONES[entry.status]}>{STATUS_LABELS[entry.status]}</Badge>
          </div>
          {entry.lastError ? (
            <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm break-words text-red-900">
              <span className="font-semibold">Last error:</span> {entry.lastError}
            </p>
          ) : null}
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-muted sm:grid-cols-4">
            <div>
              <dt className="inline">Received </dt>
              <dd className="inline text-ink">{formatStamp(entry.createdAt)}</dd>
            </div>
            <div>
              <dt className="inline">Attempts </dt>
              <dd className="inline text-ink">{entry.attempts}</dd>
            </div>
            {entry.status === "delivered" ? (
              <div>
                <dt className="inline">Delivered </dt>
                <dd className="inline text-ink">{formatStamp(entry.deliveredAt)}</dd>
              </div>
            ) : (
              <div>
                <dt className="inline">Last try </dt>
                <dd className="inline text-ink">{formatStamp(entry.lastAttemptAt)}</dd>
              </div>
            )}
            {entry.status === "pending" ? (
              <div>
                <dt className="inline">Next try </dt>
                <dd className="inline text-ink">{formatStamp(entry.nextAttemptAt)}</dd>
              </div>
            ) : null}
          </dl>
          {entry.lastResend ? (
            <p className="mt-2 text-xs text-muted">
              Sent again by {entry.lastResend.staffEmail} · {formatStamp(entry.lastResend.at)}
            </p>
          ) : null}
          {entry.canResend ? <ResendButton entry={entry} /> : null}
        </li>
      ))}
    </ul>
  );
}
