import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { site, telHref } from "~/catalogue/site";
import { fieldControlClass, fieldLabelClass } from "~/booking/booking-fields";
import { Button } from "~/components/button";
import { toast } from "~/components/toast";
import type { ArrivalDetailsView } from "~/domain/booking/arrival-details";
import type { GuestBookingPageView } from "~/domain/booking/guest-booking";
import type { Locale } from "~/domain/i18n/locale";
import { formatMoney } from "~/domain/money/money";
import { useLocale } from "~/i18n/use-locale";
import type { GuestBookingLabels } from "./guest-booking-labels";
import { usePayBalance } from "./use-pay-balance";

/**
 * The guest's booking page (/my-booking/<token>): the booking, what was paid and what is due, the
 * cancellation policy with this booking's deadlines, and what the guest can do from here: pay the
 * balance, cancel (after a confirm step that states the refund), tell the resort how they arrive,
 * and ask to change dates. Every action goes to /api/my-booking/<token>; the page then reloads its
 * data from the server, which decides everything. Its sentences come worded in the page's language
 * with the view (view.text), its labels likewise from the loader (guest-booking-labels.ts).
 */

const client = () => import("./guest-booking-client");
const rupees = (paise: number, locale: Locale) => formatMoney(paise / 100, "INR", { locale });

/** The optional Form C details, in the order the form asks for them. */
const FORM_C_FIELDS: readonly { name: keyof GuestBookingLabels["formC"]; type?: "date" }[] = [
  { name: "nationality" },
  { name: "passportNumber" },
  { name: "passportExpiresOn", type: "date" },
  { name: "visaNumber" },
  { name: "visaExpiresOn", type: "date" },
];

type PageProps = { view: GuestBookingPageView; token: string; labels: GuestBookingLabels };

export function GuestBookingPage({ view, token, labels }: PageProps) {
  const { booking, text } = view;
  const locale = useLocale();
  const navigate = useNavigate();
  // A navigation to this very page runs its loader again (useRevalidator would add its code to
  // every page's framework chunk for this one use).
  const reload = () => void navigate(".", { replace: true, preventScrollReset: true });
  const cancelled = booking.status === "cancelled" || view.cancelledBy !== null;

  return (
    <main id="main" className="bg-cream">
      <header className="bg-sand pt-32 pb-10 md:pt-40 md:pb-14">
        <div className="container-page">
          <p className="eyebrow">{labels.title}</p>
          <h1 className="mt-3 text-4xl leading-[1.08] font-medium text-ink md:text-6xl">{labels.heading}</h1>
          <p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-muted">
            <span className="rounded-full bg-forest px-3 py-1 text-xs font-semibold tracking-[0.12em] text-white uppercase">
              {view.statusLabel}
            </span>
            <span>{text.stayDates}</span>
            <span className="font-mono text-xs break-all">{labels.order}</span>
          </p>
          {booking.mode === "sandbox" ? (
            <p className="mt-4 inline-block rounded-full bg-white px-4 py-1.5 text-xs font-semibold tracking-[0.12em] text-primary-dark uppercase">
              {labels.testBooking}
            </p>
          ) : null}
        </div>
      </header>

      <div className="container-page grid gap-8 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid min-w-0 gap-8">
          <Section id="stay" title={labels.stayTitle}>
            <ul className="grid gap-4">
              {booking.lines.map((line, index) => (
                <li key={`${line.kind}-${line.productId}-${line.startDate}`} className="rounded-2xl border border-linen bg-white p-5">
                  <p className="text-xs font-semibold tracking-[0.16em] text-primary-dark uppercase">{view.lineKindLabels[index]}</p>
                  <h3 className="mt-1 text-2xl leading-tight font-medium text-ink">{line.name}</h3>
                  <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
                    <Fact label={labels.dates}>{text.lines[index]?.dates}</Fact>
                    <Fact label={labels.nights}>{text.lines[index]?.nights}</Fact>
                    <Fact label={labels.guests}>{text.lines[index]?.guests}</Fact>
                    <Fact label={labels.value}>{formatMoney(line.lineTotal, line.currency, { locale })}</Fact>
                  </dl>
                </li>
              ))}
            </ul>
          </Section>

          <PolicySection view={view} token={token} labels={labels} onChanged={reload} />

          {!cancelled ? <ArrivalSection view={view} token={token} labels={labels} onSaved={reload} /> : null}

          {view.cancelRefusal === null ? <ChangeDatesSection view={view} labels={labels} token={token} /> : null}
        </div>

        <PaymentSummary view={view} token={token} labels={labels} onPaid={reload} />
      </div>

      <p className="container-page pb-14 text-sm text-muted">
        {text.contact.lead}{" "}
        <a className="font-semibold text-primary-dark underline underline-offset-4" href={`mailto:${site.email}`}>
          {site.email}
        </a>{" "}
        {text.contact.orCall}{" "}
        <a className="font-semibold whitespace-nowrap text-primary-dark underline underline-offset-4" href={telHref(site.phones[0])}>
          {site.phones[0]}
        </a>
        {text.contact.privateNote}
      </p>
    </main>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0">
      <h2 id={`${id}-title`} className="text-3xl font-medium text-ink">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs tracking-[0.12em] text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium text-ink">{children}</dd>
    </div>
  );
}

function PaymentSummary({ view, token, labels, onPaid }: PageProps & { onPaid: () => void }) {
  const { summary, booking } = view;
  const locale = useLocale();
  const payment = usePayBalance({
    token,
    contact: { ...(booking.guest.name ? { name: booking.guest.name } : {}), email: booking.guest.email ?? "", phone: view.guestPhone },
    onPaid,
    locale,
  });
  return (
    <aside aria-labelledby="payment-title" className="rounded-2xl bg-forest p-6 text-white md:p-7 lg:sticky lg:top-28">
      <h2 id="payment-title" className="text-3xl font-medium">
        {labels.paymentTitle}
      </h2>
      <dl className="mt-5 grid gap-3 text-sm">
        {booking.totals.map((t, index) => (
          <Row key={t.currency} label={labels.fullValue[index] ?? ""}>
            {formatMoney(t.total, t.currency, { locale })}
          </Row>
        ))}
        <Row label={labels.paid} strong>
          {rupees(summary.paid, locale)}
        </Row>
        {booking.refunded.amountPaise > 0 ? <Row label={labels.refunded}>{rupees(booking.refunded.amountPaise, locale)}</Row> : null}
        <Row label={labels.balanceDue} strong>
          {rupees(summary.balanceDue, locale)}
        </Row>
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-white/70">{view.paymentNote}</p>
      {view.balancePayable ? (
        <Button variant="light" className="mt-5 w-full" onClick={() => void payment.pay()} disabled={payment.busy} aria-busy={payment.busy}>
          {labels.payBalance}
        </Button>
      ) : null}
    </aside>
  );
}

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-white/80">{label}</dt>
      <dd className={`text-right tabular-nums ${strong ? "text-lg font-semibold text-gold" : "font-medium"}`}>{children}</dd>
    </div>
  );
}

function PolicySection({ view, token, labels, onChanged }: PageProps & { onChanged: () => void }) {
  const { summary, text } = view;
  const locale = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirmCancel() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const { cancelBooking, guestBookingNotices } = await client();
    const result = await cancelBooking(token, locale);
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    dialogRef.current?.close();
    toast.success(...guestBookingNotices(locale).cancelled(result.value.refund));
    onChanged();
  }

  return (
    <Section id="policy" title={labels.policyTitle}>
      <ul className="grid gap-2 text-sm leading-relaxed text-muted">
        {view.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      {summary.policy.deadlines.length > 0 ? (
        <>
          <h3 className="mt-5 text-lg font-medium text-ink">{labels.policyForBooking}</h3>
          <ul className="mt-2 grid gap-1 text-sm font-medium text-ink">
            {summary.policy.deadlines.map((deadline) => (
              <li key={deadline.until}>{deadline.text}</li>
            ))}
          </ul>
        </>
      ) : null}

      {view.cancelledBy === "guest" ? (
        <p className="mt-5 rounded-2xl bg-white p-5 text-sm text-ink" role="status">
          {text.cancelled}
        </p>
      ) : view.cancelRefusal ? (
        <p className="mt-5 rounded-2xl bg-white p-5 text-sm text-ink">{view.cancelRefusal}</p>
      ) : (
        <div className="mt-5 rounded-2xl bg-white p-5">
          <p className="text-sm text-ink">
            {labels.cancelNow} <strong>{text.cancelNowOutcome}</strong>.
          </p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => dialogRef.current?.showModal()}>
            {labels.cancel}
          </Button>
        </div>
      )}

      <dialog
        ref={dialogRef}
        aria-labelledby="cancel-title"
        aria-describedby="cancel-what"
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-[1.75rem] bg-cream p-7 text-ink shadow-2xl backdrop:bg-forest/60"
      >
        <h2 id="cancel-title" className="font-display text-3xl font-medium">
          {labels.cancelTitle}
        </h2>
        <p id="cancel-what" className="mt-3 text-sm leading-relaxed">
          {text.cancelDialog}
        </p>
        {error ? (
          <p className="mt-3 text-sm text-red-800" role="alert">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" size="sm" onClick={() => dialogRef.current?.close()}>
            {labels.cancelKeep}
          </Button>
          <Button size="sm" onClick={() => void confirmCancel()} disabled={busy} aria-busy={busy}>
            {text.cancelButton}
          </Button>
        </div>
      </dialog>
    </Section>
  );
}

function ArrivalSection({ view, token, labels, onSaved }: PageProps & { onSaved: () => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const locale = useLocale();
  const arrival = view.arrival;
  const title = labels.arrivalTitle;

  if (!view.arrivalEditable) {
    return (
      <Section id="arrival" title={title}>
        {arrival ? <ArrivalSummary arrival={arrival} labels={labels} /> : <p className="text-sm text-muted">{labels.arrivalNone}</p>}
        <p className="mt-3 text-sm text-muted">{view.text.arrivalClosed}</p>
      </Section>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    setBusy(true);
    setError(null);
    const { saveArrival, guestBookingNotices } = await client();
    const result = await saveArrival(
      token,
      {
        flightNumber: text("flightNumber"),
        arrivalTime: text("arrivalTime"),
        airportPickup: form.get("airportPickup") === "on",
        dietaryNeeds: text("dietaryNeeds"),
        note: text("note"),
        formC: {
          nationality: text("nationality"),
          passportNumber: text("passportNumber"),
          passportExpiresOn: text("passportExpiresOn"),
          visaNumber: text("visaNumber"),
          visaExpiresOn: text("visaExpiresOn"),
        },
      },
      locale,
    );
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fieldErrors ?? {});
      setError(result.error);
      return;
    }
    setErrors({});
    toast.success(...guestBookingNotices(locale).arrivalSaved(result.value.changed));
    onSaved();
  }

  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-800">
        {errors[name]?.join(" ")}
      </p>
    ) : null;
  const formC = arrival?.formC;

  return (
    <Section id="arrival" title={title}>
      <p className="text-sm leading-relaxed text-muted">{view.text.arrivalIntro}</p>
      <form noValidate onSubmit={submit} className="mt-5 grid gap-5 rounded-2xl bg-white p-5 md:grid-cols-2">
        <div>
          <label htmlFor={`${id}-flightNumber`} className={fieldLabelClass}>
            {labels.flightNumber}
          </label>
          <input {...field("flightNumber")} className={fieldControlClass} defaultValue={arrival?.flightNumber ?? ""} placeholder="AI 937" />
          {fieldError("flightNumber")}
        </div>
        <div>
          <label htmlFor={`${id}-arrivalTime`} className={fieldLabelClass}>
            {labels.arrivalTime}
          </label>
          <input {...field("arrivalTime")} type="datetime-local" className={fieldControlClass} defaultValue={arrival?.arrivalTime ?? ""} />
          {fieldError("arrivalTime")}
        </div>
        <label className="flex items-start gap-3 text-sm text-ink md:col-span-2">
          <input name="airportPickup" type="checkbox" className="mt-1 h-4 w-4" defaultChecked={arrival?.airportPickup ?? false} />
          <span>{labels.pickupRequest}</span>
        </label>
        {fieldError("airportPickup")}
        <div className="md:col-span-2">
          <label htmlFor={`${id}-dietaryNeeds`} className={fieldLabelClass}>
            {labels.dietaryNeeds}
          </label>
          <textarea
            {...field("dietaryNeeds")}
            rows={2}
            maxLength={500}
            className={`${fieldControlClass} h-auto py-3`}
            defaultValue={arrival?.dietaryNeeds ?? ""}
          />
          <p className="mt-1 text-xs text-muted">{view.text.dietaryHint}</p>
          {fieldError("dietaryNeeds")}
        </div>
        <div className="md:col-span-2">
          <label htmlFor={`${id}-note`} className={fieldLabelClass}>
            {labels.note}
          </label>
          <textarea
            {...field("note")}
            rows={2}
            maxLength={1000}
            className={`${fieldControlClass} h-auto py-3`}
            defaultValue={arrival?.note ?? ""}
          />
          {fieldError("note")}
        </div>
        <details className="md:col-span-2" open={Boolean(formC?.passportNumber)}>
          <summary className="cursor-pointer text-sm font-semibold text-primary-dark">{labels.formCSummary}</summary>
          <p className="mt-2 text-xs text-muted">{view.text.formCNote}</p>
          <div className="mt-4 grid gap-5 md:grid-cols-2">
            {FORM_C_FIELDS.map(({ name, type }) => (
              <FormCField
                key={name}
                label={labels.formC[name]}
                name={name}
                type={type}
                value={formC?.[name]}
                field={field}
                error={fieldError}
              />
            ))}
          </div>
        </details>
        {error ? (
          <p className="text-sm text-red-800 md:col-span-2" role="alert">
            {error}
          </p>
        ) : null}
        <div className="md:col-span-2">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {labels.saveArrival}
          </Button>
        </div>
      </form>
    </Section>
  );
}

function FormCField(props: {
  label: string;
  name: string;
  type?: string;
  value: string | null | undefined;
  field: (name: string) => Record<string, unknown>;
  error: (name: string) => ReactNode;
}) {
  const attributes = props.field(props.name) as { id: string };
  return (
    <div>
      <label htmlFor={attributes.id} className={fieldLabelClass}>
        {props.label}
      </label>
      <input {...attributes} type={props.type ?? "text"} className={fieldControlClass} defaultValue={props.value ?? ""} />
      {props.error(`formC.${props.name}`)}
    </div>
  );
}

function ArrivalSummary({ arrival, labels }: { arrival: ArrivalDetailsView; labels: GuestBookingLabels }) {
  const notGiven = labels.notGiven;
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-2xl bg-white p-5 text-sm">
      <Fact label={labels.flight}>{arrival.flightNumber ?? notGiven}</Fact>
      <Fact label={labels.landing}>{arrival.arrivalTime?.replace("T", " ") ?? notGiven}</Fact>
      <Fact label={labels.airportPickup}>{arrival.airportPickup ? labels.yes : labels.no}</Fact>
      <Fact label={labels.dietaryNeeds}>{arrival.dietaryNeeds ?? labels.none}</Fact>
    </dl>
  );
}

function ChangeDatesSection({ view, token, labels }: PageProps) {
  const id = useId();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const { askToChangeDates } = await client();
    const result = await askToChangeDates(
      token,
      {
        checkIn: String(form.get("checkIn") ?? ""),
        checkOut: String(form.get("checkOut") ?? ""),
        message: String(form.get("message") ?? ""),
      },
      locale,
    );
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setSent(true);
  }

  return (
    <Section id="change-dates" title={labels.changeTitle}>
      {sent ? (
        <p className="rounded-2xl bg-white p-5 text-sm text-ink" role="status">
          {view.text.changeRequested}
        </p>
      ) : (
        <details className="rounded-2xl bg-white p-5">
          <summary className="cursor-pointer text-sm font-semibold text-primary-dark">{labels.changeSummary}</summary>
          <form noValidate onSubmit={submit} className="mt-4 grid gap-5 md:grid-cols-2">
            <div>
              <label htmlFor={`${id}-in`} className={fieldLabelClass}>
                {labels.changeCheckIn}
              </label>
              <input
                id={`${id}-in`}
                name="checkIn"
                type="date"
                required
                className={fieldControlClass}
                defaultValue={view.summary.checkIn}
              />
            </div>
            <div>
              <label htmlFor={`${id}-out`} className={fieldLabelClass}>
                {labels.changeCheckOut}
              </label>
              <input id={`${id}-out`} name="checkOut" type="date" required className={fieldControlClass} />
            </div>
            <div className="md:col-span-2">
              <label htmlFor={`${id}-message`} className={fieldLabelClass}>
                {labels.changeMessage}
              </label>
              <textarea id={`${id}-message`} name="message" rows={2} maxLength={1000} className={`${fieldControlClass} h-auto py-3`} />
            </div>
            {error ? (
              <p className="text-sm text-red-800 md:col-span-2" role="alert">
                {error}
              </p>
            ) : null}
            <div className="md:col-span-2">
              <Button type="submit" variant="outline" disabled={busy} aria-busy={busy}>
                {labels.changeSend}
              </Button>
            </div>
          </form>
        </details>
      )}
    </Section>
  );
}
