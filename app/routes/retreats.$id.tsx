import { data, isRouteErrorResponse } from "react-router";
import { loadDatedStay } from "~/booking/dated-stay-loader";
import { priceTerms } from "~/booking/price-terms";
import { DatedStayNote } from "~/booking/dated-stay-note";
import { datedStaySummary } from "~/booking/dated-stay-summary";
import { RetreatBookingCard } from "~/booking/retreat-booking-card";
import { type DetailNotFoundText, retreatCardLabels, retreatNotFound, retreatPageLabels } from "~/booking/stay-page-labels";
import { getRetreatIn } from "~/catalogue/localized";
import { site } from "~/catalogue/site";
import { isVideo } from "~/catalogue/types";
import { DetailNotFound } from "~/components/detail-not-found";
import { HeroVideo } from "~/components/hero-video";
import { ItineraryAccordion } from "~/components/itinerary-accordion";
import { ResponsiveImage } from "~/components/responsive-image";
import type { NavHandle } from "~/components/site-nav";
import { parseDurationDays, retreatTotal } from "~/domain/booking/booking-rules";
import { retreatStayVerdict } from "~/domain/booking/dated-stay";
import { hasStayQuery, parseRetreatStayQuery } from "~/domain/booking/stay-query";
import { localeOfPath, localizePath } from "~/domain/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { datedPageHeaders, NO_STORE } from "~/lib/cache-control";
import { addDocumentJsonLd } from "~/lib/document-json-ld";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { retreatJsonLd } from "~/lib/structured-data";
import { m } from "~/paraglide/messages.js";
import { serverServicesContext } from "~/worker-context";
import type { Route } from "./+types/retreats.$id";

export const handle: NavHandle = { navOverlay: true };

export const headers = datedPageHeaders;

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const retreat = getRetreatIn(params.id, locale);
  if (!retreat) throw data(retreatNotFound(locale), { status: 404 });
  // A dated deep link (ADR 092) fills the booking card, checked against the calendar now; such a
  // page is rendered for its request and kept by no cache.
  const durationDays = parseDurationDays(retreat.duration);
  const dated = await loadDatedStay(
    url.searchParams,
    context.get(serverServicesContext),
    (query, today) => parseRetreatStayQuery(query, today, durationDays),
    (calendar, stay) => retreatStayVerdict(calendar, stay, locale),
  );
  // The structured data is built here, so that no page's JavaScript carries its code, and written
  // into the document only: the retreat and its offer, and where the page sits.
  addDocumentJsonLd(context, [
    retreatJsonLd(retreat, locale),
    breadcrumbJsonLd([
      [m.nav_home({}, { locale }), localizePath("/", locale)],
      [m.nav_retreats({}, { locale }), localizePath("/retreats", locale)],
      [retreat.title, localizePath(`/retreats/${retreat.id}`, locale)],
    ]),
  ]);
  return data(
    {
      retreat,
      dated,
      summary: dated ? datedStaySummary(dated, retreatTotal(retreat.price, dated.guests), locale) : null,
      locale,
      terms: priceTerms(locale).retreat,
      // The page's words in its language only: as messages they shipped in both (stay-page-labels.ts).
      labels: retreatPageLabels(locale),
      cardLabels: retreatCardLabels(retreat, locale),
      title: m.retreat_meta_title({ title: retreat.title, duration: retreat.duration, name: site.name }, { locale }),
    },
    hasStayQuery(url.searchParams) ? { headers: NO_STORE } : undefined,
  );
}

/** The words the loader threw with its 404 (retreatNotFound), else null. */
function notFoundText(error: unknown): DetailNotFoundText | null {
  return isRouteErrorResponse(error) && error.status === 404 ? (error.data as DetailNotFoundText) : null;
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  if (!loaderData) {
    const title = notFoundText(error)?.title;
    return [{ title: title ? `${title} | ${site.name}` : site.name }, { name: "robots", content: "noindex" }];
  }
  const { retreat, title } = loaderData;
  // The hero picture needs no preload here: React preloads an eager <img> in the page's <head>.
  // The canonical is the page without a deep link's query: a dated page is not a page of its own.
  return [
    ...pageMeta({
      title,
      description: retreat.description,
      path: `/retreats/${retreat.id}`,
      locale,
      image: retreat.image.src,
    }),
  ];
}

export default function RetreatDetail({
  loaderData: { retreat, dated, summary, locale, terms, labels, cardLabels },
}: Route.ComponentProps) {
  const hero = retreat.heroImage;
  return (
    <main id="main">
      <section className="relative flex min-h-[72svh] items-end overflow-hidden bg-forest text-white">
        {isVideo(hero) ? (
          <HeroVideo video={hero} />
        ) : (
          <div className="absolute inset-0" aria-hidden>
            <ResponsiveImage image={hero} priority className="h-full w-full object-cover" />
          </div>
        )}
        <div aria-hidden className="absolute inset-0 bg-gradient-to-t from-forest/90 via-forest/45 to-forest/65" />
        <div className="relative container-page pt-32 pb-12 md:pb-16">
          <p className="eyebrow !text-gold-light text-shadow-photo">{retreat.duration}</p>
          <h1 className="mt-3 max-w-3xl text-5xl leading-[1.05] font-medium md:text-7xl">{retreat.title}</h1>
          <p className="mt-4 text-white/85">{retreat.location}</p>
        </div>
      </section>

      <div className="container-page grid items-start gap-12 py-14 md:py-20 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-16">
          {summary ? <DatedStayNote summary={summary} cardId="book" /> : null}
          <section aria-labelledby="overview">
            <p className="eyebrow">{labels.overviewEyebrow}</p>
            <h2 id="overview" className="mt-3 text-4xl font-medium text-ink">
              {labels.overviewTitle}
            </h2>
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink/80">
              {retreat.fullDescription.split("\n\n").map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </section>

          <section aria-labelledby="itinerary" className="render-when-near [--render-height:1600px] md:[--render-height:1350px]">
            <p className="eyebrow">{labels.itineraryEyebrow}</p>
            <h2 id="itinerary" className="mt-3 mb-6 text-4xl font-medium text-ink">
              {labels.itineraryTitle}
            </h2>
            <ItineraryAccordion days={retreat.itinerary} />
          </section>

          <section
            aria-labelledby="included"
            className="render-when-near rounded-3xl bg-sand p-7 [--render-height:1400px] md:p-10 md:[--render-height:1000px]"
          >
            <h2 id="included" className="text-4xl font-medium text-ink">
              {labels.includedTitle}
            </h2>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {retreat.inclusions.map((item) => (
                <li key={item} className="flex gap-3 text-ink/85">
                  <svg viewBox="0 0 20 20" width={20} height={20} aria-hidden className="mt-0.5 shrink-0 text-primary-dark">
                    <path d="m5 10.5 3.2 3L15 6.5" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" />
                  </svg>
                  {item}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside id="book" aria-label={labels.bookLabel} className="scroll-mt-24 lg:sticky lg:top-28">
          {/* Keyed by the deep link, so that following another one starts the card afresh. */}
          <RetreatBookingCard
            key={`${retreat.id}:${dated?.checkin ?? ""}:${dated?.guests ?? ""}`}
            retreat={retreat}
            priceTerms={terms}
            labels={cardLabels}
            dated={dated}
            locale={locale}
          />
        </aside>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const text = notFoundText(error);
  if (!text) throw error;
  return <DetailNotFound title={text.title} message={text.message} backTo={localizePath("/retreats", locale)} backLabel={text.back} />;
}
