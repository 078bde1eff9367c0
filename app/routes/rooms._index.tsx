import { detailedRoomCard } from "~/catalogue/cards";
import { rooms } from "~/catalogue/rooms";
import { site } from "~/catalogue/site";
import { ButtonLink } from "~/components/button";
import { PageHeader } from "~/components/page-header";
import { RoomCard } from "~/components/room-card";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { hotelJsonLd, nightlyPriceRange } from "~/lib/structured-data";
import { priceTerms } from "~/booking/price-terms";
import { localeOfPath } from "~/domain/i18n/locale";
import type { Route } from "./+types/rooms._index";
import { catalogueHeaders } from "~/lib/cache-control";

export const headers = catalogueHeaders;

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const cards = rooms.map(detailedRoomCard);
  // The structured data is built here, so that no page's JavaScript carries its code.
  return { rooms: cards, terms: priceTerms(locale).room, structuredData: hotelJsonLd(cards, nightlyPriceRange(rooms), locale) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: `Sanctuaries of Serenity | Rooms | ${site.name}`,
    description:
      "Eight Vastu-aligned rooms on the Kerala coast near Trivandrum, from the Lavender Loft to the Sunrise suite, each with its own views and signature scents.",
    path: "/rooms",
    jsonLd: [
      // The resort with one offer per room, each at the nightly price its card shows (ADR 092).
      ...(loaderData ? [loaderData.structuredData] : []),
      breadcrumbJsonLd([
        ["Home", "/"],
        ["Rooms", "/rooms"],
      ]),
    ],
  });
}

export default function RoomList({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHeader eyebrow="Eight rooms" title="Sanctuaries of Serenity">
        Each room is laid out by the principles of Vastu Shastra and scented with its own blend of Kerala botanicals, so that rest comes
        easily.
      </PageHeader>

      <section aria-label="Rooms" className="container-page py-14 md:py-20">
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
            Not sure which room suits you?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-white/85">
            Tell us about your stay and your health goals: we will suggest a room, and a programme to go with it.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <ButtonLink to="/contact#top" variant="light">
              Get Personal Guidance
            </ButtonLink>
            <ButtonLink to="/retreats" variant="ghost" className="!text-white ring-1 ring-white/70 hover:!bg-white/10">
              Browse Retreat Packages
            </ButtonLink>
          </div>
        </div>
      </section>
    </main>
  );
}
