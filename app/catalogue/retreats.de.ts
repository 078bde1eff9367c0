import type { RetreatCopy } from "./types";

const LOCATION = "Kaivalya Ayurveda Retreat, Chowara, Trivandrum, Kerala";

/** The retreats' German copy, by id; names, prices and pictures are the English module's. */
export const retreatsDe: Record<string, RetreatCopy> = {
  "knees-joints-healing-7-day": {
    description:
      "Sieben Tage ärztlich begleitetes Ayurveda für steife, schmerzende Knie und Gelenke: warme Kräuterstempel (Kizhi), Abhyanga und Janu Basti, sanftes therapeutisches Yoga und entzündungshemmende sattvische Küche am Meer.",
    fullDescription: [
      "Unsere Gelenke tragen uns durch jeden Tag unseres Lebens. Steifheit und Schmerz deutet der Ayurveda meist als gestörtes Vata: Trockenheit, Kälte und Erschöpfung, die sich dort festsetzen, wo Knochen auf Knochen trifft. Dieses Retreat kehrt das behutsam und gründlich um, mit Wärme, Öl und Ruhe, täglich begleitet von unserem Ayurveda-Arzt im Haus.",
      "Ihre Woche beginnt mit der Pulsdiagnose (Nadi Pariksha) und einem ausführlichen Gespräch über Ihre Vorgeschichte, Ihre Beweglichkeit, Ihr Essen und Ihren Schlaf. Danach verordnet der Arzt Ihre Öle, Ihre Kräutermedizin und die Abfolge Ihrer Anwendungen, sodass kaum zwei Gäste dasselbe Programm erleben.",
      "Jeden Tag verbringen Sie zwei bis drei Stunden in unseren lampenerleuchteten Behandlungsräumen. Abhyanga, die synchrone Warmölmassage durch zwei Therapeuten, nährt das Gewebe; bei Elakizhi und Podikizhi werden heiße Stempel aus Heilblättern und Kräuterpulvern rhythmisch entlang der Gelenke aufgesetzt, um Entzündungen zu lindern und die Beweglichkeit zurückzugeben; und bei Janu Basti ruht ein kleiner See aus warmem Heilöl auf jedem Knie, bis die Wärme tief eingedrungen ist. Dazwischen ruhen Sie, wandern auf den Klippenpfaden über dem Strand von Chowara und üben therapeutisches Yoga, das sich nach dem richtet, was Ihre Gelenke mühelos können.",
      "Unsere Küche kocht ganz für Sie, im Rahmen der ärztlichen Empfehlungen: warme, frisch zubereitete vegetarische Mahlzeiten voller Kurkuma, Ingwer und Ghee, ohne die kalten und schweren Speisen, die Vata aus dem Gleichgewicht bringen. Wir beherbergen nie mehr als sechs Gäste zugleich, und so kennen Ihre Therapeuten, Ihr Arzt und unsere Köche Sie bald beim Namen.",
      "Sie reisen mit leichterem Schritt ab, mit einem Plan für zu Hause und mit den Ölen und Kräutern, um fortzusetzen, was diese Woche begonnen hat.",
    ].join("\n\n"),
    duration: "7 Tage, 6 Nächte",
    imageAlt:
      "Kizhi-Kräuterstempel aus Musselin und Heilblättern erwärmen sich in einer Messingpfanne mit Öl, daneben Zitronen und Kurkuma",
    heroImageAlt:
      "Ein lampenerleuchteter Ayurveda-Behandlungsraum mit geschnitzter Droni-Liege aus Holz, einer Nilavilakku-Messinglampe und Gartenlicht durch ein Gitterfenster",
    location: LOCATION,
    inclusions: [
      "Sechs Übernachtungen in einem Zimmer mit Garten- oder Meerblick",
      "Aufnahmegespräch mit Pulsdiagnose (Nadi Pariksha) bei unserem Ayurveda-Arzt",
      "Tägliche ärztliche Visite und ein Abschlussgespräch mit Plan für zu Hause",
      "Tägliches Abhyanga mit Heilölen für die Gelenke",
      "Elakizhi und Podikizhi, Anwendungen mit Kräuterstempeln",
      "Janu Basti und Kati Basti, Warmöl-Anwendungen für Knie und unteren Rücken",
      "Täglich therapeutisches Yoga und Gelenkmobilisation im Pavillon",
      "Alle sattvischen vegetarischen Mahlzeiten, Kräutertees und medizinisches Trinkwasser",
      "Individuelle Kräutermedizin während Ihres Aufenthalts",
      "Transfer vom und zum Flughafen Trivandrum (35 Minuten)",
    ],
    itinerary: [
      {
        day: "Tag 1",
        title: "Ankunft und Pulsdiagnose",
        description:
          "Ein Fahrer holt Sie am Flughafen Trivandrum ab. Nach einem Willkommen mit frischer Kokosnuss und einer Jasmingirlande liest der Arzt Ihren Puls und plant Ihre Woche.",
        activities: [
          "Abholung vom Flughafen und Willkommensritual",
          "Ärztliches Gespräch und Nadi Pariksha",
          "Sanftes Abhyanga zum Kennenlernen",
          "Leichtes sattvisches Abendessen",
        ],
      },
      {
        day: "Tag 2–3",
        title: "Wärme und Öl",
        description:
          "Tägliche Ölmassagen und Kräuterdampf bereiten den Körper vor, damit die tieferen Anwendungen wirken können. Das Yoga ist langsam und stützend.",
        activities: [
          "Therapeutisches Yoga am Morgen",
          "Abhyanga mit anschließendem Kräuterdampf (Swedana)",
          "Elakizhi mit Blätterstempeln",
          "Abendspaziergang über die Klippen von Chowara",
        ],
      },
      {
        day: "Tag 4–6",
        title: "Tiefe Anwendungen für die Gelenke",
        description:
          "Das Herzstück des Programms: Warmes Öl ruht auf Knien und unterem Rücken, Pulverstempel werden entlang steifer, schmerzender Gelenke aufgesetzt.",
        activities: [
          "Janu Basti und Kati Basti",
          "Podikizhi mit Kräuterpulverstempeln",
          "Mobilität und Kräftigung mit Ihrer Yogalehrerin",
          "Tägliche ärztliche Visite und Anpassung der Medizin",
        ],
      },
      {
        day: "Tag 7",
        title: "Ankommen im Alltag und Abreise",
        description:
          "Ein Abschlussgespräch macht aus der Woche einen Plan für zu Hause: Übungen, Ernährung und die Öle zum Weiterführen. Nach dem Frühstück bringen wir Sie zum Flughafen.",
      },
    ],
  },
  "cultural-cuisine-4-day": {
    description:
      "Vier Tage im lebendigen Kerala: mit unseren Köchen ein Sadya kochen, durch einen Gewürzgarten streifen, in der Dämmerung zwischen den Lampen eines Tempels sitzen und über die Backwaters gleiten, dazu täglich ein Abhyanga.",
    fullDescription: [
      "Kerala ist die Wiege des Ayurveda, und in seinen Küchen wird dieses Wissen jeden Tag gelebt. Dieses kurze Retreat öffnet Ihnen beides: vier gemächliche Tage mit Kochen, Kosten und Entdecken, im Wechsel mit dem wohltuenden Rhythmus täglicher Anwendungen im Resort.",
      "Mit unseren Köchen lernen Sie die Logik der ayurvedischen Küche kennen: die sechs Geschmacksrichtungen, die Gewürze, die das Verdauungsfeuer entfachen, und das sattvische Prinzip frischer, leichter und mit Sorgfalt zubereiteter Speisen. In zwei Kochkursen bereiten Sie Klassiker wie Avial, Thoran, Sambar und ein mildes Kitchari zu, und am letzten Tag helfen Sie bei einem festlichen Sadya, das auf Bananenblättern serviert wird.",
      "Außerhalb der Küche führen wir Sie in einen Gewürzgarten, wo Pfefferranken, Kardamom und Zimt wachsen, zu einem traditionellen Tempel in der Dämmerung, wenn Hunderte Öllampen entlang seiner Mauern entzündet werden, und im Landboot auf die Backwaters. Ein Abend mit Kathakali, dem klassischen Tanztheater Keralas, zeigt, wie die Region ihre ältesten Geschichten erzählt.",
      "Jeden Nachmittag kehren Sie mit einer Abhyanga-Warmölmassage zur Ruhe zurück, jeder Morgen beginnt mit Yoga im offenen Pavillon. Wie immer bleibt die Gruppe klein: nie mehr als sechs Gäste, sodass sich jeder Ausflug wie eine Einladung anfühlt und nicht wie eine Besichtigungstour.",
    ].join("\n\n"),
    duration: "4 Tage, 3 Nächte",
    imageAlt: "Ein Sadya aus Kerala auf einem Bananenblatt: Reis mit Sambar, Avial, Thoran, Pickles, Bananenchips, Pappadam und Payasam",
    heroImageAlt:
      "Ein Tempel in Kerala in der Dämmerung, seine Außenmauer gesäumt von Hunderten kleiner Öllampen, daneben ein leuchtender Lampenturm",
    location: LOCATION,
    inclusions: [
      "Drei Übernachtungen in einem Zimmer Ihrer Wahl",
      "Willkommensgespräch mit unserem Ayurveda-Arzt",
      "Zwei ayurvedische Kochkurse zum Mitmachen und ein Sadya-Festessen",
      "Rezeptheft und eine Schachtel Gewürze aus Kerala für zu Hause",
      "Geführter Besuch eines Gewürzgartens",
      "Abendlicher Besuch eines traditionellen Tempels zum Entzünden der Lampen",
      "Kathakali-Aufführung mit Einführung in Gesten und Maske",
      "Fahrt im Landboot auf den Backwaters",
      "Tägliche Abhyanga-Warmölmassage",
      "Täglich Yoga am Morgen und alle sattvischen vegetarischen Mahlzeiten",
      "Transfer vom und zum Flughafen Trivandrum",
    ],
    itinerary: [
      {
        day: "Tag 1",
        title: "Willkommen in Kerala",
        description:
          "Ankommen, einrichten und ein kurzes Gespräch mit dem Arzt. Am Abend stellt unser Koch bei einem Probiermenü die sechs Geschmacksrichtungen vor.",
        activities: ["Abholung vom Flughafen", "Willkommensgespräch", "Abhyanga", "Probiermenü der sechs Geschmacksrichtungen"],
      },
      {
        day: "Tag 2",
        title: "Gewürzgarten und erster Kochkurs",
        description:
          "Ein Vormittag zwischen Pfefferranken und Kardamom, dann in die Küche, um Avial, Thoran und Sambar zu kochen. In der Dämmerung besuchen wir einen Tempel, wenn seine Lampen entzündet werden.",
        activities: [
          "Yoga bei Sonnenaufgang",
          "Spaziergang durch den Gewürzgarten",
          "Kochkurs: vegetarische Alltagsküche aus Kerala",
          "Tempelbesuch in der Dämmerung",
        ],
      },
      {
        day: "Tag 3",
        title: "Backwaters und Kathakali",
        description:
          "Eine langsame Fahrt im Landboot vorbei an Dörfern am Wasser, eine Anwendung am Nachmittag und ein Abend mit Kathakali.",
        activities: ["Bootsfahrt auf den Backwaters", "Abhyanga", "Kathakali-Aufführung"],
      },
      {
        day: "Tag 4",
        title: "Sadya und Abschied",
        description:
          "Helfen Sie der Küche bei einem festlichen Sadya, genießen Sie es gemeinsam auf Bananenblättern und nehmen Sie Rezepte und Gewürze mit nach Hause.",
      },
    ],
  },
  "gut-regeneration-14-day": {
    description:
      "Vierzehn Tage klassisches Panchakarma, das die Verdauung von Grund auf neu ordnet: ärztlich begleitetes Virechana und Basti, täglich Abhyanga und Shirodhara, zweimal täglich Yoga und eine sorgfältig gestufte sattvische Ernährung.",
    fullDescription: [
      "Im Ayurveda beginnt Gesundheit im Darm. Ist Agni, das Verdauungsfeuer, schwach, wird die Nahrung nur zum Teil verwandelt und hinterlässt Ama, einen zähen Rückstand, der für Blähungen, Müdigkeit, Schwere und viele chronische Beschwerden verantwortlich gemacht wird. Dieses vierzehntägige Programm folgt der klassischen Abfolge des Panchakarma, um Ama zu lösen und Agni wieder aufzubauen, täglich begleitet von unserem Ayurveda-Arzt.",
      "Die ersten Tage bereiten den Körper vor. Ghee in sorgfältig steigender Dosis (Snehapana), tägliches Abhyanga und Kräuterdampf lösen, was gehen soll, und führen es zurück zum Verdauungstrakt. Dann folgt die eigentliche Reinigung: Virechana, eine sanfte therapeutische Ausleitung an einem stillen Ruhetag, und danach eine Basti-Kur, Einläufe mit Heilöl und Kräuterabkochungen, die der Ayurveda als wichtigste aller Therapien für Darm und Nervensystem ansieht.",
      "Die zweite Woche stärkt und baut auf. Ihre Kost führt Schritt für Schritt von dünnem Reisschleim zu nährenden Mahlzeiten (Samsarjana Krama), damit die Verdauung ihre Kraft wiederfindet, während Shirodhara, ein gleichmäßiger Strahl warmen Öls auf der Stirn, den Geist und das Nervensystem beruhigt, von dem der Darm abhängt.",
      "Yoga begleitet jeden Tag, zweimal täglich: eine sanfte Praxis bei Sonnenaufgang im Pavillon und am Abend regenerierende Haltungen und Pranayama. Die Mahlzeiten sind sattvisch, vegetarisch und für Ihre Konstitution gekocht; die Abende sind still. Mit nie mehr als sechs Gästen zugleich sieht der Arzt Sie jeden Tag und passt das Programm an, wie Ihr Körper antwortet.",
      "Sie reisen mit leichterem Körper und klarerem Kopf ab, dazu mit einem schriftlichen Plan für Ernährung, Tagesablauf und Kräuter, der bewahrt, was diese zwei Wochen erreicht haben.",
    ].join("\n\n"),
    duration: "14 Tage, 13 Nächte",
    imageAlt:
      "Bernsteinfarbene Flaschen mit ayurvedischen Heilölen neben einer Uruli-Messingschale voll Wasser mit schwimmenden Tagetes und Jasmin",
    heroImageAlt: "Ein Reisboot mit Strohdach gleitet im ersten Licht über die stillen Backwaters Keralas, Palmen spiegeln sich im Wasser",
    location: LOCATION,
    inclusions: [
      "Dreizehn Übernachtungen in einem Zimmer Ihrer Wahl",
      "Pulsdiagnose bei Ankunft und tägliche Gespräche mit unserem Ayurveda-Arzt",
      "Vollständiges klassisches Panchakarma: Snehapana, Virechana und eine Basti-Kur",
      "Tägliches Abhyanga mit Kräuterdampf (Swedana)",
      "Shirodhara in der Aufbauphase",
      "Zweimal täglich Yoga: bei Sonnenaufgang und am Abend regenerierend mit Pranayama",
      "Gestufte therapeutische Kost (Samsarjana Krama) und alle sattvischen vegetarischen Mahlzeiten",
      "Alle Kräutermedizin und Heilgetränke während des Programms",
      "Geführte Meditation und ein Vortrag über den ayurvedischen Tagesablauf (Dinacharya)",
      "Abschlussgespräch mit schriftlichem Plan für Ernährung, Tagesablauf und Kräuter zu Hause",
      "Transfer vom und zum Flughafen Trivandrum",
    ],
    itinerary: [
      {
        day: 1,
        title: "Ankunft und Befund",
        activities: [
          "Abholung vom Flughafen und Willkommen",
          "Gespräch und Pulsdiagnose",
          "Regenerierendes Yoga am Abend",
          "Leichtes Kitchari zum Abendessen",
        ],
      },
      {
        day: 2,
        title: "Agni entfachen",
        activities: [
          "Yoga bei Sonnenaufgang",
          "Verdauungskräuter vor den Mahlzeiten",
          "Abhyanga und Kräuterdampf",
          "Abendyoga und Pranayama",
        ],
      },
      {
        day: 3,
        title: "Beginn der inneren Ölung",
        activities: [
          "Yoga bei Sonnenaufgang",
          "Snehapana: erste abgemessene Dosis Heil-Ghee",
          "Ärztliche Visite",
          "Abendyoga und Pranayama",
        ],
      },
      {
        day: 4,
        title: "Innere Ölung",
        activities: ["Yoga bei Sonnenaufgang", "Snehapana in erhöhter Dosis", "Abhyanga und Kräuterdampf", "Abendyoga und Pranayama"],
      },
      {
        day: 5,
        title: "Innere Ölung",
        activities: ["Yoga bei Sonnenaufgang", "Snehapana, letzte Dosis", "Abhyanga und Kräuterdampf", "Abendyoga und Pranayama"],
      },
      {
        day: 6,
        title: "Vorbereitung auf die Ausleitung",
        activities: ["Sanftes Yoga bei Sonnenaufgang", "Ganzkörper-Abhyanga", "Swedana-Kräuterdampf", "Warme, flüssige Abendmahlzeit"],
      },
      {
        day: 7,
        title: "Virechana",
        description: "Der Tag der therapeutischen Ausleitung: ein stiller Ruhetag unter ärztlicher Aufsicht.",
        activities: ["Virechana unter ärztlicher Aufsicht", "Ruhe und warmer Reisschleim", "Atemübungen am Abend"],
      },
      {
        day: 8,
        title: "Ruhe und erstes Basti",
        activities: ["Sanftes Yoga bei Sonnenaufgang", "Abhyanga", "Anuvasana Basti (Heilöl)", "Abendyoga und Pranayama"],
      },
      {
        day: 9,
        title: "Basti-Kur",
        activities: ["Yoga bei Sonnenaufgang", "Abhyanga und Dampf", "Niruha Basti (Kräuterabkochung)", "Abendyoga und Pranayama"],
      },
      {
        day: 10,
        title: "Basti-Kur",
        activities: ["Yoga bei Sonnenaufgang", "Abhyanga und Dampf", "Anuvasana Basti", "Abendyoga und Pranayama"],
      },
      {
        day: 11,
        title: "Abschluss der Basti-Kur",
        activities: ["Yoga bei Sonnenaufgang", "Abhyanga und Dampf", "Niruha Basti", "Ärztliche Visite"],
      },
      {
        day: 12,
        title: "Den Geist beruhigen",
        activities: [
          "Yoga bei Sonnenaufgang",
          "Shirodhara",
          "Samsarjana Krama: zurück zu weicher, nährender Kost",
          "Abendyoga und Pranayama",
        ],
      },
      {
        day: 13,
        title: "Kraft aufbauen",
        activities: ["Yoga bei Sonnenaufgang", "Shirodhara", "Kochvorführung: Gerichte für zu Hause", "Geführte Meditation"],
      },
      {
        day: 14,
        title: "Abreise",
        activities: ["Yoga bei Sonnenaufgang", "Abschlussgespräch und Plan für zu Hause", "Transfer zum Flughafen Trivandrum"],
      },
    ],
  },
  "7-day-yoga-ayurveda": {
    description:
      "Eine Woche Yoga, zweimal täglich, in unserem offenen Pavillon über dem Meer, mit täglichen Ayurveda-Anwendungen, Pranayama und Meditation, sattvischen Mahlzeiten und ärztlichem Rat für Ihre Konstitution.",
    fullDescription: [
      "Yoga und Ayurveda wachsen aus derselben Wurzel. Yoga beruhigt den Geist und befreit den Körper; Ayurveda zeigt, wie man isst, ruht und lebt, damit die Praxis Wurzeln schlagen kann. Diese Woche verbindet beide an dem Ort, für den sie geschaffen sind: in einem offenen Teakholz-Pavillon über dem Arabischen Meer, in dem der Morgen mit dem Rauschen der Wellen beginnt.",
      "Ihre Woche beginnt mit einem Gespräch und der Pulsdiagnose. Der Arzt bestimmt Ihre Konstitution (Prakriti) und Ihre aktuellen Ungleichgewichte, und Ihre Yogalehrerin gestaltet nach demselben Befund Ihre Praxis: wärmend und erdend für Vata, kühlend und loslassend für Pitta, belebend für Kapha.",
      "Die Vormittage gehören einer vollständigen Praxis aus Asanas und Pranayama, die Abende langsamem Yin- und regenerierendem Yoga, Atem und Meditation, während die Sonne über dem Meer versinkt. Dazwischen erhalten Sie täglich eine Ayurveda-Anwendung, darunter Abhyanga und Shirodhara, essen sattvisch und vegetarisch und haben Zeit zum Lesen, Schwimmen und Ruhen.",
      "Anfänger sind herzlich willkommen: Die Gruppen sind klein, nie mehr als sechs Gäste, und jede Haltung hat eine Variante. Geübte finden Raum, tiefer zu gehen, mit persönlicher Begleitung bei Ausrichtung und Atem.",
    ].join("\n\n"),
    duration: "7 Tage, 6 Nächte",
    imageAlt:
      "Ein offener Yoga-Pavillon aus Teakholz mit ausgelegten Matten und einem Gast in sitzender Meditation, dahinter Meer und Palmen",
    heroImageAlt: "Ein Gast in sitzender Meditation im offenen Yoga-Pavillon, Musselinvorhänge bewegen sich, dahinter wiegen sich Palmen",
    location: LOCATION,
    inclusions: [
      "Sechs Übernachtungen in einem Zimmer Ihrer Wahl",
      "Gespräch mit Pulsdiagnose und Bestimmung der Konstitution (Prakriti)",
      "Zweimal täglich Yoga: morgens Asanas und Pranayama, abends regenerierende Praxis",
      "Tägliche geführte Meditation",
      "Fünf Ayurveda-Anwendungen, darunter Abhyanga und Shirodhara",
      "Eine Einzelstunde mit Ihrer Yogalehrerin",
      "Alle sattvischen vegetarischen Mahlzeiten, Kräutertees und frische Säfte",
      "Vortrag über den ayurvedischen Tagesablauf und die Ernährung nach Ihrer Konstitution",
      "Geführter Spaziergang zum Sonnenuntergang auf den Klippen von Chowara",
      "Transfer vom und zum Flughafen Trivandrum",
    ],
    itinerary: [
      {
        day: "Tag 1",
        title: "Ankunft und Konstitution",
        description:
          "Beziehen Sie Ihr Zimmer, lassen Sie vom Arzt Ihren Puls lesen und kommen Sie bei einer leichten Abendpraxis in Körper und Atem an.",
        activities: ["Abholung vom Flughafen", "Gespräch und Bestimmung der Prakriti", "Regenerierendes Yoga am Abend"],
      },
      {
        day: "Tag 2–3",
        title: "Grundlagen",
        description:
          "Eine beständige Praxis aufbauen: Ausrichtung, Atem und der Aufbau einer Sequenz für Ihre Konstitution. Die Anwendungen beginnen mit Abhyanga.",
        activities: ["Asanas und Pranayama bei Sonnenaufgang", "Abhyanga", "Yin Yoga und Meditation am Abend"],
      },
      {
        day: "Tag 4–5",
        title: "Vertiefung",
        description:
          "Längeres Halten, Umkehrhaltungen, wo sie passen, und eine Einzelstunde mit Ihrer Lehrerin. Shirodhara bringt das Nervensystem zur Ruhe.",
        activities: ["Morgenpraxis", "Einzelstunde", "Shirodhara", "Vortrag über den ayurvedischen Tagesablauf"],
      },
      {
        day: "Tag 6",
        title: "Stille und Ankommen",
        description: "Ein sanfter Morgen in Stille, eine letzte Anwendung und ein Spaziergang über die Klippen bei Sonnenuntergang.",
      },
      {
        day: "Tag 7",
        title: "Abreise",
        description:
          "Eine letzte Praxis bei Sonnenaufgang und ein schriftlicher Tagesplan für zu Hause von Arzt und Lehrerin, bevor wir Sie zum Flughafen bringen.",
      },
    ],
  },
};
