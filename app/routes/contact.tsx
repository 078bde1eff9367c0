import { useId, useState, type FormEvent, type ReactNode } from "react";
import { data, useActionData, useLoaderData } from "react-router";
import { contactPage } from "~/catalogue/contact-page";
import { contactPageDe } from "~/catalogue/contact-page.de";
import { site, telHref } from "~/catalogue/site";
import { localeOfPath, localizePath } from "~/domain/i18n/locale";
import { localizedFieldErrors } from "~/forms/field-errors";
import { loadFieldErrorsIn } from "~/forms/load-field-errors";
import { useLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";
import { toast } from "~/components/toast";
import { FormField, HoneypotField, honeypotValue } from "~/forms/form-field";
import type { FieldErrors, FormSubmissionResult } from "~/domain/forms/form-constants";
import { formPageHeaders, NO_STORE } from "~/lib/cache-control";
import { addDocumentJsonLd } from "~/lib/document-json-ld";
import { pageMeta } from "~/lib/seo";
import { lodgingBusinessJsonLd } from "~/lib/structured-data";
import { serverServicesContext } from "~/worker-context";
import type { Route } from "./+types/contact";

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: `${m.contact_title({}, { locale })} | ${site.name}`,
    description: m.contact_meta_description({ name: site.name }, { locale }),
    path: "/contact",
    locale,
  });
}

/** The page's paragraphs in its own language only. */
export function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  // Written into the document only (document-json-ld.tsx): no page's JavaScript carries it.
  addDocumentJsonLd(context, lodgingBusinessJsonLd(locale));
  return locale === "de" ? contactPageDe : contactPage;
}

export const headers = formPageHeaders;

type ContactValues = { name: string; email: string; message: string };
type ContactActionData = FormSubmissionResult & { values?: ContactValues };

/**
 * The form without JavaScript: a plain document POST, answered by re-rendering the page with the
 * result. It runs the same pipeline as POST /api/forms/contact, which the form uses with
 * JavaScript (`postForm`: it never throws, so a failure is always a toast, never an error page).
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const { fields, ...result } = await context.get(serverServicesContext).submitForm("contact", request);
  if (result.ok) return data<ContactActionData>(result, { headers: NO_STORE });
  // Written here in the page's language, so the form renders them as they are (../forms/form-field.tsx).
  if (result.fieldErrors) result.fieldErrors = localizedFieldErrors(result.fieldErrors, localeOfPath(url.pathname));
  const text = (name: string) => (typeof fields?.[name] === "string" ? (fields[name] as string) : "");
  const values: ContactValues = { name: text("name"), email: text("email"), message: text("message") };
  return data<ContactActionData>({ ...result, values }, { status: result.status, headers: NO_STORE });
}

export default function ContactPage() {
  const locale = useLocale();
  const inLocale = { locale };
  const copy = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <header id="top" className="scroll-mt-24 bg-sand pt-32 pb-14 md:pt-40 md:pb-20">
        <div className="container-page max-w-4xl text-center">
          <p className="eyebrow">{m.contact_title({}, inLocale)}</p>
          <h1 className="mt-4 text-4xl leading-tight font-medium text-primary-dark md:text-6xl">{m.contact_heading({}, inLocale)}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted">{copy.intro}</p>
        </div>
      </header>

      <section className="container-page grid gap-8 py-14 md:py-20 lg:grid-cols-[1.35fr_1fr] lg:gap-12">
        <ContactForm />
        <GetInTouchCard officeHours={copy.officeHours} />
      </section>

      <Faq faqs={copy.faqs} />
    </main>
  );
}

function ContactForm() {
  const locale = useLocale();
  const inLocale = { locale };
  const SENT = { title: m.contact_sent_title({}, inLocale), description: m.contact_sent_text({}, inLocale) };
  const FAILED = { title: m.contact_failed_title({}, inLocale), description: m.contact_failed_text({}, inLocale) };
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
    // The schema, its messages in the page's language and the code that posts load on first
    // submit, keeping the validation library out of the page's first load.
    const [{ contactFormSchema, describeValidationError }, inPageLanguage, { postForm }] = await Promise.all([
      import("~/domain/forms/form-schemas"),
      loadFieldErrorsIn(locale),
      import("~/forms/form-client"),
    ]);
    const parsed = contactFormSchema.safeParse({
      name: formData.get("name"),
      email: formData.get("email"),
      message: formData.get("message"),
    });
    if (!parsed.success) {
      const { error, fieldErrors: englishErrors } = describeValidationError(parsed.error);
      const fieldErrors = inPageLanguage.fieldErrors(englishErrors);
      setFieldErrors(fieldErrors);
      const missing = ["name", "email", "message"].some((name) => !String(formData.get(name) ?? "").trim());
      if (missing) toast.error(m.contact_missing_title({}, inLocale), m.contact_missing_text({}, inLocale));
      else
        toast.error(
          m.contact_check_details({}, inLocale),
          // The summary joins the rules' English messages; German pages say each field's in German.
          locale === "en"
            ? error
            : Object.values(fieldErrors)
                .map((messages) => messages[0])
                .join(". "),
        );
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
      if (result.fieldErrors) setFieldErrors(inPageLanguage.fieldErrors(result.fieldErrors));
      toast.error(FAILED.title, FAILED.description);
    }
  }

  return (
    <div className="rounded-3xl border border-linen bg-white/70 p-6 shadow-[0_20px_60px_-30px_rgba(43,36,32,0.35)] md:p-10">
      <h2 className="text-3xl font-medium text-primary-dark md:text-4xl">{m.contact_form_heading({}, inLocale)}</h2>
      <p className="mt-2 text-muted">{m.contact_form_intro({}, inLocale)}</p>

      {banner ? (
        banner.ok ? (
          <div role="status" className="mt-6 rounded-xl border border-forest/20 bg-forest/5 px-5 py-4 text-forest">
            <p className="font-semibold">{SENT.title}</p>
            <p className="mt-1 text-sm">{SENT.description}</p>
          </div>
        ) : (
          <div role="alert" className="mt-6 rounded-xl border border-red-800/25 bg-red-50 px-5 py-4 text-red-900">
            <p className="font-semibold">{FAILED.title}</p>
            {/* The server's reason is English; a German page says it failed in its own words. */}
            <p className="mt-1 text-sm">{locale === "en" ? banner.error : m.contact_server_error({}, inLocale)}</p>
            <p className="mt-1 text-sm">
              {locale === "en" ? `${FAILED.description.replace(/\.$/, "")}:` : m.contact_failed_write({}, inLocale)}{" "}
              <a className="underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
          </div>
        )
      ) : null}

      {/* Without JavaScript this posts to the route action; with it, onSubmit posts to the API. */}
      <form method="post" action={localizePath("/contact", locale)} onSubmit={onSubmit} className="mt-8 space-y-6" aria-busy={submitting}>
        <FormField id={`${ids}-name`} label={m.contact_name({}, inLocale)} errors={fieldErrors.name}>
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
        <FormField id={`${ids}-email`} label={m.contact_email({}, inLocale)} errors={fieldErrors.email}>
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
        <FormField id={`${ids}-message`} label={m.contact_message({}, inLocale)} errors={fieldErrors.message}>
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
          {submitting ? m.contact_sending({}, inLocale) : m.contact_send({}, inLocale)}
        </button>
      </form>
    </div>
  );
}

const inputClass =
  "block w-full rounded-xl border border-linen bg-cream/60 px-4 py-3 text-base text-ink placeholder:text-muted/70 transition-colors focus:border-primary focus:bg-white focus:outline-none focus:ring-2 focus:ring-primary/25 aria-[invalid=true]:border-red-700";

function GetInTouchCard({ officeHours }: { officeHours: readonly { days: string; hours: string }[] }) {
  const inLocale = { locale: useLocale() };
  return (
    <aside aria-labelledby="get-in-touch" className="relative overflow-hidden rounded-3xl bg-forest p-6 text-white/85 md:p-10">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 h-64 w-64 rounded-full bg-[radial-gradient(circle,rgba(184,149,90,0.35),transparent_70%)]"
      />
      <h2 id="get-in-touch" className="relative text-3xl font-medium text-white md:text-4xl">
        {m.contact_get_in_touch({}, inLocale)}
      </h2>
      <p className="relative mt-2 text-white/75">{m.contact_happy_to_help({}, inLocale)}</p>

      <dl className="relative mt-8 space-y-7">
        <ContactFact icon={<PinIcon />} term={m.contact_location({}, inLocale)}>
          <address className="not-italic">
            {site.address.street}
            <br />
            {site.address.locality}, {site.address.city}
            <br />
            {site.address.region} {site.address.postalCode}, {m.contact_india({}, inLocale)}
          </address>
        </ContactFact>
        <ContactFact icon={<PhoneIcon />} term={m.contact_phone({}, inLocale)}>
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
        <ContactFact icon={<MailIcon />} term={m.contact_email({}, inLocale)}>
          <a href={`mailto:${site.email}`} className="break-all underline-offset-4 hover:text-white hover:underline">
            {site.email}
          </a>
        </ContactFact>
        <ContactFact icon={<ClockIcon />} term={m.contact_office_hours({}, inLocale)}>
          <table className="text-left text-[0.95rem] sm:text-base">
            <tbody>
              {officeHours.map(({ days, hours }) => (
                <tr key={days}>
                  <th scope="row" className="py-0.5 pr-4 font-normal whitespace-nowrap text-white/70">
                    {days}
                  </th>
                  <td className="py-0.5 whitespace-nowrap">{hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-sm text-white/65">{m.contact_time_zone({ zone: site.timeZone }, inLocale)}</p>
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

function Faq({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  const inLocale = { locale: useLocale() };
  return (
    <section aria-labelledby="faq" className="bg-sand py-16 md:py-24">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">{m.contact_good_to_know({}, inLocale)}</p>
          <h2 id="faq" className="mt-4 text-3xl font-medium text-primary-dark md:text-5xl">
            {m.contact_faq({}, inLocale)}
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {faqs.map((faq) => (
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
