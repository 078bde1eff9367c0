import { mediaImage } from "./media";
import type { MediaImage, Room } from "./types";

/** Interior, veranda and bathroom pictures for a room, in that order. */
function roomPictures(id: string, name: string, interior: string, veranda: string, bath: string): [MediaImage, MediaImage, MediaImage] {
  return [
    mediaImage(`rooms/${id}/interior`, `${name}: ${interior}`),
    mediaImage(`rooms/${id}/veranda`, `${name}: ${veranda}`),
    mediaImage(`rooms/${id}/bath`, `${name}: ${bath}`),
  ];
}

const sanctum = roomPictures(
  "sanctum-sanctorium",
  "Sanctum Sanctorium",
  "a carved teak bed in ochre and gold beneath an arched window onto the tulsi courtyard",
  "a planter's chair on the veranda facing the laterite courtyard wall",
  "a freestanding stone bath open to the sky, with a copper water pot and folded towels",
);
const sunrise = roomPictures(
  "sunrise",
  "Sunrise",
  "a terracotta headboard and a wide window onto paddy fields and hills at sunrise",
  "a veranda with a planter's chair looking east over the fields",
  "an open-air bath among palms with a brass rain shower",
);
const tranquility = roomPictures(
  "tranquility",
  "Tranquility",
  "sage-green linen and a wide window onto the sea through palm fronds",
  "a veranda with a planter's chair and a brass kindi, the sea beyond",
  "a freestanding bath with flower petals on the water, greenery over the garden wall",
);
const lilybeth = roomPictures(
  "lilybeth",
  "Lilybeth",
  "blush-toned linen and tall windows onto the lily pond",
  "a veranda over the water garden with its lotus and lily pads",
  "an open-air bath in soft pink stone among tropical leaves",
);
const secretGarden = roomPictures(
  "secret-garden",
  "Secret Garden",
  "a moss-green headboard and a round window onto the private walled garden",
  "a planter's chair on a veranda hidden in flowering shrubs",
  "a garden bath screened by banana leaves",
);
const lavenderLoft = roomPictures(
  "lavender-loft",
  "Lavender Loft",
  "a lavender headboard under the sloping teak roof, a round window onto the palm canopy",
  "a high veranda at treetop height with a planter's chair",
  "a bath under the open sky with lavender towels",
);
const forest = roomPictures(
  "forest",
  "Forest",
  "deep green tones and tall windows onto a grove of trees",
  "a veranda among tree trunks in soft green light",
  "an open-air bath enclosed by the grove",
);
const stoneage = roomPictures(
  "stoneage",
  "Stoneage",
  "walls of hand-cut stone and an arched window onto granite rocks and the sea",
  "a veranda of stone above the rocks and the sea",
  "a stone-walled bath open to the sky, with a brass rain shower",
);

/**
 * The eight rooms, in the order the site lists them. Prices are euros per night and are the
 * source the server charges from.
 */
export const rooms: Room[] = [
  {
    id: "sanctum-sanctorium",
    name: "Sanctum Sanctorium",
    description:
      "Our most contemplative room, opening onto the tulsi courtyard at the heart of the house, with a private prayer niche and lamp.",
    fullDescription: [
      "In a traditional Kerala house the innermost room is the quietest and the most sacred. The Sanctum Sanctorium keeps that spirit: thick walls, a carved teak bed dressed in ochre and gold, and an arched window onto the inner courtyard, where a tulsi (holy basil) plant grows on its whitewashed platform.",
      "A prayer niche holds a brass lamp that our housekeepers light at dusk with fresh marigolds and jasmine. The room has a private veranda and an open-air stone bath, and it is the room our doctor most often recommends to guests on the longer Panchakarma programmes, when rest is the work.",
    ].join("\n\n"),
    image: sanctum[0],
    gallery: [
      ...sanctum,
      mediaImage(
        "rooms/sanctum-sanctorium/shrine",
        "Sanctum Sanctorium: the prayer niche with a lit brass lamp, marigolds, jasmine and a thread of incense",
      ),
    ],
    amenities: [
      "Carved teak king-size bed with organic cotton linen",
      "Private prayer niche with brass oil lamp",
      "Open-air stone bath and rain shower",
      "Private veranda with planter's chair",
      "Meditation cushions and yoga mat",
      "Air conditioning and ceiling fan",
      "Herbal tea service in the room",
      "Bath oils and soaps from our own dispensary",
    ],
    views: "The inner courtyard and its sacred tulsi platform",
    vastuDescription:
      "The Sanctum Sanctorium opens onto the Brahmasthana, the open centre of the house that Vastu Shastra keeps free so that light and air can circulate. The prayer niche sits in the north-east (Ishanya) corner, the direction of clarity and the divine, and the bed lies with its head to the south for deep, steady sleep.",
    scents: ["Sandalwood", "Jasmine", "Temple camphor"],
    price: 200,
  },
  {
    id: "sunrise",
    name: "Sunrise",
    description: "Our largest room, facing east over paddy fields and hills, where the first light of the day fills a wall of windows.",
    fullDescription: [
      "Sunrise is built around its view. A wall of windows faces due east over the paddy fields and the hills inland, so that the day begins with light rather than an alarm. Warm terracotta and peach tones, a deep bed and a long window seat make it the room guests find hardest to leave.",
      "Its private veranda is the resort's best place for an early cup of herbal tea, and the open-air bath sits among palms. Generous space makes Sunrise a natural choice for couples on a longer stay or for guests who like to practise yoga in their room.",
    ].join("\n\n"),
    image: sunrise[0],
    gallery: sunrise,
    amenities: [
      "King-size bed with organic cotton linen",
      "Window seat facing east",
      "Private veranda with planter's chair",
      "Open-air bath and rain shower",
      "Space for in-room yoga practice",
      "Air conditioning and ceiling fan",
      "Herbal tea and fresh fruit daily",
      "Writing desk",
      "Bath oils and soaps from our own dispensary",
    ],
    views: "East over the paddy fields and inland hills at sunrise",
    vastuDescription:
      "Vastu Shastra holds the east sacred to Surya, the sun, and asks that its openings be the largest in a home. Sunrise follows that rule literally: its windows face east to receive the morning light, the north-east corner is kept open and uncluttered, and the heavier furniture stands to the south-west to anchor the room.",
    scents: ["Lemongrass", "Wild orange", "Frangipani"],
    price: 250,
  },
  {
    id: "tranquility",
    name: "Tranquility",
    description: "A calm, sage-toned room with a wide window over the palm canopy to the Arabian Sea.",
    fullDescription: [
      "Tranquility is dressed in the soft greens and greys of the sea on a still morning. A wide window frames the water through the fronds of a single tall palm, and the sound of the waves reaches the room at night.",
      "It is a room for slowing down: no television, a deep bed, a reading lamp and a veranda with a planter's chair. Many guests who come for the Yoga & Ayurveda Immersion choose it for the quiet it brings after a morning in the pavilion.",
    ].join("\n\n"),
    image: tranquility[0],
    gallery: tranquility,
    amenities: [
      "Queen-size bed with organic cotton linen",
      "Sea-view window and private veranda",
      "Freestanding bath and rain shower",
      "Reading nook with lamp",
      "Air conditioning and ceiling fan",
      "Herbal tea service in the room",
      "Bath oils and soaps from our own dispensary",
    ],
    views: "The Arabian Sea over the palm canopy",
    vastuDescription:
      "Its sea-facing windows look west, the direction of Varuna, lord of the waters; deep eaves temper the strong afternoon sun as Vastu advises. The bed's head points south, and a brass urli of water and flowers in the north keeps the water element where it belongs.",
    scents: ["Vetiver", "Blue lotus", "Sea salt and neroli"],
    price: 190,
  },
  {
    id: "lilybeth",
    name: "Lilybeth",
    description: "A gentle, blush-toned room with tall windows over the lily pond and its water garden.",
    fullDescription: [
      "Lilybeth looks onto the resort's lily pond, where pink water lilies open in the morning and close again by afternoon. The room takes its colours from them: blush linen, rose-pink cushions and pale wood.",
      "Tall windows and a veranda over the water bring a constant, gently moving light into the room. The open-air bath is screened by tropical leaves, and frogs and birds provide the evening music.",
    ].join("\n\n"),
    image: lilybeth[0],
    gallery: lilybeth,
    amenities: [
      "Queen-size bed with organic cotton linen",
      "Veranda over the lily pond",
      "Open-air bath and rain shower",
      "Air conditioning and ceiling fan",
      "Herbal tea service in the room",
      "Yoga mat and meditation cushion",
      "Bath oils and soaps from our own dispensary",
    ],
    views: "The lily pond and water garden",
    vastuDescription:
      "Vastu places water to the north and north-east, where it is said to bring calm and abundance. Lilybeth's windows face the pond in exactly that direction, the bed lies along the southern wall, and soft colours keep the room's energy light and receptive.",
    scents: ["Water lily", "Rose", "Cardamom"],
    price: 180,
  },
  {
    id: "secret-garden",
    name: "Secret Garden",
    description: "A hidden ground-floor room with a round window onto its own walled garden of flowering and medicinal plants.",
    fullDescription: [
      "Behind a low laterite wall and a curtain of shrubs, the Secret Garden has a garden entirely its own: hibiscus, jasmine, tulsi and the medicinal plants our doctor uses in the dispensary. A round window frames it from the bed like a living painting.",
      "The room is cool and green in tone, with a moss headboard and natural linen. Its veranda is the most private at the resort, and the garden bath is screened by banana leaves.",
    ].join("\n\n"),
    image: secretGarden[0],
    gallery: secretGarden,
    amenities: [
      "Queen-size bed with organic cotton linen",
      "Private walled garden",
      "Garden bath and rain shower",
      "Secluded veranda with planter's chair",
      "Air conditioning and ceiling fan",
      "Herbal tea service in the room",
      "Bath oils and soaps from our own dispensary",
    ],
    views: "A private walled garden of flowering and medicinal plants",
    vastuDescription:
      "The garden lies to the north and east of the room, the directions Vastu keeps open and green for the flow of prana, while the solid laterite wall shelters the south and west. The round window, a form Vastu associates with wholeness, frames the garden from the bed.",
    scents: ["Tulsi", "Champa", "Ylang-ylang"],
    price: 180,
  },
  {
    id: "lavender-loft",
    name: "Lavender Loft",
    description: "A cosy upper-floor loft under the sloping teak roof, in soft lavender tones, level with the treetops.",
    fullDescription: [
      "Up a flight of teak stairs, the Lavender Loft sits under the pitch of the roof with a round window at treetop height. Palm fronds move past it all day, and at night the room feels like a nest.",
      "Lavender and soft grey linens, a reading light and a small high veranda make it a favourite with solo travellers, and its price makes it the gentlest way to stay at Kaivalya for a longer programme.",
    ].join("\n\n"),
    image: lavenderLoft[0],
    gallery: lavenderLoft,
    amenities: [
      "Double bed with organic cotton linen",
      "Round window at treetop height",
      "Small private veranda",
      "Bath open to the sky with rain shower",
      "Ceiling fan and air conditioning",
      "Reading lamp and bookshelf",
      "Bath oils and soaps from our own dispensary",
    ],
    views: "The palm canopy and open sky",
    vastuDescription:
      "The loft's roof slopes down toward the south and west and rises to the north and east, as Vastu prefers, so the room opens toward the morning. Light colours and the high window keep an upper room airy, and the bed lies with its head to the south under the lowest part of the roof.",
    scents: ["Lavender", "Chamomile", "Cedarwood"],
    price: 147,
  },
  {
    id: "forest",
    name: "Forest",
    description: "A secluded cottage in a grove of jackfruit, mango and teak, cool and green, with tall windows onto the trees.",
    fullDescription: [
      "Forest stands on its own in the grove at the edge of the property, among jackfruit, mango and teak trees that keep it cool through the hottest afternoons. Deep green walls, dark wood and tall windows bring the grove inside.",
      "Birdsong is the alarm clock here. The cottage has its own veranda among the trunks and an open-air bath enclosed by the trees, and it is the most private of our rooms for guests who want complete quiet.",
    ].join("\n\n"),
    image: forest[0],
    gallery: forest,
    amenities: [
      "King-size bed with organic cotton linen",
      "Stand-alone cottage in the grove",
      "Open-air bath and rain shower",
      "Veranda among the trees",
      "Air conditioning and ceiling fan",
      "Herbal tea and fresh fruit daily",
      "Yoga mat and meditation cushion",
      "Bath oils and soaps from our own dispensary",
    ],
    views: "A grove of jackfruit, mango and teak trees",
    vastuDescription:
      "Vastu recommends tall trees to the south and west of a dwelling, where they shield it from the harshest sun, and open ground to the north and east. The cottage is sited in just that way, with its windows turned to the lighter side of the grove and the bed's head to the south.",
    scents: ["Vetiver", "Cedarwood", "Mitti attar (monsoon earth)"],
    price: 240,
  },
  {
    id: "stoneage",
    name: "Stoneage",
    description: "A cool, cave-like room of hand-cut stone on the cliff, with an arched window over granite rocks and the sea.",
    fullDescription: [
      "Stoneage is built from the same laterite and granite as the Chowara cliffs it stands on. Its hand-cut stone walls stay cool through the day, and an arched window looks down on rocks where the sea breaks in white lace.",
      "The palette is stone, clay and natural linen; the bath is walled in stone and open to the sky. Guests describe it as the most grounding room at the resort, and it suits Pitta constitutions especially well.",
    ].join("\n\n"),
    image: stoneage[0],
    gallery: stoneage,
    amenities: [
      "King-size bed with organic cotton linen",
      "Hand-cut stone walls that stay cool by day",
      "Stone-walled bath open to the sky, with rain shower",
      "Veranda above the rocks and sea",
      "Air conditioning and ceiling fan",
      "Herbal tea service in the room",
      "Bath oils and soaps from our own dispensary",
    ],
    views: "Granite rocks and the sea below the cliff",
    vastuDescription:
      "Stone is the element of Prithvi, the earth, which Vastu places in the south-west to give a home stability. Stoneage's heaviest walls stand on that side, the arched window opens toward the sea in the west, and the bed lies with its head to the south against the solid stone.",
    scents: ["Frankincense", "Patchouli", "Camphor"],
    price: 220,
  },
];

export function getRoom(id: string): Room | undefined {
  return rooms.find((room) => room.id === id);
}
