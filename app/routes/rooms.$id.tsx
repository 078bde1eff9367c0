import type { ReactNode } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { loadDatedStay } from "~/booking/dated-stay-loader";
import { DatedStayNote } from "~/booking/dated-stay-note";
import { datedStaySummary } from "~/booking/dated-stay-summary";
import { priceTerms } from "~/booking/price-terms";
import { RoomBookingCard } from "~/booking/room-booking-card";
import { type DetailNotFoundText, roomCardLabels, roomNotFound, roomPageLabels } from "~/booking/stay-page-labels";
import { getRoomIn, retreatsIn } from "~/catalogue/localized";
import { rooms } from "~/catalogue/rooms";
import { site } from "~/catalogue/site";
import { ButtonLink } from "~/components/button";
import { DetailNotFound } from "~/components/detail-not-found";
import { RoomGallery } from "~/components/room-gallery";
import { roomNights, roomTotal } from "~/domain/booking/booking-rules";
import { roomStayVerdict } from "~/domain/booking/dated-stay";
import { hasStayQuery, parseRoomStayQuery } from "~/domain/booking/stay-query";
import { localeOfPath, localizePath } from "~/domain/i18n/locale";
import { formatMoney } from "~/domain/money/money";
import { LocalizedLink } from "~/i18n/localized-link";
import { useLocale } from "~/i18n/use-locale";
import { datedPageHeaders, NO_STORE } from "~/lib/cache-control";
import { addDocumentJsonLd } from "~/lib/document-json-ld";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { hotelJsonLd, nightlyPriceRange } from "~/lib/structured-data";
import { m } from "~/paraglide/messages.js";
import { serverServicesContext } from "~/worker-context";
import type { Route } from "./+types/rooms.$id";

export const headers = datedPageHeaders;

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const room = getRoomIn(params.id, locale);
  if (!room) throw data(roomNotFound(locale), { status: 404 });
  // A dated deep link (ADR 092) fills the booking card, checked against the calendar now; such a
  // page is rendered for its request and kept by no cache.
  const dated = await loadDatedStay(url.searchParams, context.get(serverServicesContext), parseRoomStayQuery, (calendar, stay) =>
    roomStayVerdict(calendar, room.id, stay, locale),
  );
  // docs/product.md#rooms: 'Perfect for These Retreats' lists the first two retreats.
  const suggested = retreatsIn(locale)
    .slice(0, 2)
    .map(({ id, title, duration }) => ({ id, title, duration, viewLabel: m.rooms_view_retreat_of({ title }, { locale }) }));
  // The structured data is built here, so that no page's JavaScript carries its code, and written
  // into the document only: the room as the resort's offer, and where the page sits.
  addDocumentJsonLd(context, [
    hotelJsonLd([room], nightlyPriceRange(rooms), locale),
    breadcrumbJsonLd([
      [m.nav_home({}, { locale }), localizePath("/", locale)],
      [m.nav_rooms({}, { locale }), localizePath("/rooms", locale)],
      [room.name, localizePath(`/rooms/${room.id}`, locale)],
    ]),
  ]);
  return data(
    {
      room,
      suggested,
      dated,
      summary: dated ? datedStaySummary(dated, roomTotal(roomNights(dated.checkin, dated.checkout), room.price), locale) : null,
      locale,
      terms: priceTerms(locale).room,
      // The page's words in its language only: as messages they shipped in both (stay-page-labels.ts).
      labels: roomPageLabels(locale),
      cardLabels: roomCardLabels(room, locale),
      title: m.rooms_meta_title({ room: room.name, name: site.name }, { locale }),
    },
    hasStayQuery(url.searchParams) ? { headers: NO_STORE } : undefined,
  );
}

/** The words the loader threw with its 404 (roomNotFound), else null. */
function notFoundText(error: unknown): DetailNotFoundText | null {
  return isRouteErrorResponse(error) && error.status === 404 ? (error.data as DetailNotFoundText) : null;
}

export function meta({ loaderData, location, error }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  if (!loaderData) {
    const title = notFoundText(error)?.title;
    return [{ title: title ? `${title} | ${site.name}` : site.name }, { name: "robots", content: "noindex" }];
  }
  const { room, title } = loaderData;
  // The first gallery picture needs no preload here: React preloads it (fetchPriority high) in <head>.
  // The canonical is the page without a deep link's query: a dated page is not a page of its own.
  return [
    ...pageMeta({
      title,
      description: room.description,
      path: `/rooms/${room.id}`,
      locale,
      image: room.image.src,
    }),
  ];
}

function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-linen bg-white p-7 md:p-8">
      <h2 id={id} className="text-3xl font-medium text-ink">
        {title}
      </h2>
      <div className="mt-4 text-ink/80">{children}</div>
    </section>
  );
}

export default function RoomDetail({
  loaderData: { room, suggested, dated, summary, locale, terms, labels, cardLabels },
}: Route.ComponentProps) {
  const inLocale = { locale };
  return (
    <main id="main" className="pt-24 md:pt-28">
      <div className="container-page">
        <nav aria-label={labels.breadcrumb} className="text-sm text-muted">
          <LocalizedLink to="/rooms" className="underline decoration-gold underline-offset-4 hover:text-ink">
            {m.nav_rooms({}, inLocale)}
          </LocalizedLink>{" "}
          / <span aria-current="page">{room.name}</span>
        </nav>
      </div>

      <div className="container-page grid items-start gap-12 py-8 md:py-12 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-10">
          <RoomGallery images={room.gallery.length ? room.gallery : [room.image]} name={room.name} />

          <header>
            <h1 className="text-5xl leading-tight font-medium text-ink md:text-6xl">{room.name}</h1>
            <p className="mt-3 text-lg text-muted">
              <span className="font-display text-3xl font-semibold text-primary-dark">{formatMoney(room.price, "EUR", { locale })}</span>{" "}
              {labels.perNight}
            </p>
            <p className="mt-1 text-xs leading-relaxed text-muted">{terms}</p>
            {summary ? <DatedStayNote summary={summary} cardId="book" className="mt-4" /> : null}
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink/80">
              {room.fullDescription.split("\n\n").map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </header>

          <div className="grid gap-6 md:grid-cols-2">
            <Card id="scents" title={labels.scentsTitle}>
              <ul className="flex flex-wrap gap-2">
                {room.scents.map((scent) => (
                  <li key={scent} className="rounded-full bg-sand px-3 py-1 text-sm text-primary-dark">
                    {scent}
                  </li>
                ))}
              </ul>
            </Card>
            <Card id="views" title={labels.viewsTitle}>
              <p>{room.views}</p>
            </Card>
          </div>

          <Card id="vastu" title={labels.vastuTitle}>
            <p className="leading-relaxed">{room.vastuDescription}</p>
          </Card>

          <Card id="amenities" title={labels.amenitiesTitle}>
            <ul className="grid gap-2 sm:grid-cols-2">
              {room.amenities.map((amenity) => (
                <li key={amenity} className="flex gap-2">
                  <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold" />
                  {amenity}
                </li>
              ))}
            </ul>
          </Card>
        </div>

        <aside id="book" aria-label={labels.bookLabel} className="scroll-mt-24 space-y-6 lg:sticky lg:top-28">
          {/* Keyed by the deep link, so that following another one starts the card afresh. */}
          <RoomBookingCard
            key={`${room.id}:${dated?.checkin ?? ""}:${dated?.checkout ?? ""}:${dated?.guests ?? ""}`}
            room={room}
            priceTerms={terms}
            labels={cardLabels}
            dated={dated}
            locale={locale}
          />

          <Card id="features" title={labels.featuresTitle}>
            <ul className="space-y-2">
              {labels.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold" />
                  {feature}
                </li>
              ))}
            </ul>
          </Card>

          <Card id="perfect-for" title={labels.perfectForTitle}>
            <ul className="space-y-4">
              {suggested.map((retreat) => (
                <li key={retreat.id} className="flex items-center justify-between gap-3">
                  <span>
                    <span className="block font-medium text-ink">{retreat.title}</span>
                    <span className="text-sm text-muted">{retreat.duration}</span>
                  </span>
                  <ButtonLink
                    to={localizePath(`/retreats/${retreat.id}`, locale)}
                    variant="outline"
                    size="sm"
                    className="shrink-0"
                    aria-label={retreat.viewLabel}
                  >
                    {labels.viewRetreat}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </Card>

          <Card id="special" title={labels.specialTitle}>
            <p>{labels.specialText}</p>
            <ButtonLink to={localizePath("/contact", locale)} variant="secondary" size="sm" className="mt-5">
              {labels.contactUs}
            </ButtonLink>
          </Card>
        </aside>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const text = notFoundText(error);
  if (!text) throw error;
  return <DetailNotFound title={text.title} message={text.message} backTo={localizePath("/rooms", locale)} backLabel={text.back} />;
}
