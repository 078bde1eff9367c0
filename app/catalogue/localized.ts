import { aboutKeralaImage, homeHeroVideo } from "./media";
import { getRetreat, homeRetreats, retreats } from "./retreats";
import { retreatsDe } from "./retreats.de";
import { getRoom, rooms } from "./rooms";
import { roomsDe } from "./rooms.de";
import { site } from "./site";
import { siteDe } from "./site.de";
import { isVideo, type Media, type MediaImage, type MediaVideo, type Retreat, type Room, type SiteCopy } from "./types";

/**
 * The catalogue in a page's language. The English modules are the catalogue (ids, names, prices,
 * pictures); each other language adds its words beside them (typed in types.ts), and a loader asks for the
 * page's locale so that only that language travels with the page. Names stay as they are.
 */

/** The site's locales (app/domain/i18n/locale.ts's Locale, which the catalogue does not import). */
type Locale = "en" | "de";

function withAlt<M extends Media>(media: M, alt: string): M {
  if (isVideo(media)) return { ...media, alt, poster: { ...media.poster, alt } } satisfies MediaVideo as M;
  return { ...media, alt } satisfies MediaImage as M;
}

/** A copy that must exist: a catalogue entry without its German words is a mistake, not a fallback. */
function required<T>(copy: T | undefined, what: string): T {
  if (!copy) throw new Error(`No German copy for ${what}`);
  return copy;
}

function retreatIn(retreat: Retreat, locale: Locale): Retreat {
  if (locale === "en") return retreat;
  const { imageAlt, heroImageAlt, ...texts } = required(retreatsDe[retreat.id], `retreat ${retreat.id}`);
  return { ...retreat, ...texts, image: withAlt(retreat.image, imageAlt), heroImage: withAlt(retreat.heroImage, heroImageAlt) };
}

function roomIn(room: Room, locale: Locale): Room {
  if (locale === "en") return room;
  const { galleryAlts, ...texts } = required(roomsDe[room.id], `room ${room.id}`);
  const gallery = room.gallery.map((image, index) =>
    withAlt(image, required(galleryAlts[index], `picture ${index + 1} of room ${room.id}`)),
  );
  return { ...room, ...texts, image: withAlt(room.image, required(galleryAlts[0], `room ${room.id}`)), gallery };
}

export function getRetreatIn(id: string, locale: Locale): Retreat | undefined {
  const retreat = getRetreat(id);
  return retreat && retreatIn(retreat, locale);
}

export function getRoomIn(id: string, locale: Locale): Room | undefined {
  const room = getRoom(id);
  return room && roomIn(room, locale);
}

export function retreatsIn(locale: Locale): Retreat[] {
  return retreats.map((retreat) => retreatIn(retreat, locale));
}

export function homeRetreatsIn(locale: Locale): Retreat[] {
  return homeRetreats().map((retreat) => retreatIn(retreat, locale));
}

export function roomsIn(locale: Locale): Room[] {
  return rooms.map((room) => roomIn(room, locale));
}

/** The site's descriptive texts and its two fixed pictures, in `locale`. */
export function siteTextsIn(locale: Locale) {
  const copy: SiteCopy =
    locale === "de"
      ? siteDe
      : { tagline: site.tagline, description: site.description, homeHeroAlt: homeHeroVideo.alt, aboutKeralaAlt: aboutKeralaImage.alt };
  return {
    tagline: copy.tagline,
    description: copy.description,
    homeHeroVideo: withAlt(homeHeroVideo, copy.homeHeroAlt),
    aboutKeralaImage: withAlt(aboutKeralaImage, copy.aboutKeralaAlt),
  };
}
