import type { ReactNode } from "react";
import { data } from "react-router";
import { site, telHref } from "~/catalogue/site";
import type { BookingLineView, BookingView } from "~/domain/booking/booking-view";
import { CancellationPolicyNote } from "~/booking/cancellation-policy-note";
import { type ConfirmationCopy, confirmationCopy, lineKindLabel } from "~/booking/confirmation-copy";
import { countText } from "~/cart/cart-display";
import { cancellationTermsText, deadlineText } from "~/domain/booking/cancellation-policy";
import { formatDateRange } from "~/domain/dates/dates";
import { type Locale, localeOfPath, localizePath } from "~/domain/i18n/locale";
import { ButtonLink } from "~/components/button";
import { depositRateText, formatMoney } from "~/domain/money/money";
import type { LanguageSwitchHandle } from "~/i18n/language-switch";
import { useLocale } from "~/i18n/use-locale";
import { pageMeta } from "~/lib/seo";
import { m } from "~/paraglide/messages.js";
import { serverServicesContext } from "~/worker-context";
import type { Route } from "./+types/booking-confirmation";

/**
 * /booking-confirmation?payment_id=..&order_id=.. : the booking as the server stores it now, paid,
 * awaiting the resort's confirmation, refunded or otherwise: the page says which, and never calls
 * a booking confirmed that is not. Nothing here comes from the browser's cart.
 */

type LoaderData =
  | { state: "missing" }
  | { state: "not-found" }
  | { state: "error" }
  /** `now`: the server's instant, so the page and its hydration leave out the same past deadlines. */
  | {
      state: "confirmed";
      booking: BookingView;
      now: string;
      guestLink: string | null;
      cancellationTerms: string[];
      /** The status in the page's language, and the kind of each line. */
      copy: ConfirmationCopy;
      lineKinds: string[];
    };

export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const paymentId = url.searchParams.get("payment_id")?.trim() ?? "";
  const orderId = url.searchParams.get("order_id")?.trim() ?? "";
  if (!paymentId || !orderId) return data<LoaderData>({ state: "missing" }, { status: 400 });
  try {
    const services = context.get(serverServicesContext);
    const booking = await services.getBooking(orderId, paymentId);
    if (!booking) return data<LoaderData>({ state: "not-found" }, { status: 404 });
    return data<LoaderData>({
      state: "confirmed",
      booking: locale === "en" ? booking : inLocale(booking, locale),
      now: new Date().toISOString(),
      guestLink: localizeLink(await services.guestLinkUrl(orderId), locale),
      // Written here, so the page loads none of the policy's rules in the browser.
      cancellationTerms: cancellationTermsText(booking.cancellationPolicy, locale),
      copy: confirmationCopy(booking, locale),
      lineKinds: booking.lines.map((line) => lineKindLabel(line.kind, locale)),
    });
  } catch (error) {
    console.error("booking confirmation: lookup failed", error);
    return data<LoaderData>({ state: "error" }, { status: 503 });
  }
}

/**
 * The booking's words the server wrote in English, in `locale`: the dates and the deadlines. The
 * lines' catalogue descriptions are English copy, so a German page leaves them out.
 */
function inLocale(booking: BookingView, locale: Locale): BookingView {
  const policy = booking.cancellationPolicy;
  return {
    ...booking,
    lines: booking.lines.map((line) => ({ ...line, dates: formatDateRange(line.startDate, line.endDate, locale), description: "" })),
    cancellationPolicy: policy && {
      ...policy,
      deadlines: policy.deadlines.map((d) => ({ ...d, text: deadlineText(d.refundPercent, Date.parse(d.until), locale) })),
    },
  };
}

/** The guest's booking page in the locale the guest is reading. */
function localizeLink(link: string | null, locale: Locale): string | null {
  if (link === null || locale === "en") return link;
  const url = new URL(link);
  url.pathname = localizePath(url.pathname, locale);
  return url.href;
}

/**
 * The link to this page in the other language (the switcher and the German suggestion). The query
 * names a payment, so it goes along only where the page shows the booking it names: the guest
 * reads the same booking in the other language, and the ids are on the page already. A page that
 * found no booking for its ids (or could not look) echoes them nowhere, not even in a link, so
 * it offers no other edition: without the ids that page would say something else ("details
 * missing"), with them it would repeat ids that may be anyone's. A link without both ids says
 * the same in either language, so it links to the bare page. For search engines nothing changes:
 * the page is noindex and outside the sitemap, and its canonical and hreflang links name the
 * bare path, never the query (app/lib/seo.ts, app/root.tsx).
 */
export const handle: LanguageSwitchHandle = {
  languageSwitch: (data, search) => {
    const state = (data as LoaderData | undefined)?.state;
    if (state === "confirmed") return search;
    return state === "missing" ? "" : false;
  },
};

/** A booking is personal: never stored by a browser or a shared cache. */
export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta({ location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: `${m.confirm_title({}, { locale })} | ${site.name}`,
    description: m.confirm_meta_description({ name: site.name }, { locale }),
    path: "/booking-confirmation",
    noindex: true,
    locale,
  });
}

export default function BookingConfirmation({ loaderData }: Route.ComponentProps) {
  const result = loaderData as LoaderData;
  const inLocale = { locale: useLocale() };
  if (result.state === "confirmed") {
    return (
      <Confirmed
        booking={result.booking}
        now={new Date(result.now)}
        guestLink={result.guestLink}
        cancellationTerms={result.cancellationTerms}
        copy={result.copy}
        lineKinds={result.lineKinds}
      />
    );
  }
  if (result.state === "missing") {
    return <Notice title={m.confirm_missing_title({}, inLocale)}>{m.confirm_missing_text({}, inLocale)}</Notice>;
  }
  if (result.state === "error") {
    return <Notice title={m.confirm_error_title({}, inLocale)}>{m.confirm_error_text({}, inLocale)}</Notice>;
  }
  return <Notice title={m.confirm_not_found_title({}, inLocale)}>{m.confirm_not_found_text({}, inLocale)}</Notice>;
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  const locale = useLocale();
  const inLocale = { locale };
  return (
    <main id="main" className="bg-cream">
      <section className="container-page flex min-h-[70vh] flex-col items-center justify-center pt-32 pb-20 text-center">
        <p className="eyebrow">{m.confirm_eyebrow({}, inLocale)}</p>
        <h1 className="mt-3 text-4xl font-medium text-ink md:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-muted md:text-lg">{children}</p>
        <p className="mt-4 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-muted">
          <span>{m.confirm_support({}, inLocale)}</span>
          <a className="font-semibold whitespace-nowrap text-primary-dark underline-offset-4 hover:underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
          <a
            className="font-semibold whitespace-nowrap text-primary-dark underline-offset-4 hover:underline"
            href={telHref(site.phones[0])}
          >
            {site.phones[0]}
          </a>
        </p>
        <ButtonLink to={localizePath("/", locale)} className="mt-10">
          {m.confirm_return_home({}, inLocale)}
        </ButtonLink>
      </section>
    </main>
  );
}

function rateText(line: BookingLineView, locale: Locale): string {
  const rate = formatMoney(line.unitRate, line.currency, { locale });
  if (line.kind === "retreat") return m.confirm_per_person({ rate }, { locale });
  if (line.kind === "room") return m.confirm_per_night({ rate }, { locale });
  return m.confirm_for_stay({ rate }, { locale });
}

function Confirmed({
  booking,
  now,
  guestLink,
  cancellationTerms,
  copy,
  lineKinds,
}: {
  booking: BookingView;
  now: Date;
  guestLink: string | null;
  cancellationTerms: string[];
  copy: ConfirmationCopy;
  lineKinds: string[];
}) {
  const locale = useLocale();
  const inLocale = { locale };
  const money = (amount: number, currency: BookingLineView["currency"]) => formatMoney(amount, currency, inLocale);
  const confirmed = booking.status === "paid" && booking.resortConfirmation !== "awaiting" && booking.resortConfirmation !== "declined";
  // What happens next is for a booking that goes ahead; a refunded or cancelled one has no next steps.
  const active = (booking.status === "paid" || booking.status === "authorized") && booking.resortConfirmation !== "declined";
  const depositEquivalent = booking.totals.map((t) => money(t.deposit, t.currency)).join(" + ");
  return (
    <main id="main" className="bg-cream">
      <header className="relative overflow-hidden bg-sand pt-32 pb-12 md:pt-40 md:pb-16">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-24 h-80 w-80 rounded-full bg-[radial-gradient(circle,rgba(184,149,90,0.22),transparent_70%)]"
        />
        <div className="relative container-page text-center">
          <div aria-hidden className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-forest text-2xl text-white">
            {confirmed ? "✓" : "i"}
          </div>
          <p className="eyebrow mt-6">{copy.eyebrow}</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl leading-[1.08] font-medium text-ink md:text-6xl">
            {active && booking.status === "paid" ? m.confirm_journey_awaits({}, inLocale) : copy.eyebrow}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-muted md:text-lg">{copy.text}</p>
          {booking.mode === "sandbox" ? (
            <p className="mx-auto mt-4 inline-block rounded-full bg-white px-4 py-1.5 text-xs font-semibold tracking-[0.12em] text-primary-dark uppercase">
              {m.confirm_test_booking({}, inLocale)}
            </p>
          ) : null}
        </div>
      </header>

      <div className="container-page grid gap-8 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <section aria-labelledby="booking-details">
          <h2 id="booking-details" className="text-3xl font-medium text-ink">
            {m.confirm_details({}, inLocale)}
          </h2>
          <ul className="mt-6 grid gap-5">
            {booking.lines.map((line, index) => (
              <li
                key={`${line.kind}-${line.productId}-${line.startDate}-${line.endDate}`}
                className="rounded-2xl border border-linen bg-white p-5 md:p-6"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="text-xs font-semibold tracking-[0.16em] text-primary-dark uppercase">{lineKinds[index]}</p>
                    <h3 className="mt-1 text-2xl leading-tight font-medium text-ink">{line.name}</h3>
                  </div>
                  <p className="text-xl font-semibold text-forest tabular-nums">{money(line.lineTotal, line.currency)}</p>
                </div>
                {line.description ? <p className="mt-2 text-sm leading-relaxed text-muted">{line.description}</p> : null}
                <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
                  <Fact label={m.confirm_dates({}, inLocale)} wide>
                    {line.dates}
                  </Fact>
                  <Fact label={m.confirm_nights({}, inLocale)}>
                    {countText(line.nights, m.cart_nights_one, m.cart_nights_other, locale)}
                  </Fact>
                  <Fact label={m.confirm_guests({}, inLocale)}>
                    {countText(line.guests, m.cart_guests_one, m.cart_guests_other, locale)}
                  </Fact>
                  <Fact label={m.confirm_price({}, inLocale)}>
                    {money(line.price, line.currency)}
                    <span className="block text-xs text-muted">{rateText(line, locale)}</span>
                  </Fact>
                  <Fact label={m.confirm_quantity({}, inLocale)}>{line.quantity}</Fact>
                </dl>
              </li>
            ))}
          </ul>
        </section>

        {active && booking.cancellationPolicy ? (
          <CancellationPolicyNote
            terms={cancellationTerms}
            deadlines={booking.cancellationPolicy.deadlines}
            now={now}
            headingId="cancellation-policy"
            headingLevel={2}
            className="-mt-3 rounded-2xl border border-linen bg-white p-5 md:p-6 lg:col-start-1"
          />
        ) : null}

        <aside
          aria-labelledby="payment-summary"
          className="rounded-2xl bg-forest p-6 text-white md:p-7 lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <h2 id="payment-summary" className="text-3xl font-medium">
            {m.confirm_payment_summary({}, inLocale)}
          </h2>
          <dl className="mt-6 grid gap-4 text-sm">
            {booking.totals.map((t) => (
              <SummaryRow
                key={`total-${t.currency}`}
                label={
                  booking.totals.length > 1 ? m.confirm_subtotal_in({ currency: t.currency }, inLocale) : m.confirm_subtotal({}, inLocale)
                }
              >
                {money(t.total, t.currency)}
              </SummaryRow>
            ))}
            <SummaryRow label={m.confirm_deposit_paid({ rate: depositRateText(booking.depositPercent, locale) }, inLocale)} strong>
              {money(booking.charged.amount, "INR")}
              <span className="block text-xs font-normal text-white/70">≈ {depositEquivalent}</span>
            </SummaryRow>
            {booking.refunded.amountPaise > 0 ? (
              <SummaryRow label={m.confirm_refunded({}, inLocale)}>{money(booking.refunded.amount, "INR")}</SummaryRow>
            ) : null}
            {booking.totals.map((t) => (
              <SummaryRow key={`balance-${t.currency}`} label={m.cart_balance_on_arrival({}, inLocale)}>
                {money(t.balance, t.currency)}
              </SummaryRow>
            ))}
          </dl>
          <p className="mt-4 text-xs leading-relaxed text-white/70">{m.confirm_no_fees({}, inLocale)}</p>
          {guestLink ? (
            <p className="mt-5 border-t border-white/15 pt-5 text-sm leading-relaxed">
              <a className="font-semibold text-gold underline underline-offset-4" href={guestLink}>
                {m.confirm_manage({}, inLocale)}
              </a>
              <span className="block text-xs text-white/70">{m.confirm_manage_note({}, inLocale)}</span>
            </p>
          ) : null}
          <dl className="mt-6 grid gap-3 border-t border-white/15 pt-5 text-sm">
            <IdRow label={m.confirm_payment_id({}, inLocale)} value={booking.paymentId ?? "-"} />
            <IdRow label={m.confirm_order_id({}, inLocale)} value={booking.orderId} />
            <div className="flex items-center justify-between gap-4">
              <dt className="text-white/70">{m.confirm_status({}, inLocale)}</dt>
              <dd>
                <span className="rounded-full bg-gold px-3 py-1 text-xs font-semibold tracking-[0.12em] text-forest uppercase">
                  {copy.status}
                </span>
              </dd>
            </div>
          </dl>
        </aside>
      </div>

      <section aria-labelledby={active ? "whats-next" : undefined} className="bg-sand py-12 md:py-16">
        <div className="container-page">
          {active ? (
            <>
              <h2 id="whats-next" className="text-center text-3xl font-medium text-ink md:text-4xl">
                {m.confirm_whats_next({}, inLocale)}
              </h2>
              <ol className="mx-auto mt-8 grid max-w-5xl gap-5 md:grid-cols-3">
                <NextStep n={1} title={m.confirm_step_email({}, inLocale)}>
                  {m.confirm_step_email_text({ email: booking.guest.email ?? "" }, inLocale)}
                </NextStep>
                <NextStep n={2} title={m.confirm_step_touch({}, inLocale)}>
                  {booking.resortConfirmation === "awaiting"
                    ? m.confirm_step_touch_custom({}, inLocale)
                    : m.confirm_step_touch_text({}, inLocale)}
                </NextStep>
                <NextStep n={3} title={m.confirm_step_prepare({}, inLocale)}>
                  {m.confirm_step_prepare_text({}, inLocale)}
                </NextStep>
              </ol>
            </>
          ) : null}
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ButtonLink to={localizePath("/retreats", locale)} variant="outline">
              {m.confirm_explore_more({}, inLocale)}
            </ButtonLink>
            <ButtonLink to={localizePath("/", locale)}>{m.confirm_return_home({}, inLocale)}</ButtonLink>
          </div>
        </div>
      </section>
    </main>
  );
}

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2 sm:col-span-1" : undefined}>
      <dt className="text-xs tracking-[0.12em] text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium text-ink">{children}</dd>
    </div>
  );
}

function SummaryRow({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="text-white/80">{label}</dt>
      <dd className={`text-right tabular-nums ${strong ? "text-lg font-semibold text-gold" : "font-medium"}`}>{children}</dd>
    </div>
  );
}

function IdRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="shrink-0 text-white/70">{label}</dt>
      <dd className="min-w-0 text-right font-mono text-xs break-all">{value}</dd>
    </div>
  );
}

function NextStep({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl bg-white p-6">
      <span aria-hidden className="flex h-9 w-9 items-center justify-center rounded-full bg-primary-dark text-sm font-semibold text-white">
        {n}
      </span>
      <h3 className="mt-4 text-2xl font-medium text-ink">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-muted">{children}</p>
    </li>
  );
}
