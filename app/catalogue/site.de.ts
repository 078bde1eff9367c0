import type { SiteCopy } from "./types";

/** The site's descriptive texts in German (the facts themselves are site.ts's). */
export const siteDe: SiteCopy = {
  tagline: "Wo uralter Ayurveda auf zeitlosen Luxus trifft",
  description:
    "Ein kleines Ayurveda- und Yoga-Retreat an der Küste Keralas bei Trivandrum: ärztlich begleitete Heilprogramme, sattvische Küche und acht ruhige Zimmer für höchstens sechs Gäste zugleich.",
  homeHeroAlt:
    "Morgendämmerung an der Küste von Chowara: Lateritklippen, an den Strand gezogene Fischerboote und Palmen in der Meeresbrise",
  aboutKeralaAlt: "Ein Reisboot mit Strohdach gleitet im ersten Licht über die stillen Backwaters Keralas, Palmen spiegeln sich im Wasser",
};
