import { site } from "./site";

/** The contact page's own paragraphs (English); the German edition's are in contact-page.de.ts. */
export type ContactPageCopy = {
  intro: string;
  officeHours: readonly { days: string; hours: string }[];
  faqs: readonly { question: string; answer: string }[];
};

export const contactPage: ContactPageCopy = {
  intro:
    "Questions about a retreat, a room or what Ayurveda can do for you? Write to us: a member of our team answers every message within 24 hours.",
  officeHours: site.officeHours,
  faqs: [
    {
      question: "What should I bring?",
      answer:
        "Light, breathable cotton clothes for yoga and treatments, a shawl for cool mornings, sandals, sun protection, and any medication you take with its prescription for your consultation with our doctor. Yoga mats, towels and Ayurvedic toiletries are provided.",
    },
    {
      question: "Is a retreat suitable for beginners?",
      answer: `Yes. Most of our guests are new to Ayurveda or yoga. Your programme is shaped by the doctor after a pulse diagnosis, and with only ${site.guestsAtOnce} guests at a time every class goes at your pace.`,
    },
    {
      question: "Can you cater to my dietary needs?",
      answer:
        "Our kitchen cooks vegetarian sattvic meals matched to your constitution. Vegan, gluten-free and allergy-aware meals are easily arranged: tell us when you book.",
    },
    {
      question: "How do I get there?",
      answer: `Fly into Trivandrum International Airport (TRV). We arrange your airport transfer; the drive to the retreat takes about ${site.airportTransferMinutes} minutes.`,
    },
  ],
};
