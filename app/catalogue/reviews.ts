import type { Review } from "./types";

/** Guest reviews, newest first. The home page shows the first six, then all on request. */
export const reviews: Review[] = [
  {
    id: "review-hannah-2025-09",
    name: "Hannah M.",
    location: "Munich, Germany",
    date: "September 14, 2025",
    title: "The most caring place I have ever stayed",
    content:
      "I came for the fourteen-day gut programme after years of digestive trouble that no one at home could explain. The doctor read my pulse on the first evening and described my symptoms back to me before I had listed them. Every day my medicines and diet were adjusted, the therapists were gentle and precise, and the kitchen cooked for me as if I were the only guest. Three months later I am still following the plan, and I feel like myself again.",
    rating: 5,
  },
  {
    id: "review-anonymous-2025-08",
    name: "Anonymous",
    location: "",
    date: "August 30, 2025",
    title: "Quiet, small and deeply restful",
    content:
      "Only six guests, so it never felt like a hotel. Shirodhara every afternoon and yoga by the sea. I slept better than I have in years.",
    rating: 5,
  },
  {
    id: "review-james-2025-07",
    name: "James R.",
    location: "Edinburgh, United Kingdom",
    date: "July 22, 2025",
    title: "My knees thank you",
    content:
      "I booked the Knees & Joints retreat sceptically, after a second opinion recommended surgery. A week of Kizhi, Janu Basti and very patient yoga later I was walking the cliff path to the lighthouse without pain. I cannot say what the long term holds, but the difference was remarkable, and the care from the doctor and the whole team was exceptional from the airport pickup to the goodbye.",
    rating: 5,
  },
  {
    id: "review-priya-2025-06",
    name: "Priya S.",
    location: "Toronto, Canada",
    date: "June 18, 2025",
    title: "",
    content: "Beautiful rooms, warm people and the best sambar I have ever eaten. The cooking class alone was worth the trip.",
    rating: 5,
  },
  {
    id: "review-marie-2025-05",
    name: "Marie-Claire D.",
    location: "Lyon, France",
    date: "May 24, 2025",
    title: "A week that changed my routine",
    content:
      "The Yoga & Ayurveda week was exactly the balance I wanted: two classes a day, a treatment every afternoon, and enough time in between to read on the veranda and swim. The teacher adapted every pose to my stiff back, and the doctor gave me a simple daily routine that I have kept since coming home. The sunsets from the pavilion are something I will never forget.",
    rating: 5,
  },
  {
    id: "review-anonymous-2025-05",
    name: "Anonymous",
    location: "Zurich, Switzerland",
    date: "May 3, 2025",
    title: "Authentic Ayurveda, without the resort fuss",
    content:
      "I have been to larger Ayurveda resorts in Kerala and Sri Lanka. Kaivalya is different: the treatments are classical and doctor-led, the food is real home cooking rather than a buffet, and with so few guests the whole team is focused on you. Booking, transfers and payment were simple from abroad.",
    rating: 5,
  },
  {
    id: "review-ellen-2025-04",
    name: "Ellen V.",
    location: "Utrecht, Netherlands",
    date: "April 11, 2025",
    title: "The Sanctum Sanctorium is magic",
    content: "Lamp lit at dusk, jasmine on the pillow, tulsi in the courtyard. I did not want to leave the room, let alone the retreat.",
    rating: 5,
  },
  {
    id: "review-daniel-2025-03",
    name: "Daniel K.",
    location: "Austin, United States",
    date: "March 27, 2025",
    title: "Worth the long flight",
    content:
      "Thirty hours of travel melted away on the first day. The team arranged my visa questions, met me at Trivandrum at two in the morning, and had herbal tea waiting. Over two weeks of Panchakarma I lost weight, gained energy and finally understood what my body needs. The detox was tough for a couple of days, but the doctor was with me every step.",
    rating: 5,
  },
  {
    id: "review-sofia-2025-02",
    name: "Sofia L.",
    location: "Stockholm, Sweden",
    date: "February 15, 2025",
    title: "",
    content:
      "I travelled alone and felt at home from the first hour. The Lavender Loft was cosy, the beach is a short walk away, and the evening Kathakali performance on the culture retreat was unforgettable. Small, personal and very kind.",
    rating: 5,
  },
  {
    id: "review-anonymous-2025-01",
    name: "Anonymous",
    location: "",
    date: "January 20, 2025",
    title: "Gentle and professional",
    content: "Clean, calm, excellent therapists. The doctor explained everything clearly. I will be back next winter.",
    rating: 5,
  },
  {
    id: "review-thomas-2024-12",
    name: "Thomas B.",
    location: "Vienna, Austria",
    date: "December 9, 2024",
    title: "A Christmas gift to myself",
    content:
      "I arrived exhausted after a difficult year and left a different person. The Shirodhara sessions calmed a mind that had been racing for months, and the sattvic meals were a revelation: simple, fragrant, and I never felt hungry. Special thanks to the kitchen team, who sent me home with recipes for every dish I asked about.",
    rating: 5,
  },
  {
    id: "review-aiko-2024-11",
    name: "Aiko T.",
    location: "Kyoto, Japan",
    date: "November 16, 2024",
    title: "Harmony in every detail",
    content: "From the Vastu design of the rooms to the flowers in the bath, everything felt considered. A truly peaceful retreat.",
    rating: 5,
  },
  {
    id: "review-rachel-2024-10",
    name: "Rachel G.",
    location: "Melbourne, Australia",
    date: "October 4, 2024",
    title: "The backwaters, the temple, the food",
    content:
      "Four days on the Culture & Cuisine retreat felt like two weeks of travel. The spice garden, the temple at dusk with its hundreds of lamps, the slow boat on the backwaters and a sadya we helped cook ourselves. And every afternoon an Abhyanga to recover. Perfectly organised, never rushed.",
    rating: 5,
  },
  {
    id: "review-anonymous-2024-09",
    name: "Anonymous",
    location: "London, United Kingdom",
    date: "September 2, 2024",
    title: "",
    content:
      "My second stay. Still the kindest team, still the best Abhyanga I know, and the new yoga pavilion above the sea is stunning. Book the Sunrise room if you can.",
    rating: 5,
  },
];

/** The nine reviews shown on the About page. */
export const ABOUT_REVIEWS: Review[] = reviews.slice(0, 9);
