import { useMessageLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";
import { useId } from "react";
import type { MediaImage } from "~/catalogue/types";
import { ResponsiveImage } from "./responsive-image";

/**
 * A room's pictures: one large, thumbnails beneath to choose it. The thumbnails are a radio group
 * of the platform's own (arrow keys move through it, screen readers say which is chosen), and the
 * chosen one's picture is shown by CSS: the choice answers in one frame before the page has
 * hydrated and without JavaScript. Each picture lies over the frame, absolutely placed against the
 * gallery; the ones not chosen are not displayed, so the browser loads them (lazily) only when
 * chosen.
 */
export function RoomGallery({ images, name }: { images: MediaImage[]; name: string }) {
  const group = useId();
  const inLocale = useMessageLocale();
  const [first] = images;
  if (!first) return null;
  const frame = "aspect-[16/10] overflow-hidden rounded-3xl bg-sand";
  const sizes = "(min-width: 1024px) 60vw, 100vw";
  if (images.length === 1) {
    return (
      <div className={frame}>
        <ResponsiveImage image={first} priority sizes={sizes} className="h-full w-full object-cover" />
      </div>
    );
  }
  return (
    <div className="relative">
      <div className={frame} />
      <div role="radiogroup" aria-label={m.rooms_gallery_label({ name }, inLocale)} className="mt-3 grid grid-cols-4 gap-3">
        {images.map((image, index) => {
          return (
            <div key={image.src} className="group/thumb">
              {/* The radio covers its thumbnail, transparent: the tap lands on it. */}
              <label className="relative block aspect-[16/10] cursor-pointer overflow-hidden rounded-xl opacity-75 ring-offset-2 ring-offset-cream transition hover:opacity-100 has-checked:opacity-100 has-checked:ring-2 has-checked:ring-primary-dark has-focus-visible:outline-2 has-focus-visible:outline-offset-4 has-focus-visible:outline-primary-dark">
                <input
                  type="radio"
                  name={group}
                  defaultChecked={index === 0}
                  aria-label={m.rooms_gallery_show({ number: index + 1, count: images.length, alt: image.alt }, inLocale)}
                  className="absolute inset-0 m-0 cursor-pointer appearance-none"
                />
                {/* Named by its radio: no alt text of its own. */}
                <ResponsiveImage image={{ ...image, alt: "" }} sizes="160px" low className="h-full w-full object-cover" />
              </label>
              <div className={`absolute inset-x-0 top-0 hidden group-has-checked/thumb:block ${frame}`}>
                <ResponsiveImage image={image} priority={index === 0} sizes={sizes} className="h-full w-full object-cover" />
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
