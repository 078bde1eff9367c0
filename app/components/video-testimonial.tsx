import type { Testimonial } from "~/catalogue/types";

/** A portrait guest film with its poster and the browser's own controls; only metadata preloads. */
export function VideoTestimonial({ testimonial }: { testimonial: Testimonial }) {
  const { video } = testimonial;
  return (
    <figure className="overflow-hidden rounded-3xl bg-forest text-white shadow-[0_24px_60px_-40px_rgba(43,36,32,0.6)]">
      {/* biome-ignore lint/a11y/useMediaCaption: the placeholder films have no speech; a caption track comes with the resort's own films (docs/media.md) */}
      <video
        className="aspect-[9/16] w-full bg-forest object-cover"
        controls
        playsInline
        preload="metadata"
        poster={video.poster.src}
        width={video.poster.width}
        height={video.poster.height}
        aria-label={video.alt}
      >
        <source src={video.src} type="video/mp4" />
      </video>
      <figcaption className="px-5 py-4">
        <span className="font-display text-xl">{testimonial.name}</span>
        <span className="block text-xs tracking-wide text-white/75">
          {testimonial.country} · {testimonial.date}
        </span>
      </figcaption>
    </figure>
  );
}
