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
import { m } from "~/paraglide/messages.js";
import { usePayBalance } from "./use-pay-balance";

/**
 * The guest's booking page (/my-booking/<token>): the booking, what was paid and what is due, the
 * cancellation policy with this booking's deadlines, and what the guest can do from here: pay the
 * balance, cancel (after a confirm step that states the refund), tell the resort how they arrive,
 * and ask to change dates. Every action goes to /api/my-booking/<token>; the page then reloads its
 * data from the server, which decides everything. Its sentences come worded in the page's language
 * with the view (view.text); its labels are messages.
 */

const client = () => import("./guest-booking-client");
const rupees = (paise: number, locale: Locale) => formatMoney(paise / 100, "INR", { locale });

/** The optional Form C details, in the order the form asks for them. */
const FORM_C_FIELDS: readonly {
  label: (options: { locale: Locale }) => string;
  name: "nationality" | "passportNumber" | "passportExpiresOn" | "visaNumber" | "visaExpiresOn";
  type?: "date";
}[] = [
  { label: (o) => m.mybooking_form_c_nationality({}, o), name: "nationality" },
  { label: (o) => m.mybooking_form_c_passport_number({}, o), name: "passportNumber" },
  { label: (o) => m.mybooking_form_c_passport_expiry({}, o), name: "passportExpiresOn", type: "date" },
  { label: (o) => m.mybooking_form_c_visa_number({}, o), name: "visaNumber" },
  { label: (o) => m.mybooking_form_c_visa_expiry({}, o), name: "visaExpiresOn", type: "date" },
];

export function GuestBookingPage({ view, token }: { view: GuestBookingPageView; token: string }) {
  const { booking, text } = view;
  const locale = useLocale();
  const inLocale = { locale };
  const navigate = useNavigate();
  // A navigation to this very page runs its loader again (useRevalidator would add its code to
  // every page's framework chunk for this one use).
  const reload = () => void navigate(".", { replace: true, preventScrollReset: true });
  const cancelled = booking.status === "cancelled" || view.cancelledBy !== null;

  return (
    <main id="main" className="bg-cream">
      <header className="bg-sand pt-32 pb-10 md:pt-40 md:pb-14">
        <div className="container-page">
          <p className="eyebrow">{m.mybooking_title({}, inLocale)}</p>
          <h1 className="mt-3 text-4xl leading-[1.08] font-medium text-ink md:text-6xl">
            {booking.guest.name ? m.mybooking_welcome({ name: booking.guest.name }, inLocale) : m.mybooking_stay_at({}, inLocale)}
          </h1>
          <p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-muted">
            <span className="rounded-full bg-forest px-3 py-1 text-xs font-semibold tracking-[0.12em] text-white uppercase">
              {view.statusLabel}
            </span>
            <span>{text.stayDates}</span>
            <span className="font-mono text-xs break-all">{m.mybooking_order({ orderId: booking.orderId }, inLocale)}</span>
          </p>
          {booking.mode === "sandbox" ? (
            <p className="mt-4 inline-block rounded-full bg-white px-4 py-1.5 text-xs font-semibold tracking-[0.12em] text-primary-dark uppercase">
              {m.mybooking_test_booking({}, inLocale)}
            </p>
          ) : null}
        </div>
      </header>

      <div className="container-page grid gap-8 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid min-w-0 gap-8">
          <Section id="stay" title={m.mybooking_stay_title({}, inLocale)}>
            <ul className="grid gap-4">
              {booking.lines.map((line, index) => (
                <li key={`${line.kind}-${line.productId}-${line.startDate}`} className="rounded-2xl border border-linen bg-white p-5">
                  <p className="text-xs font-semibold tracking-[0.16em] text-primary-dark uppercase">{view.lineKindLabels[index]}</p>
                  <h3 className="mt-1 text-2xl leading-tight font-medium text-ink">{line.name}</h3>
                  <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
                    <Fact label={m.mybooking_dates({}, inLocale)}>{text.lines[index]?.dates}</Fact>
                    <Fact label={m.mybooking_nights({}, inLocale)}>{text.lines[index]?.nights}</Fact>
                    <Fact label={m.mybooking_guests({}, inLocale)}>{text.lines[index]?.guests}</Fact>
                    <Fact label={m.mybooking_value({}, inLocale)}>{formatMoney(line.lineTotal, line.currency, { locale })}</Fact>
                  </dl>
                </li>
              ))}
            </ul>
          </Section>

          <PolicySection view={view} token={token} onChanged={reload} />

          {!cancelled ? <ArrivalSection view={view} token={token} onSaved={reload} /> : null}

          {view.cancelRefusal === null ? <ChangeDatesSection view={view} token={token} /> : null}
        </div>

        <PaymentSummary view={view} token={token} onPaid={reload} />
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

function PaymentSummary({ view, token, onPaid }: { view: GuestBookingPageView; token: string; onPaid: () => void }) {
  const { summary, booking } = view;
  const locale = useLocale();
  const inLocale = { locale };
  const payment = usePayBalance({
    token,
    contact: { ...(booking.guest.name ? { name: booking.guest.name } : {}), email: booking.guest.email ?? "", phone: view.guestPhone },
    onPaid,
    locale,
  });
  return (
    <aside aria-labelledby="payment-title" className="rounded-2xl bg-forest p-6 text-white md:p-7 lg:sticky lg:top-28">
      <h2 id="payment-title" className="text-3xl font-medium">
        {m.mybooking_payment_title({}, inLocale)}
      </h2>
      <dl className="mt-5 grid gap-3 text-sm">
        {booking.totals.map((t) => (
          <Row
            key={t.currency}
            label={
              booking.totals.length > 1
                ? m.mybooking_full_value_in({ currency: t.currency }, inLocale)
                : m.mybooking_full_value({}, inLocale)
            }
          >
            {formatMoney(t.total, t.currency, { locale })}
          </Row>
        ))}
        <Row label={m.mybooking_paid({}, inLocale)} strong>
          {rupees(summary.paid, locale)}
        </Row>
        {booking.refunded.amountPaise > 0 ? (
          <Row label={m.mybooking_refunded({}, inLocale)}>{rupees(booking.refunded.amountPaise, locale)}</Row>
        ) : null}
        <Row label={m.mybooking_balance_due({}, inLocale)} strong>
          {rupees(summary.balanceDue, locale)}
        </Row>
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-white/70">{view.paymentNote}</p>
      {view.balancePayable ? (
        <Button variant="light" className="mt-5 w-full" onClick={() => void payment.pay()} disabled={payment.busy} aria-busy={payment.busy}>
          {m.mybooking_pay_balance({}, inLocale)}
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

function PolicySection({ view, token, onChanged }: { view: GuestBookingPageView; token: string; onChanged: () => void }) {
  const { summary, text } = view;
  const locale = useLocale();
  const inLocale = { locale };
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
    <Section id="policy" title={m.mybooking_policy_title({}, inLocale)}>
      <ul className="grid gap-2 text-sm leading-relaxed text-muted">
        {view.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      {summary.policy.deadlines.length > 0 ? (
        <>
          <h3 className="mt-5 text-lg font-medium text-ink">{m.mybooking_policy_for_booking({}, inLocale)}</h3>
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
            {m.mybooking_cancel_now({}, inLocale)} <strong>{text.cancelNowOutcome}</strong>.
          </p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => dialogRef.current?.showModal()}>
            {m.mybooking_cancel({}, inLocale)}
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
          {m.mybooking_cancel_title({}, inLocale)}
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
            {m.mybooking_cancel_keep({}, inLocale)}
          </Button>
          <Button size="sm" onClick={() => void confirmCancel()} disabled={busy} aria-busy={busy}>
            {text.cancelButton}
          </Button>
        </div>
      </dialog>
    </Section>
  );
}

function ArrivalSection({ view, token, onSaved }: { view: GuestBookingPageView; token: string; onSaved: () => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const locale = useLocale();
  const inLocale = { locale };
  const arrival = view.arrival;
  const title = m.mybooking_arrival_title({}, inLocale);

  if (!view.arrivalEditable) {
    return (
      <Section id="arrival" title={title}>
        {arrival ? <ArrivalSummary arrival={arrival} /> : <p className="text-sm text-muted">{m.mybooking_arrival_none({}, inLocale)}</p>}
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
            {m.mybooking_flight_number({}, inLocale)}
          </label>
          <input {...field("flightNumber")} className={fieldControlClass} defaultValue={arrival?.flightNumber ?? ""} placeholder="AI 937" />
          {fieldError("flightNumber")}
        </div>
        <div>
          <label htmlFor={`${id}-arrivalTime`} className={fieldLabelClass}>
            {m.mybooking_arrival_time({}, inLocale)}
          </label>
          <input {...field("arrivalTime")} type="datetime-local" className={fieldControlClass} defaultValue={arrival?.arrivalTime ?? ""} />
          {fieldError("arrivalTime")}
        </div>
        <label className="flex items-start gap-3 text-sm text-ink md:col-span-2">
          <input name="airportPickup" type="checkbox" className="mt-1 h-4 w-4" defaultChecked={arrival?.airportPickup ?? false} />
          <span>{m.mybooking_pickup_request({}, inLocale)}</span>
        </label>
        {fieldError("airportPickup")}
        <div className="md:col-span-2">
          <label htmlFor={`${id}-dietaryNeeds`} className={fieldLabelClass}>
            {m.mybooking_dietary_needs({}, inLocale)}
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
            {m.mybooking_note({}, inLocale)}
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
          <summary className="cursor-pointer text-sm font-semibold text-primary-dark">{m.mybooking_form_c_summary({}, inLocale)}</summary>
          <p className="mt-2 text-xs text-muted">{view.text.formCNote}</p>
          <div className="mt-4 grid gap-5 md:grid-cols-2">
            {FORM_C_FIELDS.map(({ label, name, type }) => (
              <FormCField
                key={name}
                label={label(inLocale)}
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
            {m.mybooking_save_arrival({}, inLocale)}
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

function ArrivalSummary({ arrival }: { arrival: ArrivalDetailsView }) {
  const inLocale = { locale: useLocale() };
  const notGiven = m.mybooking_not_given({}, inLocale);
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-2xl bg-white p-5 text-sm">
      <Fact label={m.mybooking_flight({}, inLocale)}>{arrival.flightNumber ?? notGiven}</Fact>
      <Fact label={m.mybooking_landing({}, inLocale)}>{arrival.arrivalTime?.replace("T", " ") ?? notGiven}</Fact>
      <Fact label={m.mybooking_airport_pickup({}, inLocale)}>
        {arrival.airportPickup ? m.mybooking_yes({}, inLocale) : m.mybooking_no({}, inLocale)}
      </Fact>
      <Fact label={m.mybooking_dietary_needs({}, inLocale)}>{arrival.dietaryNeeds ?? m.mybooking_none({}, inLocale)}</Fact>
    </dl>
  );
}

function ChangeDatesSection({ view, token }: { view: GuestBookingPageView; token: string }) {
  const id = useId();
  const locale = useLocale();
  const inLocale = { locale };
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
    <Section id="change-dates" title={m.mybooking_change_title({}, inLocale)}>
      {sent ? (
        <p className="rounded-2xl bg-white p-5 text-sm text-ink" role="status">
          {view.text.changeRequested}
        </p>
      ) : (
        <details className="rounded-2xl bg-white p-5">
          <summary className="cursor-pointer text-sm font-semibold text-primary-dark">{m.mybooking_change_summary({}, inLocale)}</summary>
          <form noValidate onSubmit={submit} className="mt-4 grid gap-5 md:grid-cols-2">
            <div>
              <label htmlFor={`${id}-in`} className={fieldLabelClass}>
                {m.mybooking_change_check_in({}, inLocale)}
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
                {m.mybooking_change_check_out({}, inLocale)}
              </label>
              <input id={`${id}-out`} name="checkOut" type="date" required className={fieldControlClass} />
            </div>
            <div className="md:col-span-2">
              <label htmlFor={`${id}-message`} className={fieldLabelClass}>
                {m.mybooking_change_message({}, inLocale)}
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
                {m.mybooking_change_send({}, inLocale)}
              </Button>
            </div>
          </form>
        </details>
      )}
    </Section>
  );
}
