import type { MediaImage, Room } from "./types";

/**
 * The eight rooms. Interim data with the specification's ids and nightly rates: the `content`
 * branch supplies descriptions, galleries and scents under the same names (`rooms`, `getRoom`).
 */

const placeholderImage = (alt: string): MediaImage => ({ src: "/favicon.svg", width: 64, height: 64, alt });

function room(id: string, name: string, price: number): Room {
  const image = placeholderImage(name);
  return {
    id,
    name,
    description: `${name}: a calm room near the sea.`,
    fullDescription: `${name}: a calm room near the sea.`,
    image,
    gallery: [image],
    amenities: [],
    views: "Garden",
    vastuDescription: "",
    scents: [],
    price,
  };
}

export const rooms: readonly Room[] = [
  room("sanctum-sanctorium", "Sanctum Sanctorium", 200),
  room("sunrise", "Sunrise", 250),
  room("tranquility", "Tranquility", 190),
  room("lilybeth", "Lilybeth", 180),
  room("secret-garden", "Secret Garden", 180),
  room("lavender-loft", "Lavender Loft", 147),
  room("forest", "Forest", 240),
  room("stoneage", "Stoneage", 220),
];

export function getRoom(id: string): Room | undefined {
  return rooms.find((r) => r.id === id);
}
