import { useRef } from "react";
import type { Testimonial } from "~/catalogue/types";
import { useNearViewport } from "./use-near-viewport";

/** Card widths: two across on phones, four from `lg`; the poster picked for the screen's pixels. */
const POSTER_SIZES = "(min-width: 64rem) 22vw, 46vw";

/**
 * A portrait guest film with its poster and the browser's own controls; only metadata preloads.
 * Far below the first screen, so the film (poster, metadata) is put in only when the visitor
 * scrolls near it: until then a lazy poster picture of the same size stands in, and nothing of it
 * competes with the top of the page.
 */
export function VideoTestimonial({ testimonial }: { testimonial: Testimonial }) {
  const { video } = testimonial;
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const className = "aspect-[9/16] w-full bg-forest object-cover";
  return (
    // A guest's own film and words, in English on both editions.
    <figure lang="en" className="overflow-hidden rounded-3xl bg-forest text-white shadow-[0_24px_60px_-40px_rgba(43,36,32,0.6)]">
      <div ref={frame}>
        {near ? (
          <Film video={video} className={className} />
        ) : (
          <img
            className={className}
            src={video.poster.src}
            srcSet={video.poster.srcSet}
            sizes={POSTER_SIZES}
            width={video.poster.width}
            height={video.poster.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <figcaption className="px-5 py-4">
        <span className="font-display text-xl">{testimonial.name}</span>
        <span className="block text-xs tracking-wide text-white/75">
          {testimonial.country} · {testimonial.date}
        </span>
      </figcaption>
    </figure>
  );
}

function Film({ video, className }: { video: Testimonial["video"]; className: string }) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: the placeholder films have no speech; a caption track comes with the resort's own films (docs/media.md)
    <video
      className={className}
      controls
      playsInline
      preload="metadata"
      poster={posterFor(video.poster.srcSet, video.poster.src)}
      width={video.poster.width}
      height={video.poster.height}
      aria-label={video.alt}
    >
      <source src={video.src} type="video/mp4" />
    </video>
  );
}

/** `<video poster>` takes one picture: the smallest candidate as wide as the card's device pixels. */
function posterFor(srcSet: string | undefined, fallback: string): string {
  if (!srcSet) return fallback;
  const candidates = srcSet
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url = fallback, width = "0"]) => ({ url, width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width);
  const cardWidth = window.innerWidth * (window.matchMedia("(min-width: 64rem)").matches ? 0.22 : 0.46) * (window.devicePixelRatio || 1);
  return (candidates.find((c) => c.width >= cardWidth) ?? candidates.at(-1))?.url ?? fallback;
}
