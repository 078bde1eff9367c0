import type { ArticleId } from "./article-ids";

/** What the German edition says of each article on the index, in its head and in its cover's alt text. */
export type ArticleCopy = { title: string; description: string; imageAlt: string; keywords: string[] };

export const germanArticleCopy: Record<ArticleId, ArticleCopy> = {
  "best-ayurveda-retreats-india": {
    title: "Die 10 besten Ayurveda-Retreats in Indien: Ein Wegweiser für 2025",
    description:
      "Von Keralas Küste bis an den Fuß des Himalaya: zehn Ayurveda-Retreats in Indien im Vergleich – Ärzte, Therapien, Küche, Gruppengröße und Lage.",
    imageAlt: "Sonnenuntergang über dem Arabischen Meer bei Chowara, Laterit-Klippen und Fischerboote am Strand",
    keywords: ["beste Ayurveda-Retreats Indien", "Ayurveda-Retreat Kerala", "Panchakarma-Kur", "Ayurveda-Resort Trivandrum"],
  },
  "ayurveda-retreat-packages": {
    title: "Ayurveda-Retreats: 7, 14 oder 21 Tage – welches Programm passt zu Ihnen?",
    description:
      "Was ein 7-tägiges Retreat zur Balance, eine 14-tägige Entgiftung und ein 21-tägiges Heilprogramm umfassen – und wie Sie das passende Ayurveda-Paket finden.",
    imageAlt:
      "Ein Shirodhara-Gefäß aus Messing, aus dem ein feiner Strahl warmen Öls in eine Schale fließt, daneben eine brennende Öllampe",
    keywords: ["Ayurveda-Retreat Pakete", "Panchakarma 14 Tage", "Ayurveda-Kur 21 Tage", "individuelles Ayurveda-Retreat"],
  },
  "day-at-kaivalya": {
    title: "Ein Tag im Kaivalya: Ein Ayurveda-Retreat Stunde für Stunde",
    description:
      "Yoga bei Sonnenaufgang über dem Meer, Pulsdiagnose, Anwendungen mit warmem Öl und sattvische Küche: So sieht ein Tag im Ayurveda-Retreat in Kerala aus.",
    imageAlt: "Morgen an der Küste von Chowara: Palmen, Laterit-Klippen und Fischerboote an einem stillen Strand",
    keywords: ["Tag im Ayurveda-Retreat", "Tagesablauf Ayurveda-Kur", "Yoga-Retreat Kerala", "ayurvedische Tagesroutine"],
  },
  "ayurvedic-detox": {
    title: "Ayurvedische Entgiftung oder Saftkur: Was den Körper wirklich erneuert",
    description:
      "Warum Ayurveda warmes Essen, Öl und ärztliche Begleitung kaltem Saft vorzieht – und wie eine Panchakarma-Kur vorbereitet, reinigt und die Verdauung stärkt.",
    imageAlt: "Tontöpfe über einem Holzfeuer in einer Küche in Kerala, davor Schalen mit Kurkuma, Chili, Pfeffer und Kardamom",
    keywords: ["ayurvedische Entgiftung", "Saftkur", "Panchakarma-Kur", "Virechana", "Basti"],
  },
};
