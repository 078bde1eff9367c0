import { parseDurationDays } from "~/booking/booking-rules";
import type { MediaImage, Retreat } from "./types";

/**
 * Retreat packages. Interim data with the specification's ids, prices and durations: the
 * `content` branch supplies the full descriptions, itineraries and photography under the same
 * names (`retreats`, `getRetreat`, `retreatDays`).
 */

const placeholderImage = (alt: string): MediaImage => ({ src: "/favicon.svg", width: 64, height: 64, alt });

function retreat(id: string, title: string, duration: string, price: number, description: string): Retreat {
  const image = placeholderImage(title);
  return {
    id,
    title,
    description,
    fullDescription: description,
    duration,
    price,
    image,
    heroImage: image,
    location: "Chowara, Kerala",
    inclusions: [],
    itinerary: [],
    dates: [],
  };
}

export const retreats: readonly Retreat[] = [
  retreat(
    "knees-joints-healing-7-day",
    "Knees & Joints Healing Retreat",
    "7 Days, 6 Nights",
    1080,
    "Seven days of doctor-led Ayurvedic care for stiff, painful joints.",
  ),
  retreat(
    "cultural-cuisine-4-day",
    "Cultural Cuisine Retreat",
    "4 Days, 3 Nights",
    490,
    "Four days of Kerala's sattvic kitchen, markets and temple traditions.",
  ),
  retreat(
    "gut-regeneration-14-day",
    "Gut Regeneration Retreat",
    "14 Days, 13 Nights",
    1980,
    "A fourteen-day Panchakarma programme to restore digestion, with yoga twice daily.",
  ),
  retreat(
    "7-day-yoga-ayurveda",
    "7-Day Yoga & Ayurveda Retreat",
    "7 Days, 6 Nights",
    950,
    "A week of daily yoga, Abhyanga and sattvic meals by the sea.",
  ),
];

export function getRetreat(id: string): Retreat | undefined {
  return retreats.find((r) => r.id === id);
}

/** The retreat's number of days from its duration text, or null when it has none. */
export function retreatDays(retreat: Retreat): number | null {
  return parseDurationDays(retreat.duration);
}
