/**
 * Shapes of the static catalogue. Pages, the cart and the server-side pricing all read these, so
 * the names and fields are a contract: add fields, do not rename them.
 */

/** A raster image under public/. `width`/`height` are the intrinsic size of `src`, for layout. */
export type MediaImage = {
  kind?: "image";
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
};

/** A looping or playable film; `poster` is shown until the video can play (and if it never can). */
export type MediaVideo = {
  kind: "video";
  /** An .mp4 (H.264) path under public/. */
  src: string;
  poster: MediaImage;
  alt: string;
};

export type Media = MediaImage | MediaVideo;

export type ItineraryDay = {
  /** A day number (1, 2, ...) or a label such as 'Day 1' or 'Days 2-5'. */
  day: string | number;
  title: string;
  description?: string;
  activities?: string[];
};

export type Retreat = {
  id: string;
  title: string;
  description: string;
  /** Paragraphs separated by a blank line. */
  fullDescription: string;
  /** Display text containing 'N Days', e.g. '7 Days, 6 Nights'. */
  duration: string;
  /** Euros per person. */
  price: number;
  image: MediaImage;
  heroImage: MediaImage | MediaVideo;
  location: string;
  inclusions: string[];
  itinerary: ItineraryDay[];
  /** Fixed departure dates; none are published, guests choose their own. */
  dates: string[];
};

export type Room = {
  id: string;
  name: string;
  description: string;
  /** Paragraphs separated by a blank line. */
  fullDescription: string;
  image: MediaImage;
  gallery: MediaImage[];
  amenities: string[];
  views: string;
  vastuDescription: string;
  scents: string[];
  /** Euros per night. */
  price: number;
};

export type Review = {
  id: string;
  /** May be 'Anonymous'. */
  name: string;
  /** May be ''. */
  location: string;
  /** Display text, e.g. 'May 24, 2025'. */
  date: string;
  /** May be ''. */
  title: string;
  content: string;
  rating: number;
};

export type Testimonial = {
  id: string;
  name: string;
  country: string;
  /** Display text, e.g. 'August 29, 2025'. */
  date: string;
  video: MediaVideo;
};

export type Article = {
  id: string;
  title: string;
  /** Meta description, about 150 characters. */
  description: string;
  image: MediaImage;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  readingMinutes: number;
  keywords?: string[];
};

/** What a retreat says, in another language. */
export type RetreatCopy = Pick<Retreat, "description" | "fullDescription" | "duration" | "location" | "inclusions" | "itinerary"> & {
  imageAlt: string;
  heroImageAlt: string;
};

/** What a room says, in another language; `galleryAlts` in the order of its gallery (the first is its card picture). */
export type RoomCopy = Pick<Room, "description" | "fullDescription" | "amenities" | "views" | "vastuDescription" | "scents"> & {
  galleryAlts: string[];
};

/** The site's descriptive texts, in another language. */
export type SiteCopy = { tagline: string; description: string; homeHeroAlt: string; aboutKeralaAlt: string };

export function isVideo(media: Media): media is MediaVideo {
  return media.kind === "video";
}
