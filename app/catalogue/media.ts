import type { MediaImage, MediaVideo } from "./types";

/**
 * Paths of the site's pictures and films under public/media. The files follow one naming
 * scheme (docs/media.md), so replacing a placeholder with the resort's own photograph is a
 * matter of dropping a file of the same name in place.
 */

/** A 16:10 still, published at 800 and 1600 px wide: public/media/<path>-{800,1600}.webp. */
export function mediaImage(path: string, alt: string): MediaImage {
  return {
    kind: "image",
    src: `/media/${path}-1600.webp`,
    srcSet: `/media/${path}-800.webp 800w, /media/${path}-1600.webp 1600w`,
    width: 1600,
    height: 1000,
    alt,
  };
}

/**
 * A silent film, public/media/<path>.mp4, with its first frame as a poster:
 * 16:9 landscape (posters 800 and 1600 wide) or 9:16 portrait (posters 540 and 1080 wide).
 */
export function mediaFilm(path: string, alt: string, orientation: "landscape" | "portrait" = "landscape"): MediaVideo {
  const [small, large, height] = orientation === "portrait" ? [540, 1080, 1920] : [800, 1600, 900];
  return {
    kind: "video",
    src: `/media/${path}.mp4`,
    alt,
    poster: {
      kind: "image",
      src: `/media/${path}-poster-${large}.webp`,
      srcSet: `/media/${path}-poster-${small}.webp ${small}w, /media/${path}-poster-${large}.webp ${large}w`,
      width: large,
      height,
      alt,
    },
  };
}

/** The home page's full-screen hero loop. */
export const homeHeroVideo: MediaVideo = mediaFilm(
  "hero",
  "Dawn on the Chowara coast: laterite cliffs, fishing boats drawn up on the sand and palms moving in the sea breeze",
);

/** The About page's picture of Kerala, the birthplace of Ayurveda. */
export const aboutKeralaImage: MediaImage = mediaImage(
  "retreats/gut-regeneration-14-day/hero",
  "A thatched rice barge gliding on the still Kerala backwaters at first light, palms mirrored in the water",
);
