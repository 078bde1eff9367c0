import { detailedRoomCard } from "~/catalogue/cards";
import { roomsIn } from "~/catalogue/localized";
import { site } from "~/catalogue/site";
import { ButtonLink } from "~/components/button";
import { PageHeader } from "~/components/page-header";
import { RoomCard } from "~/components/room-card";
import { type Locale, localeOfPath, localizePath } from "~/domain/i18n/locale";
import { useMessageLocale } from "~/i18n/use-locale";
import { addDocumentJsonLd } from "~/lib/document-json-ld";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { hotelJsonLd, nightlyPriceRange } from "~/lib/structured-data";
import { priceTerms } from "~/booking/price-terms";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/rooms._index";
import { catalogueHeaders } from "~/lib/cache-control";

export const headers = catalogueHeaders;

/** The page's description for search engines, in each language (only the page's own travels with it). */
const DESCRIPTION: Record<Locale, string> = {
  en: "Eight Vastu-aligned rooms on the Kerala coast near Trivandrum, from the Lavender Loft to the Sunrise suite, each with its own views and signature scents.",
  de: "Acht Zimmer nach Vastu an der Küste Keralas bei Trivandrum, vom Lavender Loft bis zur Sunrise-Suite, jedes mit eigener Aussicht und eigenen Düften.",
};

export function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const rooms = roomsIn(locale);
  const cards = rooms.map(detailedRoomCard);
  // The structured data is built here, so that no page's JavaScript carries its code, and written
  // into the document only: the resort with one offer per room, each at the nightly price its card
  // shows (ADR 092), and where the page sits.
  addDocumentJsonLd(context, [
    hotelJsonLd(cards, nightlyPriceRange(rooms), locale),
    breadcrumbJsonLd([
      [m.nav_home({}, { locale }), localizePath("/", locale)],
      [m.nav_rooms({}, { locale }), localizePath("/rooms", locale)],
    ]),
  ]);
  return {
    rooms: cards,
    description: DESCRIPTION[locale],
    terms: priceTerms(locale).room,
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: m.rooms_list_meta_title({ name: site.name }, { locale }),
    description: loaderData?.description ?? "",
    path: "/rooms",
    locale,
  });
}

export default function RoomList({ loaderData }: Route.ComponentProps) {
  const inLocale = useMessageLocale();
  const { locale } = inLocale;
  return (
    <main id="main">
      <PageHeader eyebrow={m.rooms_list_eyebrow({}, inLocale)} title={m.rooms_list_title({}, inLocale)}>
        {m.rooms_list_intro({}, inLocale)}
      </PageHeader>

      <section aria-label={m.nav_rooms({}, inLocale)} className="container-page py-14 md:py-20">
        <ul className="grid gap-7 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {loaderData.rooms.map((room, index) => (
            <li key={room.id} className="flex">
              {/* The first picture is the largest paint on a phone, and in the first row on a desktop. */}
              <RoomCard room={room} detailed headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-xs leading-relaxed text-muted">{loaderData.terms}</p>
      </section>

      <section aria-labelledby="guidance" className="container-page pb-20 md:pb-28">
        <div className="rounded-[2rem] bg-forest px-7 py-12 text-center text-white md:px-16 md:py-16">
          <h2 id="guidance" className="text-4xl font-medium md:text-5xl">
            {m.rooms_guidance_title({}, inLocale)}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-white/85">{m.rooms_guidance_text({}, inLocale)}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <ButtonLink to={`${localizePath("/contact", locale)}#top`} variant="light">
              {m.rooms_guidance_contact({}, inLocale)}
            </ButtonLink>
            <ButtonLink
              to={localizePath("/retreats", locale)}
              variant="ghost"
              className="!text-white ring-1 ring-white/70 hover:!bg-white/10"
            >
              {m.rooms_guidance_retreats({}, inLocale)}
            </ButtonLink>
          </div>
        </div>
      </section>
    </main>
  );
}
