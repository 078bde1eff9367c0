import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { site, telHref } from "~/catalogue/site";
import { fieldControlClass, fieldLabelClass } from "~/booking/booking-fields";
import { Button } from "~/components/button";
import { toast } from "~/components/toast";
import type { ArrivalDetailsView } from "~/domain/booking/arrival-details";
import type { GuestBookingPageView } from "~/domain/booking/guest-booking";
import { formatDisplayDate } from "~/domain/dates/dates";
import { formatMoney } from "~/domain/money/money";
import { plural } from "~/domain/plural";
import { usePayBalance } from "./use-pay-balance";

/**
 * The guest's booking page (/my-booking/<token>): the booking, what was paid and what is due, the
 * cancellation policy with this booking's deadlines, and what the guest can do from here: pay the
 * balance, cancel (after a confirm step that states the refund), tell the resort how they arrive,
 * and ask to change dates. Every action goes to /api/my-booking/<token>; the page then reloads its
 * data from the server, which decides everything.
 */

const client = () => import("./guest-booking-client");
const rupees = (paise: number) => formatMoney(paise / 100, "INR");

/** The optional Form C details, in the order the form asks for them. */
const FORM_C_FIELDS: readonly {
  label: string;
  name: "nationality" | "passportNumber" | "passportExpiresOn" | "visaNumber" | "visaExpiresOn";
  type?: "date";
}[] = [
  { label: "Nationality (country code, e.g. DE)", name: "nationality" },
  { label: "Passport number", name: "passportNumber" },
  { label: "Passport expiry", name: "passportExpiresOn", type: "date" },
  { label: "Visa number", name: "visaNumber" },
  { label: "Visa expiry", name: "visaExpiresOn", type: "date" },
];

export function GuestBookingPage({ view, token }: { view: GuestBookingPageView; token: string }) {
  const { booking, summary } = view;
  const navigate = useNavigate();
  // A navigation to this very page runs its loader again (useRevalidator would add its code to
  // every page's framework chunk for this one use).
  const reload = () => void navigate(".", { replace: true, preventScrollReset: true });
  const cancelled = booking.status === "cancelled" || view.cancelledBy !== null;

  return (
    <main id="main" className="bg-cream">
      <header className="bg-sand pt-32 pb-10 md:pt-40 md:pb-14">
        <div className="container-page">
          <p className="eyebrow">Your booking</p>
          <h1 className="mt-3 text-4xl leading-[1.08] font-medium text-ink md:text-6xl">
            {booking.guest.name ? `Welcome, ${booking.guest.name}` : "Your stay at Kaivalya"}
          </h1>
          <p className="mt-4 flex flex-wrap items-center gap-3 text-sm text-muted">
            <span className="rounded-full bg-forest px-3 py-1 text-xs font-semibold tracking-[0.12em] text-white uppercase">
              {view.statusLabel}
            </span>
            <span>
              {formatDisplayDate(summary.checkIn)} to {formatDisplayDate(summary.checkOut)}
            </span>
            <span className="font-mono text-xs break-all">Order {booking.orderId}</span>
          </p>
          {booking.mode === "sandbox" ? (
            <p className="mt-4 inline-block rounded-full bg-white px-4 py-1.5 text-xs font-semibold tracking-[0.12em] text-primary-dark uppercase">
              Test booking · no money was taken
            </p>
          ) : null}
        </div>
      </header>

      <div className="container-page grid gap-8 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="grid min-w-0 gap-8">
          <Section id="stay" title="Your stay">
            <ul className="grid gap-4">
              {booking.lines.map((line, index) => (
                <li key={`${line.kind}-${line.productId}-${line.startDate}`} className="rounded-2xl border border-linen bg-white p-5">
                  <p className="text-xs font-semibold tracking-[0.16em] text-primary-dark uppercase">{view.lineKindLabels[index]}</p>
                  <h3 className="mt-1 text-2xl leading-tight font-medium text-ink">{line.name}</h3>
                  <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
                    <Fact label="Dates">{line.dates}</Fact>
                    <Fact label="Nights">{plural(line.nights, "night")}</Fact>
                    <Fact label="Guests">{plural(line.guests, "guest")}</Fact>
                    <Fact label="Value">{formatMoney(line.lineTotal, line.currency)}</Fact>
                  </dl>
                </li>
              ))}
            </ul>
          </Section>

          <PolicySection view={view} token={token} onChanged={reload} />

          {!cancelled ? <ArrivalSection view={view} token={token} onSaved={reload} /> : null}

          {view.cancelRefusal === null ? <ChangeDatesSection token={token} checkIn={summary.checkIn} /> : null}
        </div>

        <PaymentSummary view={view} token={token} onPaid={reload} />
      </div>

      <p className="container-page pb-14 text-sm text-muted">
        Questions? Write to{" "}
        <a className="font-semibold text-primary-dark underline underline-offset-4" href={`mailto:${site.email}`}>
          {site.email}
        </a>{" "}
        or call{" "}
        <a className="font-semibold whitespace-nowrap text-primary-dark underline underline-offset-4" href={telHref(site.phones[0])}>
          {site.phones[0]}
        </a>
        . This page is private: it opens from the link we sent you, so please do not share it.
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
  const payment = usePayBalance({
    token,
    contact: { ...(booking.guest.name ? { name: booking.guest.name } : {}), email: booking.guest.email ?? "", phone: view.guestPhone },
    onPaid,
  });
  return (
    <aside aria-labelledby="payment-title" className="rounded-2xl bg-forest p-6 text-white md:p-7 lg:sticky lg:top-28">
      <h2 id="payment-title" className="text-3xl font-medium">
        Payment
      </h2>
      <dl className="mt-5 grid gap-3 text-sm">
        {booking.totals.map((t) => (
          <Row key={t.currency} label={booking.totals.length > 1 ? `Full value (${t.currency})` : "Full value"}>
            {formatMoney(t.total, t.currency)}
          </Row>
        ))}
        <Row label="Paid" strong>
          {rupees(summary.paid)}
        </Row>
        {booking.refunded.amountPaise > 0 ? <Row label="Refunded">{rupees(booking.refunded.amountPaise)}</Row> : null}
        <Row label="Balance due" strong>
          {rupees(summary.balanceDue)}
        </Row>
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-white/70">{view.paymentNote}</p>
      {view.balancePayable ? (
        <Button variant="light" className="mt-5 w-full" onClick={() => void payment.pay()} disabled={payment.busy} aria-busy={payment.busy}>
          Pay the balance
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
  const { summary } = view;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refund = summary.refundIfCancelledNow;

  async function confirmCancel() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const { cancelBooking } = await client();
    const result = await cancelBooking(token);
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    dialogRef.current?.close();
    toast.success(
      "Booking cancelled",
      result.value.refund > 0 ? `${rupees(result.value.refund)} is on its way back to you.` : "Nothing is refunded at this date.",
    );
    onChanged();
  }

  return (
    <Section id="policy" title="Cancellation policy">
      <ul className="grid gap-2 text-sm leading-relaxed text-muted">
        {view.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      {summary.policy.deadlines.length > 0 ? (
        <>
          <h3 className="mt-5 text-lg font-medium text-ink">For this booking</h3>
          <ul className="mt-2 grid gap-1 text-sm font-medium text-ink">
            {summary.policy.deadlines.map((deadline) => (
              <li key={deadline.until}>{deadline.text}</li>
            ))}
          </ul>
        </>
      ) : null}

      {view.cancelledBy === "guest" ? (
        <p className="mt-5 rounded-2xl bg-white p-5 text-sm text-ink" role="status">
          You cancelled this booking.{" "}
          {view.guestRefundPaise > 0
            ? `${rupees(view.guestRefundPaise)} is refunded to the card or account you paid with; it reaches you in 5-7 working days.`
            : "Nothing was refunded under its policy."}
        </p>
      ) : view.cancelRefusal ? (
        <p className="mt-5 rounded-2xl bg-white p-5 text-sm text-ink">{view.cancelRefusal}</p>
      ) : (
        <div className="mt-5 rounded-2xl bg-white p-5">
          <p className="text-sm text-ink">
            If you cancel now: <strong>{refund > 0 ? `${rupees(refund)} refunded` : "nothing is refunded"}</strong>.
          </p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => dialogRef.current?.showModal()}>
            Cancel booking
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
          Cancel this booking?
        </h2>
        <p id="cancel-what" className="mt-3 text-sm leading-relaxed">
          {refund > 0
            ? `We will refund ${rupees(refund)} to the card or account you paid with, and free your dates. This cannot be undone.`
            : "Under your booking's policy nothing is refunded at this date. Your dates will be freed. This cannot be undone."}
        </p>
        {error ? (
          <p className="mt-3 text-sm text-red-800" role="alert">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" size="sm" onClick={() => dialogRef.current?.close()}>
            Keep my booking
          </Button>
          <Button size="sm" onClick={() => void confirmCancel()} disabled={busy} aria-busy={busy}>
            {refund > 0 ? `Cancel and refund ${rupees(refund)}` : "Cancel without refund"}
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
  const arrival = view.arrival;
  const until = view.arrivalEditableUntilText;

  if (!view.arrivalEditable) {
    return (
      <Section id="arrival" title="Your arrival">
        {arrival ? <ArrivalSummary arrival={arrival} /> : <p className="text-sm text-muted">You did not give arrival details.</p>}
        <p className="mt-3 text-sm text-muted">
          Arrival details could be changed here until {until}. For any change now, please write to us or call.
        </p>
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
    const { saveArrival } = await client();
    const result = await saveArrival(token, {
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
    });
    setBusy(false);
    if (!result.ok) {
      setErrors(result.fieldErrors ?? {});
      setError(result.error);
      return;
    }
    setErrors({});
    toast.success("Arrival details saved", result.value.changed ? "The resort has been told." : "Nothing had changed.");
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
    <Section id="arrival" title="Your arrival">
      <p className="text-sm leading-relaxed text-muted">
        Tell us how you arrive and we will be ready: the drive from Trivandrum airport takes about {site.airportTransferMinutes} minutes.
        You can change these details until {until}.
      </p>
      <form noValidate onSubmit={submit} className="mt-5 grid gap-5 rounded-2xl bg-white p-5 md:grid-cols-2">
        <div>
          <label htmlFor={`${id}-flightNumber`} className={fieldLabelClass}>
            Flight number
          </label>
          <input {...field("flightNumber")} className={fieldControlClass} defaultValue={arrival?.flightNumber ?? ""} placeholder="AI 937" />
          {fieldError("flightNumber")}
        </div>
        <div>
          <label htmlFor={`${id}-arrivalTime`} className={fieldLabelClass}>
            Landing in Kerala (IST)
          </label>
          <input {...field("arrivalTime")} type="datetime-local" className={fieldControlClass} defaultValue={arrival?.arrivalTime ?? ""} />
          {fieldError("arrivalTime")}
        </div>
        <label className="flex items-start gap-3 text-sm text-ink md:col-span-2">
          <input name="airportPickup" type="checkbox" className="mt-1 h-4 w-4" defaultChecked={arrival?.airportPickup ?? false} />
          <span>Please pick me up at Trivandrum airport</span>
        </label>
        {fieldError("airportPickup")}
        <div className="md:col-span-2">
          <label htmlFor={`${id}-dietaryNeeds`} className={fieldLabelClass}>
            Dietary needs
          </label>
          <textarea
            {...field("dietaryNeeds")}
            rows={2}
            maxLength={500}
            className={`${fieldControlClass} h-auto py-3`}
            defaultValue={arrival?.dietaryNeeds ?? ""}
          />
          <p className="mt-1 text-xs text-muted">
            Only what the kitchen should know, such as vegan or no nuts. Health questions are for your consultation.
          </p>
          {fieldError("dietaryNeeds")}
        </div>
        <div className="md:col-span-2">
          <label htmlFor={`${id}-note`} className={fieldLabelClass}>
            Note
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
          <summary className="cursor-pointer text-sm font-semibold text-primary-dark">
            Travelling from abroad? Passport and visa (optional)
          </summary>
          <p className="mt-2 text-xs text-muted">
            Indian law asks us to register foreign guests (Form C) within 24 hours of arrival. Giving these now saves time at check-in; we
            delete them after your stay.
          </p>
          <div className="mt-4 grid gap-5 md:grid-cols-2">
            {FORM_C_FIELDS.map(({ label, name, type }) => (
              <FormCField key={name} label={label} name={name} type={type} value={formC?.[name]} field={field} error={fieldError} />
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
            Save arrival details
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
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-2xl bg-white p-5 text-sm">
      <Fact label="Flight">{arrival.flightNumber ?? "Not given"}</Fact>
      <Fact label="Landing (IST)">{arrival.arrivalTime?.replace("T", " ") ?? "Not given"}</Fact>
      <Fact label="Airport pickup">{arrival.airportPickup ? "Yes" : "No"}</Fact>
      <Fact label="Dietary needs">{arrival.dietaryNeeds ?? "None"}</Fact>
    </dl>
  );
}

function ChangeDatesSection({ token, checkIn }: { token: string; checkIn: string }) {
  const id = useId();
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
    const result = await askToChangeDates(token, {
      checkIn: String(form.get("checkIn") ?? ""),
      checkOut: String(form.get("checkOut") ?? ""),
      message: String(form.get("message") ?? ""),
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setSent(true);
  }

  return (
    <Section id="change-dates" title="Ask to change dates">
      {sent ? (
        <p className="rounded-2xl bg-white p-5 text-sm text-ink" role="status">
          Thank you: the resort has your request and will answer by e-mail. Your booking stays as it is until you agree new dates.
        </p>
      ) : (
        <details className="rounded-2xl bg-white p-5">
          <summary className="cursor-pointer text-sm font-semibold text-primary-dark">Would other dates suit you better?</summary>
          <form noValidate onSubmit={submit} className="mt-4 grid gap-5 md:grid-cols-2">
            <div>
              <label htmlFor={`${id}-in`} className={fieldLabelClass}>
                Wished check-in
              </label>
              <input id={`${id}-in`} name="checkIn" type="date" required className={fieldControlClass} defaultValue={checkIn} />
            </div>
            <div>
              <label htmlFor={`${id}-out`} className={fieldLabelClass}>
                Wished check-out
              </label>
              <input id={`${id}-out`} name="checkOut" type="date" required className={fieldControlClass} />
            </div>
            <div className="md:col-span-2">
              <label htmlFor={`${id}-message`} className={fieldLabelClass}>
                Message
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
                Send request
              </Button>
            </div>
          </form>
        </details>
      )}
    </Section>
  );
}
