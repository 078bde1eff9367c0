import { mediaFilm, mediaImage } from "./media";
import type { Retreat } from "./types";

const LOCATION = "Kaivalya Ayurveda Retreat, Chowara, Trivandrum, Kerala";

/**
 * The retreat programmes, in the order the site lists them. Prices are euros per person and are
 * the source the server charges from, so change them here and nowhere else.
 */
export const retreats: Retreat[] = [
  {
    id: "knees-joints-healing-7-day",
    title: "Knees & Joints Healing Retreat",
    description:
      "A seven-day, doctor-led Ayurvedic programme for stiff and aching knees and joints: warm herbal Kizhi, Abhyanga and Janu Basti, gentle therapeutic yoga and anti-inflammatory sattvic cuisine by the sea.",
    fullDescription: [
      "Joints carry us through every day of our lives, and in Ayurveda their stiffness and pain are most often a sign of aggravated Vata: dryness, cold and depletion settling where bone meets bone. This retreat is designed to reverse that pattern gently and thoroughly, with warmth, oil and rest, under the daily care of our resident Ayurvedic doctor.",
      "Your week begins with a pulse diagnosis (Nadi Pariksha) and a careful consultation about your history, your movement and the way you eat and sleep. From that reading the doctor prescribes your oils, your herbal medicines and the order of your therapies, so that no two guests follow quite the same programme.",
      "Each day brings two to three hours of treatment in our lamp-lit therapy rooms. Abhyanga, a synchronised warm-oil massage by two therapists, nourishes the tissues; Elakizhi and Podikizhi, hot poultices of medicinal leaves and herbal powders, are pressed rhythmically along the joints to ease inflammation and restore range of motion; and Janu Basti holds a reservoir of warm medicated oil over each knee until the warmth has reached deep inside. Between sessions you rest, walk the cliff paths above Chowara beach, and practise therapeutic yoga designed around what your joints can comfortably do.",
      "Our kitchen cooks for you alone within the doctor's guidance: warm, freshly prepared sattvic vegetarian meals rich in turmeric, ginger and ghee, without the cold and heavy foods that aggravate Vata. We host no more than six guests at a time, so your therapists, your doctor and our cooks come to know you by name.",
      "You leave with lighter steps, a home-care plan, and the oils and herbs to continue what the week began.",
    ].join("\n\n"),
    duration: "7 Days, 6 Nights",
    price: 1080,
    image: mediaImage(
      "retreats/knees-joints-healing-7-day/card",
      "Herbal Kizhi poultices of muslin and medicinal leaves warming in a brass pan of oil, with lemons and turmeric on the table",
    ),
    heroImage: mediaImage(
      "retreats/knees-joints-healing-7-day/hero",
      "A lamp-lit Ayurvedic treatment room with a carved wooden droni table, a brass nilavilakku lamp and garden light through a latticed window",
    ),
    location: LOCATION,
    inclusions: [
      "Six nights' accommodation in a garden- or sea-view room",
      "Arrival consultation with pulse diagnosis (Nadi Pariksha) by our Ayurvedic doctor",
      "Daily doctor's review and a final consultation with a home-care plan",
      "Daily Abhyanga with joint-specific medicated oils",
      "Elakizhi and Podikizhi herbal poultice therapies",
      "Janu Basti and Kati Basti warm-oil therapies for knees and lower back",
      "Daily therapeutic yoga and joint-mobility sessions in the pavilion",
      "All sattvic vegetarian meals, herbal teas and medicated drinking water",
      "Personalised herbal medicines during your stay",
      "Return transfers from Trivandrum International Airport (35 minutes)",
    ],
    itinerary: [
      {
        day: "Day 1",
        title: "Arrival and Pulse Diagnosis",
        description:
          "A driver meets you at Trivandrum airport. After a welcome of tender coconut and a garland of jasmine, the doctor reads your pulse and plans your week.",
        activities: [
          "Airport pickup and welcome ritual",
          "Doctor's consultation and Nadi Pariksha",
          "Gentle introductory Abhyanga",
          "Light sattvic dinner",
        ],
      },
      {
        day: "Days 2-3",
        title: "Warmth and Oil",
        description:
          "The body is prepared with daily oil massage and herbal steam, so that the deeper therapies to come can do their work. Yoga is slow and supportive.",
        activities: [
          "Morning therapeutic yoga",
          "Abhyanga followed by herbal steam (Swedana)",
          "Elakizhi leaf-poultice therapy",
          "Evening walk along the Chowara cliffs",
        ],
      },
      {
        day: "Days 4-6",
        title: "Deep Therapies for the Joints",
        description:
          "The heart of the programme: warm oil is pooled over the knees and lower back, and powder poultices are applied along stiff and painful joints.",
        activities: [
          "Janu Basti and Kati Basti",
          "Podikizhi herbal-powder poultice",
          "Mobility and strength session with your yoga teacher",
          "Doctor's daily review and adjustment of medicines",
        ],
      },
      {
        day: "Day 7",
        title: "Integration and Departure",
        description:
          "A closing consultation turns the week into a home-care plan: exercises, diet and the oils to continue with. After breakfast we drive you back to the airport.",
      },
    ],
    dates: [],
  },
  {
    id: "cultural-cuisine-4-day",
    title: "Kerala Culture & Cuisine Retreat",
    description:
      "Four days of Kerala's living traditions: cook a sadya with our chefs, walk a spice garden, sit among the lamps of a temple at dusk and glide the backwaters, with an Abhyanga each day.",
    fullDescription: [
      "Kerala is the birthplace of Ayurveda, and its kitchen is where that knowledge is practised every day. This short retreat opens the door to both: four unhurried days of cooking, tasting and exploring, balanced with the restorative rhythm of daily treatment at the resort.",
      "With our chefs you learn the logic of Ayurvedic cooking: the six tastes, the spices that kindle digestion, and the sattvic principle of food that is fresh, light and prepared with care. Over two hands-on classes you cook classic dishes such as avial, thoran, sambar and a gentle kitchari, and on the final day you help prepare a festive sadya served on banana leaves.",
      "Outside the kitchen we take you to a working spice garden to see pepper vines, cardamom and cinnamon growing, to a traditional temple at dusk when hundreds of oil lamps are lit along its walls, and onto the backwaters by country boat. An evening of Kathakali, Kerala's classical dance-drama, shows how the region tells its oldest stories.",
      "Each afternoon returns you to stillness with an Abhyanga warm-oil massage, and each morning begins with yoga in the open pavilion. As always, the group is small: never more than six guests, so every excursion feels like an invitation rather than a tour.",
    ].join("\n\n"),
    duration: "4 Days, 3 Nights",
    price: 490,
    image: mediaImage(
      "retreats/cultural-cuisine-4-day/card",
      "A Kerala sadya served on a banana leaf: rice with sambar, avial, thoran, pickles, banana chips, pappadam and payasam",
    ),
    heroImage: mediaImage(
      "retreats/cultural-cuisine-4-day/hero",
      "A Kerala temple at dusk, its outer wall lined with hundreds of small oil lamps and a tall lamp tower glowing beside it",
    ),
    location: LOCATION,
    inclusions: [
      "Three nights' accommodation in a room of your choice",
      "Welcome consultation with our Ayurvedic doctor",
      "Two hands-on Ayurvedic cooking classes and a sadya feast",
      "Recipe booklet and a box of Kerala spices to take home",
      "Guided visit to a spice garden",
      "Evening visit to a traditional temple for the lighting of the lamps",
      "Kathakali performance with an introduction to its gestures and make-up",
      "Country-boat journey on the backwaters",
      "Daily Abhyanga warm-oil massage",
      "Daily morning yoga and all sattvic vegetarian meals",
      "Return transfers from Trivandrum International Airport",
    ],
    itinerary: [
      {
        day: "Day 1",
        title: "Welcome to Kerala",
        description:
          "Arrive, settle in and meet the doctor for a short consultation. In the evening our chef introduces the six tastes over a tasting dinner.",
        activities: ["Airport pickup", "Welcome consultation", "Abhyanga", "Six-tastes tasting dinner"],
      },
      {
        day: "Day 2",
        title: "Spice Garden and First Cooking Class",
        description:
          "A morning among pepper vines and cardamom, then into the kitchen to cook avial, thoran and sambar. At dusk we visit a temple as its lamps are lit.",
        activities: ["Sunrise yoga", "Spice garden walk", "Cooking class: everyday Kerala vegetarian dishes", "Temple visit at dusk"],
      },
      {
        day: "Day 3",
        title: "Backwaters and Kathakali",
        description: "A slow country-boat journey through villages on the water, an afternoon treatment, and an evening of Kathakali.",
        activities: ["Backwater boat journey", "Abhyanga", "Kathakali performance"],
      },
      {
        day: "Day 4",
        title: "Sadya and Farewell",
        description: "Help the kitchen prepare a festive sadya, share it on banana leaves, and leave with recipes and spices for home.",
      },
    ],
    dates: [],
  },
  {
    id: "gut-regeneration-14-day",
    title: "Gut Regeneration Panchakarma",
    description:
      "Fourteen days of classical Panchakarma to reset digestion from the root: doctor-led Virechana and Basti, daily Abhyanga and Shirodhara, yoga twice daily and a carefully staged sattvic diet.",
    fullDescription: [
      "In Ayurveda, health begins in the gut. When Agni, the digestive fire, is weak, food is only partly transformed and leaves behind Ama, a sticky residue held responsible for bloating, fatigue, heaviness and many chronic complaints. This fourteen-day programme follows the classical sequence of Panchakarma to clear Ama and rebuild Agni, under the daily supervision of our Ayurvedic doctor.",
      "The first days prepare the body. Ghee taken in carefully increasing doses (Snehapana), daily Abhyanga and herbal steam loosen what needs to leave and guide it back toward the digestive tract. Then comes the cleansing itself: Virechana, a gentle therapeutic purgation on a quiet day of rest, followed by a course of Basti, medicated oil and herbal-decoction enemas that Ayurveda regards as the most important of all therapies for the colon and the nervous system.",
      "The second week restores and rebuilds. Your diet moves step by step from thin rice gruel to nourishing meals (Samsarjana Krama) so that digestion relearns its strength, while Shirodhara, a steady stream of warm oil on the forehead, calms the mind and the nervous system that the gut depends on.",
      "Yoga runs through every day, twice daily: a gentle sunrise practice in the pavilion and an evening session of restorative postures and pranayama. Meals are sattvic, vegetarian and cooked for your constitution; evenings are quiet. With no more than six guests at a time, the doctor sees you every day and adjusts the programme as your body responds.",
      "You leave with a lighter body, clearer mind and a written plan for diet, daily routine and herbs to protect what the fortnight has achieved.",
    ].join("\n\n"),
    duration: "14 Days, 13 Nights",
    price: 1980,
    image: mediaImage(
      "retreats/gut-regeneration-14-day/card",
      "Amber bottles of medicated Ayurvedic oils beside a brass uruli of water with floating marigolds and jasmine",
    ),
    heroImage: mediaImage(
      "retreats/gut-regeneration-14-day/hero",
      "A thatched rice barge gliding on the still Kerala backwaters at first light, palms mirrored in the water",
    ),
    location: LOCATION,
    inclusions: [
      "Thirteen nights' accommodation in a room of your choice",
      "Pulse diagnosis on arrival and daily consultations with our Ayurvedic doctor",
      "Complete classical Panchakarma: Snehapana, Virechana and a course of Basti",
      "Daily Abhyanga with herbal steam (Swedana)",
      "Shirodhara sessions in the restorative phase",
      "Yoga twice daily: sunrise practice and evening restorative yoga with pranayama",
      "Staged therapeutic diet (Samsarjana Krama) and all sattvic vegetarian meals",
      "All herbal medicines and medicated drinks during the programme",
      "Guided meditation and a talk on Ayurvedic daily routine (Dinacharya)",
      "Final consultation with a written diet, routine and herbal plan for home",
      "Return transfers from Trivandrum International Airport",
    ],
    itinerary: [
      {
        day: 1,
        title: "Arrival and Assessment",
        activities: ["Airport pickup and welcome", "Consultation and pulse diagnosis", "Evening restorative yoga", "Light kitchari supper"],
      },
      {
        day: 2,
        title: "Kindling Agni",
        activities: ["Sunrise yoga", "Digestive herbs before meals", "Abhyanga and herbal steam", "Evening yoga and pranayama"],
      },
      {
        day: 3,
        title: "Internal Oleation Begins",
        activities: ["Sunrise yoga", "Snehapana: first measured dose of medicated ghee", "Doctor's review", "Evening yoga and pranayama"],
      },
      {
        day: 4,
        title: "Internal Oleation",
        activities: ["Sunrise yoga", "Snehapana with increased dose", "Abhyanga and herbal steam", "Evening yoga and pranayama"],
      },
      {
        day: 5,
        title: "Internal Oleation",
        activities: ["Sunrise yoga", "Snehapana, final dose", "Abhyanga and herbal steam", "Evening yoga and pranayama"],
      },
      {
        day: 6,
        title: "Preparing for Release",
        activities: ["Gentle sunrise yoga", "Full-body Abhyanga", "Swedana herbal steam", "Warm, liquid evening meal"],
      },
      {
        day: 7,
        title: "Virechana",
        description: "The day of therapeutic purgation: a quiet day of rest under the doctor's watch.",
        activities: ["Virechana under medical supervision", "Rest and warm rice gruel", "Evening breathing practice"],
      },
      {
        day: 8,
        title: "Rest and First Basti",
        activities: ["Gentle sunrise yoga", "Abhyanga", "Anuvasana Basti (medicated oil)", "Evening yoga and pranayama"],
      },
      {
        day: 9,
        title: "Basti Course",
        activities: ["Sunrise yoga", "Abhyanga and steam", "Niruha Basti (herbal decoction)", "Evening yoga and pranayama"],
      },
      {
        day: 10,
        title: "Basti Course",
        activities: ["Sunrise yoga", "Abhyanga and steam", "Anuvasana Basti", "Evening yoga and pranayama"],
      },
      { day: 11, title: "Basti Course Completes", activities: ["Sunrise yoga", "Abhyanga and steam", "Niruha Basti", "Doctor's review"] },
      {
        day: 12,
        title: "Calming the Mind",
        activities: ["Sunrise yoga", "Shirodhara", "Samsarjana Krama: return to soft, nourishing foods", "Evening yoga and pranayama"],
      },
      {
        day: 13,
        title: "Rebuilding Strength",
        activities: ["Sunrise yoga", "Shirodhara", "Cooking demonstration: meals for home", "Guided meditation"],
      },
      { day: 14, title: "Departure", activities: ["Sunrise yoga", "Final consultation and home plan", "Transfer to Trivandrum airport"] },
    ],
    dates: [],
  },
  {
    id: "7-day-yoga-ayurveda",
    title: "Yoga & Ayurveda Immersion",
    description:
      "A week of yoga twice a day in our open pavilion above the sea, with daily Ayurvedic treatments, pranayama and meditation, sattvic meals and a doctor's guidance for your constitution.",
    fullDescription: [
      "Yoga and Ayurveda grew from the same root. Yoga quietens the mind and frees the body; Ayurveda shows how to eat, rest and live so that the practice can settle in. This week brings them together in the setting they were made for: an open teak pavilion above the Arabian Sea, where the morning begins with the sound of waves.",
      "Your week opens with a consultation and pulse diagnosis. The doctor identifies your constitution (Prakriti) and current imbalances, and your yoga teacher uses the same reading to shape your practice: warming and grounding for Vata, cooling and surrendering for Pitta, energising for Kapha.",
      "Mornings are for a full practice of asana and pranayama; evenings for slower yin and restorative postures, breath and meditation as the sun goes down over the sea. In between you receive a daily Ayurvedic treatment, with Abhyanga and Shirodhara among them, eat sattvic vegetarian meals, and have time to read, swim and rest.",
      "Beginners are warmly welcome: classes are small, never more than six guests, and every posture has a variation. Experienced practitioners will find room to go deeper, with individual guidance on alignment and breath.",
    ].join("\n\n"),
    duration: "7 Days, 6 Nights",
    price: 950,
    image: mediaImage(
      "retreats/7-day-yoga-ayurveda/card",
      "An open teak yoga pavilion with mats laid out and a guest in seated meditation, the sea and palms beyond",
    ),
    heroImage: mediaFilm(
      "retreats/7-day-yoga-ayurveda/hero",
      "A guest in seated meditation in the open yoga pavilion, muslin drapes stirring and palms moving beyond",
    ),
    location: LOCATION,
    inclusions: [
      "Six nights' accommodation in a room of your choice",
      "Consultation with pulse diagnosis and constitution (Prakriti) reading",
      "Yoga twice daily: morning asana and pranayama, evening restorative practice",
      "Daily guided meditation",
      "Five Ayurvedic treatments, including Abhyanga and Shirodhara",
      "One-to-one session with your yoga teacher",
      "All sattvic vegetarian meals, herbal teas and fresh juices",
      "Talk on Ayurvedic daily routine and eating for your constitution",
      "Guided sunset walk to the Chowara cliffs",
      "Return transfers from Trivandrum International Airport",
    ],
    itinerary: [
      {
        day: "Day 1",
        title: "Arrival and Constitution Reading",
        description:
          "Settle into your room, meet the doctor for a pulse diagnosis and join an easy evening practice to arrive in body and breath.",
        activities: ["Airport pickup", "Consultation and Prakriti reading", "Evening restorative yoga"],
      },
      {
        day: "Days 2-3",
        title: "Foundations",
        description:
          "Build a steady practice: alignment, breath and the principles of sequencing for your constitution. Treatments begin with Abhyanga.",
        activities: ["Sunrise asana and pranayama", "Abhyanga", "Evening yin yoga and meditation"],
      },
      {
        day: "Days 4-5",
        title: "Deepening",
        description:
          "Longer holds, inversions where appropriate, and a one-to-one session with your teacher. Shirodhara brings the nervous system to rest.",
        activities: ["Morning practice", "One-to-one session", "Shirodhara", "Talk on Ayurvedic daily routine"],
      },
      {
        day: "Day 6",
        title: "Silence and Integration",
        description: "A gentle morning in silence, a final treatment, and a sunset walk along the cliffs.",
      },
      {
        day: "Day 7",
        title: "Departure",
        description:
          "A last sunrise practice and a written home routine from the doctor and your teacher before your transfer to the airport.",
      },
    ],
    dates: [],
  },
];

/**
 * Retreats the home page does not feature. 'infinite-marriage-4-day' does not exist in the
 * catalogue (only the four retreats above do); the id is kept because the specification names it,
 * and excluding an unknown id is harmless.
 */
export const HOME_EXCLUDED_RETREAT_IDS = ["7-day-yoga-ayurveda", "infinite-marriage-4-day"] as const;

/** The retreats shown in the home page's 'Sacred Journeys Await' grid. */
export function homeRetreats(): Retreat[] {
  const excluded: readonly string[] = HOME_EXCLUDED_RETREAT_IDS;
  return retreats.filter((retreat) => !excluded.includes(retreat.id));
}

export function getRetreat(id: string): Retreat | undefined {
  return retreats.find((retreat) => retreat.id === id);
}

/** The length of a retreat in days, read from its duration text ('7 Days, 6 Nights' -> 7). */
export function retreatDays(retreat: Pick<Retreat, "duration">): number | null {
  const match = /(\d+)\s*Days?\b/i.exec(retreat.duration);
  return match ? Number(match[1]) : null;
}
