import { lazy, Suspense, useEffect, useState } from "react";
import type { ConsultationPopup } from "~/forms/consultation-popup";
import { retreatCard, roomCard } from "~/catalogue/cards";
import { homeRetreatsIn, roomsIn, siteTextsIn } from "~/catalogue/localized";
import { site } from "~/catalogue/site";
import { ButtonLink } from "~/components/button";
import { HeroVideo } from "~/components/hero-video";
import { ChevronDownIcon } from "~/components/icons";
import { RetreatCard } from "~/components/retreat-card";
import { RoomCard } from "~/components/room-card";
import { SectionHeading } from "~/components/section-heading";
import type { NavHandle } from "~/components/site-nav";
import { TestimonialFilms } from "~/components/testimonial-films";
import { priceTerms } from "~/booking/price-terms";
import { localeOfPath, localizePath } from "~/domain/i18n/locale";
import { useMessageLocale } from "~/i18n/use-locale";
import { addDocumentJsonLd } from "~/lib/document-json-ld";
import { pageMeta } from "~/lib/seo";
import { hotelJsonLd, nightlyPriceRange } from "~/lib/structured-data";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/_index";
import { catalogueHeaders } from "~/lib/cache-control";

/**
 * The pop-up shows nothing until seconds after load, so the server renders none of it and its code
 * loads once the page has hydrated. Its delay counts from the moment the page hydrated (a frame
 * after load, docs/decisions/053), however long its own code then took to arrive. It is not a lazy
 * component behind Suspense: React hydrates such a boundary in a retry once the code is there, and
 * commits a retry that comes within 300 ms of another boundary's reveal (the reviews') on a timer,
 * its reveal throttle. A failed download leaves the page without the offer instead of an error.
 */
function LateConsultationPopup({ countFrom }: { countFrom: number }) {
  const [Popup, setPopup] = useState<typeof ConsultationPopup | null>(null);
  useEffect(() => {
    let mounted = true;
    import("~/forms/consultation-popup").then(
      (module) => mounted && setPopup(() => module.ConsultationPopup),
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, []);
  return Popup ? <Popup countFrom={countFrom} /> : null;
}

/**
 * The reviews are the last section, and their controls are the platform's own: once the server has
 * rendered it, the section needs no script. So the page hydrates around it without its code: while
 * React hydrates the page, it takes the section's markup as it is (an element whose content React
 * does not own) and never downloads the reviews. Hydrating it instead cost a tap on it hundreds of
 * milliseconds on a phone (React hydrates a section synchronously when it is tapped), and React
 * stops a tap on a section it has not hydrated yet. A visit that reaches home by a client-side
 * navigation renders the section with its code, loaded then.
 */
const GuestReviews = lazy(() => import("~/components/guest-reviews").then((m) => ({ default: m.GuestReviews })));

const REVIEWS_BOX = "data-reviews";

function Reviews() {
  // While the page hydrates (`data-hydrated` is set once it has, app/root.tsx), the markup the server
  // sent, given back to React as it is: the same content, which React then leaves alone.
  const [serverMarkup] = useState(() =>
    typeof document === "undefined" || document.documentElement.hasAttribute("data-hydrated")
      ? null
      : (document.querySelector(`[${REVIEWS_BOX}]`)?.innerHTML ?? null),
  );
  const box = { [REVIEWS_BOX]: "", className: "contents" };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server-rendered reviews (catalogue text), handed back unchanged so React leaves them alone
  if (serverMarkup !== null) return <div {...box} dangerouslySetInnerHTML={{ __html: serverMarkup }} />;
  return (
    <div {...box}>
      <Suspense>
        <GuestReviews />
      </Suspense>
    </div>
  );
}

/** docs/product.md#home: the home page previews the first four rooms. */
const HOME_ROOMS = 4;

export const handle: NavHandle = { navOverlay: true };

export const headers = catalogueHeaders;

export function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const { tagline, description, homeHeroVideo } = siteTextsIn(locale);
  const rooms = roomsIn(locale);
  const shownRooms = rooms.slice(0, HOME_ROOMS).map(roomCard);
  // The resort, offering the rooms this page shows at the prices it shows (ADR 092): built here,
  // so that no page's JavaScript carries its code, and written into the document only.
  addDocumentJsonLd(context, hotelJsonLd(shownRooms, nightlyPriceRange(rooms), locale));
  return {
    tagline,
    description,
    heroVideo: homeHeroVideo,
    retreats: homeRetreatsIn(locale).map(retreatCard),
    rooms: shownRooms,
    terms: priceTerms(locale),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: m.home_meta_title({ name: site.name }, { locale }),
    description: loaderData?.description ?? site.description,
    path: "/",
    locale,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // Read again in the browser as the page hydrates (state is not sent with the page).
  const [hydratedAt] = useState(() => (typeof performance === "undefined" ? 0 : performance.now()));
  const inLocale = useMessageLocale();
  const { locale } = inLocale;
  return (
    <main id="main">
      <section className="relative flex min-h-svh items-center justify-center overflow-hidden bg-forest text-white">
        <HeroVideo video={loaderData.heroVideo} fillsScreen />
        <div aria-hidden className="absolute inset-0 bg-gradient-to-b from-forest/60 via-forest/45 to-forest/80" />
        <div className="relative container-page py-32 text-center">
          <p className="eyebrow !text-gold-light text-shadow-photo">{m.home_eyebrow({}, inLocale)}</p>
          <h1 className="mx-auto mt-5 max-w-4xl text-5xl leading-[1.05] font-medium md:text-7xl">{loaderData.tagline}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-white/90">{m.home_subtitle({}, inLocale)}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <ButtonLink to={localizePath("/retreats", locale)} variant="light" size="lg">
              {m.home_explore_retreats({}, inLocale)}
            </ButtonLink>
            <ButtonLink
              to={localizePath("/custom-retreat", locale)}
              variant="ghost"
              size="lg"
              className="!text-white ring-1 ring-white/70 hover:!bg-white/10"
            >
              {m.home_design_your_own({}, inLocale)}
            </ButtonLink>
          </div>
        </div>
        <a
          href="#journeys"
          className="absolute bottom-8 left-1/2 flex h-12 w-12 -translate-x-1/2 items-center justify-center rounded-full border border-white/60 text-white transition-colors hover:bg-white/10"
          aria-label={m.home_scroll_down({}, inLocale)}
        >
          <ChevronDownIcon className="motion-safe:animate-bounce" />
        </a>
      </section>

      <LateConsultationPopup countFrom={hydratedAt} />

      <section
        id="journeys"
        aria-labelledby="journeys-heading"
        className="render-when-near scroll-mt-16 py-20 [--render-height:2700px] md:py-28 md:[--render-height:1750px] lg:[--render-height:1100px]"
      >
        <div className="container-page">
          <SectionHeading id="journeys-heading" eyebrow={m.home_journeys_eyebrow({}, inLocale)} title={m.home_journeys_title({}, inLocale)}>
            {m.home_journeys_intro({}, inLocale)}
          </SectionHeading>
          <ul className="stagger-200 mt-12 grid gap-7 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.retreats.map((retreat) => (
              <li key={retreat.id} className="rise-in">
                <RetreatCard retreat={retreat} />
              </li>
            ))}
          </ul>
          <p className="mt-6 text-center text-xs leading-relaxed text-muted">{loaderData.terms.retreat}</p>
          <div className="mt-12 text-center">
            <ButtonLink to={localizePath("/retreats", locale)} variant="outline">
              {m.home_view_all_retreats({}, inLocale)}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="rooms-heading"
        className="render-when-near bg-white py-20 [--render-height:2250px] md:py-28 md:[--render-height:1550px] lg:[--render-height:950px]"
      >
        <div className="container-page">
          <SectionHeading id="rooms-heading" eyebrow={m.home_rooms_eyebrow({}, inLocale)} title={m.home_rooms_title({}, inLocale)}>
            {m.home_rooms_intro({}, inLocale)}
          </SectionHeading>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.rooms.map((room) => (
              <li key={room.id} className="flex">
                <RoomCard room={room} />
              </li>
            ))}
          </ul>
          <p className="mt-6 text-center text-xs leading-relaxed text-muted">{loaderData.terms.room}</p>
          <div className="mt-12 text-center">
            <ButtonLink to={localizePath("/rooms", locale)} variant="outline">
              {m.home_explore_all_rooms({}, inLocale)}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="voices-heading" className="render-when-near bg-forest py-20 text-white [--render-height:1300px] md:py-28">
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <p className="eyebrow !text-gold">{m.home_voices_eyebrow({}, inLocale)}</p>
            <h2 id="voices-heading" className="mt-3 text-4xl font-medium md:text-5xl">
              {m.home_voices_title({}, inLocale)}
            </h2>
          </div>
          <TestimonialFilms />
        </div>
      </section>

      <Reviews />
    </main>
  );
}
