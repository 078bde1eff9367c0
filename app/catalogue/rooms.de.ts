import type { RoomCopy } from "./types";

/** Alt texts of a room's interior, veranda and bath pictures, in that order (see rooms.ts). */
function pictures(name: string, interior: string, veranda: string, bath: string): string[] {
  return [`${name}: ${interior}`, `${name}: ${veranda}`, `${name}: ${bath}`];
}

/** The rooms' German copy, by id; names, prices and pictures are the English module's. */
export const roomsDe: Record<string, RoomCopy> = {
  "sanctum-sanctorium": {
    description: "Unser beschaulichstes Zimmer, am Tulsi-Innenhof im Herzen des Hauses, mit eigener Gebetsnische und Lampe.",
    fullDescription: [
      "Im traditionellen Haus Keralas ist der innerste Raum der stillste und heiligste. Das Sanctum Sanctorium bewahrt diesen Geist: dicke Mauern, ein geschnitztes Teakholzbett in Ocker und Gold und ein Bogenfenster zum Innenhof, wo auf einem weiß getünchten Sockel eine Tulsi-Pflanze (Heiliges Basilikum) wächst.",
      "In der Gebetsnische steht eine Messinglampe, die unser Hauspersonal in der Dämmerung mit frischen Tagetes und Jasmin entzündet. Das Zimmer hat eine eigene Veranda und ein Steinbad unter freiem Himmel, und unser Arzt empfiehlt es am häufigsten Gästen der längeren Panchakarma-Programme, wenn Ruhe die eigentliche Arbeit ist.",
    ].join("\n\n"),
    galleryAlts: [
      ...pictures(
        "Sanctum Sanctorium",
        "ein geschnitztes Teakholzbett in Ocker und Gold unter einem Bogenfenster zum Tulsi-Innenhof",
        "ein Pflanzerstuhl auf der Veranda vor der Lateritmauer des Hofs",
        "eine freistehende Steinbadewanne unter freiem Himmel mit Wasserkrug aus Kupfer und gefalteten Handtüchern",
      ),
      "Sanctum Sanctorium: die Gebetsnische mit brennender Messinglampe, Tagetes, Jasmin und einem Faden Räucherwerk",
    ],
    amenities: [
      "Geschnitztes Kingsize-Bett aus Teakholz mit Bettwäsche aus Bio-Baumwolle",
      "Eigene Gebetsnische mit Öllampe aus Messing",
      "Steinbad unter freiem Himmel und Regendusche",
      "Eigene Veranda mit Pflanzerstuhl",
      "Meditationskissen und Yogamatte",
      "Klimaanlage und Deckenventilator",
      "Kräutertee auf dem Zimmer",
      "Badeöle und Seifen aus unserer eigenen Apotheke",
    ],
    views: "Der Innenhof mit seinem heiligen Tulsi-Sockel",
    vastuDescription:
      "Das Sanctum Sanctorium öffnet sich zum Brahmasthana, der offenen Mitte des Hauses, die das Vastu Shastra frei hält, damit Licht und Luft zirkulieren können. Die Gebetsnische liegt in der Nordostecke (Ishanya), der Richtung der Klarheit und des Göttlichen, und das Kopfende des Bettes weist nach Süden, für einen tiefen, ruhigen Schlaf.",
    scents: ["Sandelholz", "Jasmin", "Tempelkampfer"],
  },
  sunrise: {
    description: "Unser größtes Zimmer, nach Osten über Reisfelder und Hügel, wo das erste Licht des Tages eine ganze Fensterfront füllt.",
    fullDescription: [
      "Sunrise ist um seine Aussicht herum gebaut. Eine Fensterfront blickt genau nach Osten über die Reisfelder und die Hügel im Hinterland, sodass der Tag mit Licht beginnt statt mit einem Wecker. Warme Terrakotta- und Pfirsichtöne, ein tiefes Bett und eine lange Fensterbank machen es zu dem Zimmer, das Gäste am ungernsten verlassen.",
      "Seine eigene Veranda ist der schönste Platz im Resort für die erste Tasse Kräutertee, und das Bad unter freiem Himmel liegt zwischen Palmen. Dank seiner Großzügigkeit ist Sunrise die natürliche Wahl für Paare auf längerem Aufenthalt und für Gäste, die gern im Zimmer Yoga üben.",
    ].join("\n\n"),
    galleryAlts: pictures(
      "Sunrise",
      "ein Kopfteil aus Terrakotta und ein breites Fenster über Reisfelder und Hügel bei Sonnenaufgang",
      "eine Veranda mit Pflanzerstuhl mit Blick nach Osten über die Felder",
      "ein Bad unter freiem Himmel zwischen Palmen mit Regendusche aus Messing",
    ),
    amenities: [
      "Kingsize-Bett mit Bettwäsche aus Bio-Baumwolle",
      "Fensterbank mit Blick nach Osten",
      "Eigene Veranda mit Pflanzerstuhl",
      "Bad unter freiem Himmel und Regendusche",
      "Platz für Yoga im Zimmer",
      "Klimaanlage und Deckenventilator",
      "Täglich Kräutertee und frisches Obst",
      "Schreibtisch",
      "Badeöle und Seifen aus unserer eigenen Apotheke",
    ],
    views: "Nach Osten über Reisfelder und Hügel im Hinterland bei Sonnenaufgang",
    vastuDescription:
      "Das Vastu Shastra hält den Osten für Surya, die Sonne, heilig und verlangt, dass die Öffnungen eines Hauses dort am größten sind. Sunrise nimmt diese Regel wörtlich: Seine Fenster blicken nach Osten ins Morgenlicht, die Nordostecke bleibt offen und frei, und die schwereren Möbel stehen im Südwesten und geben dem Raum Halt.",
    scents: ["Zitronengras", "Wilde Orange", "Frangipani"],
  },
  tranquility: {
    description: "Ein ruhiges Zimmer in Salbeitönen mit breitem Fenster über die Palmwipfel zum Arabischen Meer.",
    fullDescription: [
      "Tranquility trägt das sanfte Grün und Grau des Meeres an einem stillen Morgen. Ein breites Fenster rahmt das Wasser zwischen den Wedeln einer einzelnen hohen Palme, und nachts hört man im Zimmer die Wellen.",
      "Es ist ein Zimmer zum Langsamwerden: kein Fernseher, ein tiefes Bett, eine Leselampe und eine Veranda mit Pflanzerstuhl. Viele Gäste der Yoga & Ayurveda Immersion wählen es für die Stille nach einem Morgen im Pavillon.",
    ].join("\n\n"),
    galleryAlts: pictures(
      "Tranquility",
      "salbeigrünes Leinen und ein breites Fenster, durch Palmwedel hindurch aufs Meer",
      "eine Veranda mit Pflanzerstuhl und einer Kindi aus Messing, dahinter das Meer",
      "eine freistehende Badewanne mit Blütenblättern auf dem Wasser, Grün über der Gartenmauer",
    ),
    amenities: [
      "Queensize-Bett mit Bettwäsche aus Bio-Baumwolle",
      "Fenster mit Meerblick und eigene Veranda",
      "Freistehende Badewanne und Regendusche",
      "Leseecke mit Lampe",
      "Klimaanlage und Deckenventilator",
      "Kräutertee auf dem Zimmer",
      "Badeöle und Seifen aus unserer eigenen Apotheke",
    ],
    views: "Das Arabische Meer über den Palmwipfeln",
    vastuDescription:
      "Seine Fenster zum Meer blicken nach Westen, in die Richtung Varunas, des Herrn der Gewässer; tiefe Dachüberstände mildern die kräftige Nachmittagssonne, wie es das Vastu rät. Das Kopfende des Bettes weist nach Süden, und eine Urli-Schale aus Messing mit Wasser und Blüten im Norden hält das Element Wasser an seinem Platz.",
    scents: ["Vetiver", "Blauer Lotus", "Meersalz und Neroli"],
  },
  lilybeth: {
    description: "Ein sanftes Zimmer in zartem Rosé mit hohen Fenstern über dem Seerosenteich und seinem Wassergarten.",
    fullDescription: [
      "Lilybeth blickt auf den Seerosenteich des Resorts, wo sich morgens rosa Seerosen öffnen und am Nachmittag wieder schließen. Das Zimmer hat ihre Farben übernommen: rosé Leinen, rosafarbene Kissen und helles Holz.",
      "Hohe Fenster und eine Veranda über dem Wasser holen ein stetes, sanft bewegtes Licht ins Zimmer. Das Bad unter freiem Himmel ist von tropischen Blättern umgeben, und am Abend spielen Frösche und Vögel die Musik.",
    ].join("\n\n"),
    galleryAlts: pictures(
      "Lilybeth",
      "Leinen in zartem Rosé und hohe Fenster zum Seerosenteich",
      "eine Veranda über dem Wassergarten mit Lotus und Seerosenblättern",
      "ein Bad unter freiem Himmel aus zartrosa Stein zwischen tropischen Blättern",
    ),
    amenities: [
      "Queensize-Bett mit Bettwäsche aus Bio-Baumwolle",
      "Veranda über dem Seerosenteich",
      "Bad unter freiem Himmel und Regendusche",
      "Klimaanlage und Deckenventilator",
      "Kräutertee auf dem Zimmer",
      "Yogamatte und Meditationskissen",
      "Badeöle und Seifen aus unserer eigenen Apotheke",
    ],
    views: "Der Seerosenteich und der Wassergarten",
    vastuDescription:
      "Das Vastu legt Wasser in den Norden und Nordosten, wo es Ruhe und Fülle bringen soll. Die Fenster von Lilybeth blicken genau in dieser Richtung auf den Teich, das Bett steht an der Südwand, und sanfte Farben halten die Energie des Raums leicht und empfänglich.",
    scents: ["Seerose", "Rose", "Kardamom"],
  },
  "secret-garden": {
    description:
      "Ein verborgenes Zimmer im Erdgeschoss mit rundem Fenster zu seinem eigenen ummauerten Garten voller Blüten und Heilpflanzen.",
    fullDescription: [
      "Hinter einer niedrigen Lateritmauer und einem Vorhang aus Sträuchern hat das Secret Garden einen Garten ganz für sich: Hibiskus, Jasmin, Tulsi und die Heilpflanzen, die unser Arzt in der Apotheke verwendet. Ein rundes Fenster rahmt ihn vom Bett aus wie ein lebendiges Gemälde.",
      "Das Zimmer ist kühl und grün gehalten, mit einem moosgrünen Kopfteil und naturfarbenem Leinen. Seine Veranda ist die privateste im Resort, und das Gartenbad liegt hinter Bananenblättern verborgen.",
    ].join("\n\n"),
    galleryAlts: pictures(
      "Secret Garden",
      "ein moosgrünes Kopfteil und ein rundes Fenster zum eigenen ummauerten Garten",
      "ein Pflanzerstuhl auf einer Veranda, versteckt zwischen blühenden Sträuchern",
      "ein Gartenbad hinter Bananenblättern",
    ),
    amenities: [
      "Queensize-Bett mit Bettwäsche aus Bio-Baumwolle",
      "Eigener ummauerter Garten",
      "Gartenbad und Regendusche",
      "Abgeschiedene Veranda mit Pflanzerstuhl",
      "Klimaanlage und Deckenventilator",
      "Kräutertee auf dem Zimmer",
      "Badeöle und Seifen aus unserer eigenen Apotheke",
    ],
    views: "Ein eigener ummauerter Garten mit Blüten und Heilpflanzen",
    vastuDescription:
      "Der Garten liegt im Norden und Osten des Zimmers, den Richtungen, die das Vastu offen und grün hält, damit Prana fließen kann, während die massive Lateritmauer Süden und Westen schützt. Das runde Fenster, eine Form, die das Vastu mit Ganzheit verbindet, rahmt den Garten vom Bett aus.",
    scents: ["Tulsi", "Champa", "Ylang-Ylang"],
  },
  "lavender-loft": {
    description: "Ein behagliches Dachzimmer unter dem schrägen Teakholzdach, in sanften Lavendeltönen, auf Höhe der Baumkronen.",
    fullDescription: [
      "Eine Teakholztreppe hinauf liegt das Lavender Loft unter dem Dachfirst, mit einem runden Fenster auf Höhe der Baumkronen. Den ganzen Tag ziehen Palmwedel daran vorbei, und nachts fühlt sich das Zimmer an wie ein Nest.",
      "Leinen in Lavendel und hellem Grau, eine Leselampe und eine kleine hohe Veranda machen es zum Liebling von Alleinreisenden, und sein Preis macht es zur sanftesten Art, für ein längeres Programm in Kaivalya zu wohnen.",
    ].join("\n\n"),
    galleryAlts: pictures(
      "Lavender Loft",
      "ein Kopfteil in Lavendel unter dem schrägen Teakholzdach, ein rundes Fenster zu den Palmkronen",
      "eine hohe Veranda auf Baumkronenhöhe mit Pflanzerstuhl",
      "ein Bad unter freiem Himmel mit lavendelfarbenen Handtüchern",
    ),
    amenities: [
      "Doppelbett mit Bettwäsche aus Bio-Baumwolle",
      "Rundes Fenster auf Höhe der Baumkronen",
      "Kleine eigene Veranda",
      "Bad unter freiem Himmel mit Regendusche",
      "Deckenventilator und Klimaanlage",
      "Leselampe und Bücherregal",
      "Badeöle und Seifen aus unserer eigenen Apotheke",
    ],
    views: "Die Palmkronen und der offene Himmel",
    vastuDescription:
      "Das Dach des Lofts fällt nach Süden und Westen ab und steigt nach Norden und Osten an, wie es das Vastu bevorzugt, sodass sich der Raum dem Morgen öffnet. Helle Farben und das hohe Fenster halten das Dachzimmer luftig, und das Kopfende des Bettes liegt nach Süden unter dem niedrigsten Teil des Dachs.",
    scents: ["Lavendel", "Kamille", "Zedernholz"],
  },
  forest: {
    description:
      "Ein abgeschiedenes Cottage in einem Hain aus Jackfrucht-, Mango- und Teakbäumen, kühl und grün, mit hohen Fenstern zu den Bäumen.",
    fullDescription: [
      "Forest steht für sich im Hain am Rand des Grundstücks, zwischen Jackfrucht-, Mango- und Teakbäumen, die es auch an den heißesten Nachmittagen kühl halten. Tiefgrüne Wände, dunkles Holz und hohe Fenster holen den Hain ins Haus.",
      "Hier weckt Sie Vogelgesang. Das Cottage hat eine eigene Veranda zwischen den Stämmen und ein Bad unter freiem Himmel, umschlossen von Bäumen, und es ist das privateste unserer Zimmer, für Gäste, die vollkommene Stille suchen.",
    ].join("\n\n"),
    galleryAlts: pictures(
      "Forest",
      "tiefe Grüntöne und hohe Fenster zu einem Baumhain",
      "eine Veranda zwischen Baumstämmen in sanftem grünem Licht",
      "ein Bad unter freiem Himmel, umschlossen vom Hain",
    ),
    amenities: [
      "Kingsize-Bett mit Bettwäsche aus Bio-Baumwolle",
      "Freistehendes Cottage im Hain",
      "Bad unter freiem Himmel und Regendusche",
      "Veranda zwischen den Bäumen",
      "Klimaanlage und Deckenventilator",
      "Täglich Kräutertee und frisches Obst",
      "Yogamatte und Meditationskissen",
      "Badeöle und Seifen aus unserer eigenen Apotheke",
    ],
    views: "Ein Hain aus Jackfrucht-, Mango- und Teakbäumen",
    vastuDescription:
      "Das Vastu empfiehlt hohe Bäume im Süden und Westen eines Hauses, wo sie es vor der härtesten Sonne schützen, und offenes Land im Norden und Osten. Genau so liegt das Cottage: die Fenster zur helleren Seite des Hains, das Kopfende des Bettes nach Süden.",
    scents: ["Vetiver", "Zedernholz", "Mitti Attar (Monsunerde)"],
  },
  stoneage: {
    description: "Ein kühles, höhlenartiges Zimmer aus handbehauenem Stein auf der Klippe, mit Bogenfenster über Granitfelsen und Meer.",
    fullDescription: [
      "Stoneage ist aus demselben Laterit und Granit gebaut wie die Klippen von Chowara, auf denen es steht. Seine handbehauenen Steinwände bleiben den ganzen Tag kühl, und ein Bogenfenster blickt hinab auf Felsen, an denen sich das Meer in weißer Spitze bricht.",
      "Die Farben sind Stein, Ton und naturfarbenes Leinen; das Bad ist von Stein umfasst und zum Himmel offen. Gäste beschreiben es als das erdendste Zimmer des Resorts, und besonders Menschen mit Pitta-Konstitution fühlen sich hier wohl.",
    ].join("\n\n"),
    galleryAlts: pictures(
      "Stoneage",
      "Wände aus handbehauenem Stein und ein Bogenfenster über Granitfelsen und Meer",
      "eine Veranda aus Stein über den Felsen und dem Meer",
      "ein Bad zwischen Steinmauern unter freiem Himmel, mit Regendusche aus Messing",
    ),
    amenities: [
      "Kingsize-Bett mit Bettwäsche aus Bio-Baumwolle",
      "Handbehauene Steinwände, die tagsüber kühl bleiben",
      "Bad zwischen Steinmauern unter freiem Himmel, mit Regendusche",
      "Veranda über den Felsen und dem Meer",
      "Klimaanlage und Deckenventilator",
      "Kräutertee auf dem Zimmer",
      "Badeöle und Seifen aus unserer eigenen Apotheke",
    ],
    views: "Granitfelsen und das Meer unter der Klippe",
    vastuDescription:
      "Stein ist das Element Prithvi, die Erde, die das Vastu in den Südwesten legt, um einem Haus Beständigkeit zu geben. Die schwersten Mauern von Stoneage stehen auf dieser Seite, das Bogenfenster öffnet sich nach Westen zum Meer, und das Kopfende des Bettes liegt nach Süden am massiven Stein.",
    scents: ["Weihrauch", "Patschuli", "Kampfer"],
  },
};
