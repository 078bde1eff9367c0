import { mediaFilm } from "./media";
import type { Testimonial } from "./types";

/** Guest video testimonials (portrait films with posters), newest first. */
export const testimonials: Testimonial[] = [
  {
    id: "katrin-germany",
    name: "Katrin",
    country: "Germany",
    date: "August 29, 2025",
    video: mediaFilm("testimonials/katrin-germany", "Katrin from Germany talks about her Panchakarma retreat", "portrait"),
  },
  {
    id: "oliver-united-kingdom",
    name: "Oliver",
    country: "United Kingdom",
    date: "July 12, 2025",
    video: mediaFilm(
      "testimonials/oliver-united-kingdom",
      "Oliver from the United Kingdom talks about his knee and joint healing week",
      "portrait",
    ),
  },
  {
    id: "sophie-netherlands",
    name: "Sophie",
    country: "Netherlands",
    date: "April 3, 2025",
    video: mediaFilm(
      "testimonials/sophie-netherlands",
      "Sophie from the Netherlands talks about the Yoga & Ayurveda Immersion",
      "portrait",
    ),
  },
  {
    id: "daniel-united-states",
    name: "Daniel",
    country: "United States",
    date: "February 18, 2025",
    video: mediaFilm(
      "testimonials/daniel-united-states",
      "Daniel from the United States talks about the Culture & Cuisine retreat",
      "portrait",
    ),
  },
];
