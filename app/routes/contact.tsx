import { useId, useState, type FormEvent, type ReactNode } from "react";
import { data, useActionData } from "react-router";
import { site, telHref } from "~/catalogue/site";
import { toast } from "~/components/toast";
import { postForm } from "~/forms/form-client";
import { FormField, HoneypotField, honeypotValue } from "~/forms/form-field";
import { CONTACT_FIELDS_MISSING, type FieldErrors, type FormSubmissionResult } from "~/domain/forms/form-constants";
import { formPageHeaders, NO_STORE } from "~/lib/cache-control";
import { lodgingBusinessJsonLd, pageMeta } from "~/lib/seo";
import { serverServicesContext } from "~/worker-context";
import type { Route } from "./+types/contact";

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: `Contact | ${site.name}`,
    description: `Write to ${site.name} in Kerala: questions about retreats, rooms, Ayurvedic treatments or getting here from Trivandrum airport. We answer within 24 hours.`,
    path: "/contact",
    jsonLd: lodgingBusinessJsonLd(),
  });
}

export const headers = formPageHeaders;

type ContactValues = { name: string; email: string; message: string };
type ContactActionData = FormSubmissionResult & { values?: ContactValues };

const SENT = { title: "Message sent successfully!", description: "We'll get back to you within 24 hours." };
const FAILED = { title: "Failed to send message", description: "Please try again or contact us directly." };

/**
 * The form without JavaScript: a plain document POST, answered by re-rendering the page with the
 * result. It runs the same pipeline as POST /api/forms/contact, which the form uses with
 * JavaScript (`postForm`: it never throws, so a failure is always a toast, never an error page).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { fields, ...result } = await context.get(serverServicesContext).submitForm("contact", request);
  if (result.ok) return data<ContactActionData>(result, { headers: NO_STORE });
  const text = (name: string) => (typeof fields?.[name] === "string" ? (fields[name] as string) : "");
  const values: ContactValues = { name: text("name"), email: text("email"), message: text("message") };
  return data<ContactActionData>({ ...result, values }, { status: result.status, headers: NO_STORE });
}

export default function ContactPage() {
  return (
    <main id="main">
      <header id="top" className="scroll-mt-24 bg-sand pt-32 pb-14 md:pt-40 md:pb-20">
        <div className="container-page max-w-4xl text-center">
          <p className="eyebrow">Contact</p>
          <h1 className="mt-4 text-4xl leading-tight font-medium text-primary-dark md:text-6xl">Begin your journey with us</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted">
            Questions about a retreat, a room or what Ayurveda can do for you? Write to us: a member of our team answers every message
            within 24 hours.
          </p>
        </div>
      </header>

      <section className="container-page grid gap-8 py-14 md:py-20 lg:grid-cols-[1.35fr_1fr] lg:gap-12">
        <ContactForm />
        <GetInTouchCard />
      </section>

      <Faq />
    </main>
  );
}

function ContactForm() {
  const documentResult = useActionData<ContactActionData>();
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(
    documentResult && !documentResult.ok ? (documentResult.fieldErrors ?? {}) : {},
  );
  // The server-rendered result of a submission without JavaScript; with JavaScript, toasts say it.
  const [banner, setBanner] = useState(documentResult);
  const ids = useId();
  const values = documentResult && !documentResult.ok ? documentResult.values : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const formData = new FormData(form);
    setBanner(undefined);
    // The schema loads on first submit, keeping the validation library out of the page's first load.
    const { contactFormSchema, describeValidationError } = await import("~/domain/forms/form-schemas");
    const parsed = contactFormSchema.safeParse({
      name: formData.get("name"),
      email: formData.get("email"),
      message: formData.get("message"),
    });
    if (!parsed.success) {
      const { error, fieldErrors } = describeValidationError(parsed.error);
      setFieldErrors(fieldErrors);
      const missing = ["name", "email", "message"].some((name) => !String(formData.get(name) ?? "").trim());
      if (missing) toast.error(CONTACT_FIELDS_MISSING.title, CONTACT_FIELDS_MISSING.description);
      else toast.error("Please check your details", error);
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    // The values go trimmed (docs/product.md#contact-form), with the honeypot as it is.
    const result = await postForm("contact", {
      ...parsed.data,
      ...honeypotValue(formData),
    });
    setSubmitting(false);
    if (result.ok) {
      toast.success(SENT.title, SENT.description);
      form.reset();
    } else {
      if (result.fieldErrors) setFieldErrors(result.fieldErrors);
      toast.error(FAILED.title, FAILED.description);
    }
  }

  return (
    <div className="rounded-3xl border border-linen bg-white/70 p-6 shadow-[0_20px_60px_-30px_rgba(43,36,32,0.35)] md:p-10">
      <h2 className="text-3xl font-medium text-primary-dark md:text-4xl">Send us a message</h2>
      <p className="mt-2 text-muted">Tell us about your plans, your dates or your health goals.</p>

      {banner ? (
        banner.ok ? (
          <div role="status" className="mt-6 rounded-xl border border-forest/20 bg-forest/5 px-5 py-4 text-forest">
            <p className="font-semibold">{SENT.title}</p>
            <p className="mt-1 text-sm">{SENT.description}</p>
          </div>
        ) : (
          <div role="alert" className="mt-6 rounded-xl border border-red-800/25 bg-red-50 px-5 py-4 text-red-900">
            <p className="font-semibold">{FAILED.title}</p>
            <p className="mt-1 text-sm">{banner.error}</p>
            <p className="mt-1 text-sm">
              {FAILED.description.replace(/\.$/, "")}:{" "}
              <a className="underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
          </div>
        )
      ) : null}

      {/* Without JavaScript this posts to the route action; with it, onSubmit posts to the API. */}
      <form method="post" action="/contact" onSubmit={onSubmit} className="mt-8 space-y-6" aria-busy={submitting}>
        <FormField id={`${ids}-name`} label="Name" errors={fieldErrors.name}>
          {(describedBy) => (
            <input
              id={`${ids}-name`}
              name="name"
              type="text"
              required
              maxLength={120}
              autoComplete="name"
              defaultValue={values?.name}
              aria-invalid={fieldErrors.name ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField id={`${ids}-email`} label="Email" errors={fieldErrors.email}>
          {(describedBy) => (
            <input
              id={`${ids}-email`}
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="email"
              defaultValue={values?.email}
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField id={`${ids}-message`} label="Message" errors={fieldErrors.message}>
          {(describedBy) => (
            <textarea
              id={`${ids}-message`}
              name="message"
              required
              rows={6}
              maxLength={5000}
              defaultValue={values?.message}
              aria-invalid={fieldErrors.message ? true : undefined}
              aria-describedby={describedBy}
              className={`${inputClass} resize-y`}
            />
          )}
        </FormField>

        <HoneypotField />

        <button
          type="submit"
          disabled={submitting}
          className="inline-flex w-full items-center justify-center rounded-full bg-primary-dark px-8 py-4 text-sm font-semibold tracking-[0.14em] text-white uppercase transition-colors hover:bg-ink disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {submitting ? "Sending..." : "Send Message"}
        </button>
      </form>
    </div>
  );
}

const inputClass =
  "block w-full rounded-xl border border-linen bg-cream/60 px-4 py-3 text-base text-ink placeholder:text-muted/70 transition-colors focus:border-primary focus:bg-white focus:outline-none focus:ring-2 focus:ring-primary/25 aria-[invalid=true]:border-red-700";

function GetInTouchCard() {
  return (
    <aside aria-labelledby="get-in-touch" className="relative overflow-hidden rounded-3xl bg-forest p-6 text-white/85 md:p-10">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 h-64 w-64 rounded-full bg-[radial-gradient(circle,rgba(184,149,90,0.35),transparent_70%)]"
      />
      <h2 id="get-in-touch" className="relative text-3xl font-medium text-white md:text-4xl">
        Get in Touch
      </h2>
      <p className="relative mt-2 text-white/75">We are happy to help, by message, phone or email.</p>

      <dl className="relative mt-8 space-y-7">
        <ContactFact icon={<PinIcon />} term="Location">
          <address className="not-italic">
            {site.address.street}
            <br />
            {site.address.locality}, {site.address.city}
            <br />
            {site.address.region} {site.address.postalCode}, India
          </address>
        </ContactFact>
        <ContactFact icon={<PhoneIcon />} term="Phone">
          <ul className="space-y-1">
            {site.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className="underline-offset-4 hover:text-white hover:underline">
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </ContactFact>
        <ContactFact icon={<MailIcon />} term="Email">
          <a href={`mailto:${site.email}`} className="break-all underline-offset-4 hover:text-white hover:underline">
            {site.email}
          </a>
        </ContactFact>
        <ContactFact icon={<ClockIcon />} term="Office hours">
          <table className="text-left text-[0.95rem] sm:text-base">
            <tbody>
              {site.officeHours.map(({ days, hours }) => (
                <tr key={days}>
                  <th scope="row" className="py-0.5 pr-4 font-normal whitespace-nowrap text-white/70">
                    {days}
                  </th>
                  <td className="py-0.5 whitespace-nowrap">{hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-sm text-white/65">Time zone: {site.timeZone}</p>
        </ContactFact>
      </dl>
    </aside>
  );
}

function ContactFact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-4">
        <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-gold">
          {icon}
        </span>
        <span className="eyebrow !text-gold">{term}</span>
      </dt>
      <dd className="mt-1 min-w-0 pl-14 leading-relaxed">{children}</dd>
    </div>
  );
}

const FAQS = [
  {
    question: "What should I bring?",
    answer:
      "Light, breathable cotton clothes for yoga and treatments, a shawl for cool mornings, sandals, sun protection, and any medication you take with its prescription for your consultation with our doctor. Yoga mats, towels and Ayurvedic toiletries are provided.",
  },
  {
    question: "Is a retreat suitable for beginners?",
    answer: `Yes. Most of our guests are new to Ayurveda or yoga. Your programme is shaped by the doctor after a pulse diagnosis, and with only ${site.guestsAtOnce} guests at a time every class goes at your pace.`,
  },
  {
    question: "Can you cater to my dietary needs?",
    answer:
      "Our kitchen cooks vegetarian sattvic meals matched to your constitution. Vegan, gluten-free and allergy-aware meals are easily arranged: tell us when you book.",
  },
  {
    question: "How do I get there?",
    answer: `Fly into Trivandrum International Airport (TRV). We arrange your airport transfer; the drive to the retreat takes about ${site.airportTransferMinutes} minutes.`,
  },
] as const;

function Faq() {
  return (
    <section aria-labelledby="faq" className="bg-sand py-16 md:py-24">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">Good to know</p>
          <h2 id="faq" className="mt-4 text-3xl font-medium text-primary-dark md:text-5xl">
            Frequently asked questions
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {FAQS.map((faq) => (
            <li key={faq.question} className="rounded-2xl border border-linen bg-cream p-6 md:p-8">
              <h3 className="text-2xl font-medium text-ink">{faq.question}</h3>
              <p className="mt-3 leading-relaxed text-muted">{faq.answer}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function SmallIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

function PinIcon() {
  return (
    <SmallIcon>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </SmallIcon>
  );
}

function PhoneIcon() {
  return (
    <SmallIcon>
      <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1.5 1.5 0 0 1-1.6 1.5C10.6 20 4 13.4 3.5 5.6A1.5 1.5 0 0 1 5 4Z" />
    </SmallIcon>
  );
}

function MailIcon() {
  return (
    <SmallIcon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </SmallIcon>
  );
}

function ClockIcon() {
  return (
    <SmallIcon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </SmallIcon>
  );
}
