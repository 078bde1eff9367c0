import type { MediaImage } from "~/catalogue/types";

/**
 * A catalogue picture with its intrinsic size (no layout shift) and its responsive sources.
 * Below the fold it loads lazily; the page's largest above-the-fold picture passes `priority`
 * (loaded at once and first), and a backdrop in the first screen that text covers passes `eager`
 * (loaded at once, after what the page paints first); a small picture beside the largest one (a
 * gallery's thumbnails) passes `low`, so that it does not share the link with it, and so does a
 * backdrop that fills the whole screen (`eager low`: React then writes no preload for it; the
 * browser's largest-paint metric takes such a picture for a background). Every picture
 * decodes off the paint, so text never waits for it.
 */
export function ResponsiveImage({
  image,
  sizes = "100vw",
  priority = false,
  eager = false,
  low = false,
  className = "",
}: {
  image: MediaImage;
  sizes?: string;
  priority?: boolean;
  eager?: boolean;
  low?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority || eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : low ? "low" : undefined}
      className={className}
    />
  );
}
