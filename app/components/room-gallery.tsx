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
      <div role="radiogroup" aria-label={`${name} photos`} className="mt-3 grid grid-cols-4 gap-3">
        {images.map((image, index) => {
          const id = `${group}-${index}`;
          return (
            <div key={image.src}>
              <input
                type="radio"
                id={id}
                name={group}
                defaultChecked={index === 0}
                aria-label={`Show photo ${index + 1} of ${images.length}: ${image.alt}`}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className="block aspect-[16/10] cursor-pointer overflow-hidden rounded-xl opacity-75 ring-offset-2 ring-offset-cream transition peer-checked:opacity-100 peer-checked:ring-2 peer-checked:ring-primary-dark peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-primary-dark hover:opacity-100"
              >
                <ResponsiveImage image={image} sizes="160px" low decorative className="h-full w-full object-cover" />
              </label>
              <div className={`absolute inset-x-0 top-0 hidden peer-checked:block ${frame}`}>
                <ResponsiveImage image={image} priority={index === 0} sizes={sizes} className="h-full w-full object-cover" />
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
