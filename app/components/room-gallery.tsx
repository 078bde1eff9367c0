import { useState } from "react";
import type { MediaImage } from "~/catalogue/types";
import { ResponsiveImage } from "./responsive-image";

/** A room's pictures: one large, thumbnails beneath to choose it (buttons, so keyboards work). */
export function RoomGallery({ images, name }: { images: MediaImage[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  return (
    <div>
      <div className="aspect-[16/10] overflow-hidden rounded-3xl bg-sand">
        <ResponsiveImage image={current} priority sizes="(min-width: 1024px) 60vw, 100vw" className="h-full w-full object-cover" />
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-3" aria-label={`${name} photos`}>
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                aria-label={`Show photo ${index + 1} of ${images.length}: ${image.alt}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={`block aspect-[16/10] w-full overflow-hidden rounded-xl ring-offset-2 ring-offset-cream transition ${
                  index === selected ? "ring-2 ring-primary-dark" : "opacity-75 hover:opacity-100"
                }`}
              >
                <ResponsiveImage image={image} sizes="160px" low className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
