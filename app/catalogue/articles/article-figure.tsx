import type { MediaImage } from "../types";

/** An illustration inside an article body: lazy, sized to avoid layout shift, with a caption. */
export function ArticleFigure({ image, caption }: { image: MediaImage; caption?: string }) {
  return (
    <figure>
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes="(min-width: 48rem) 45rem, 100vw"
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading="lazy"
        decoding="async"
      />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
