import { Link } from "react-router";
import { mediaImage } from "../media";
import { site } from "../site";
import { ArticleFigure } from "./article-figure";

const pavilion = mediaImage(
  "retreats/7-day-yoga-ayurveda/card",
  "A guest in seated meditation in the open yoga pavilion, the sea and palms beyond",
);
const treatmentRoom = mediaImage(
  "retreats/knees-joints-healing-7-day/hero",
  "A lamp-lit treatment room with a carved wooden droni table and a brass oil lamp",
);
const sadya = mediaImage("retreats/cultural-cuisine-4-day/card", "A vegetarian Kerala meal served on a banana leaf");
const temple = mediaImage("retreats/cultural-cuisine-4-day/hero", "A Kerala temple at dusk with its walls lined with oil lamps");

export default function DayAtKaivalya() {
  return (
    <div className="article-body">
      <p>
        Guests often arrive expecting a spa: a treatment here, a swim there, and long empty hours in between. An Ayurvedic retreat is
        something different, a day with a shape. Ayurveda teaches that each part of the day has its own quality, and that the body heals
        best when we live in step with it. Here is an ordinary day at {site.name}, hour by hour, as it might unfold in the second week of a
        Panchakarma programme.
      </p>

      <h2>5:45 am: Waking before the sun</h2>
      <p>
        The hours before sunrise belong to Vata, the quality of air and movement, and are the clearest of the day for the mind. A soft knock
        and a flask of warm water with a few slices of ginger arrive at your door. You scrape your tongue, rinse your mouth with sesame oil,
        and walk through the garden in the blue light while the fishermen push their boats out below the cliffs.
      </p>

      <h2>6:15 am: Sunrise yoga in the pavilion</h2>
      <p>
        The morning practice lasts ninety minutes: gentle warming, sun salutations adapted to your body, standing postures, and a long
        pranayama and meditation as the light comes up over the palms. Our teachers know each guest's constitution from the doctor's notes,
        so a Vata guest is kept warm and grounded, while a Pitta guest is encouraged to soften rather than strive.
      </p>
      <ArticleFigure image={pavilion} caption="The day begins in the open pavilion above the sea." />

      <h2>8:00 am: Breakfast</h2>
      <p>
        Breakfast is warm and light: perhaps rice kanji with a spoon of ghee and green gram, steamed idiyappam with a mild vegetable stew,
        fresh papaya and a cup of herbal tea. There is no coffee during a cleanse, and, remarkably, after the first few days no one misses
        it.
      </p>

      <h2>9:00 am: The doctor's round</h2>
      <p>
        Each morning the doctor sees every guest, taking your pulse (Nadi Pariksha) at the wrist, feeling for the qualities of Vata, Pitta
        and Kapha, looks at your tongue and asks how you slept, how you digested yesterday's meals and how you feel. The day's therapies,
        medicines and meals are adjusted from this reading. With only six guests at a time, the conversation is never hurried.
      </p>

      <h2>10:00 am: Treatment</h2>
      <p>
        The main treatment of the day takes place in one of our lamp-lit therapy rooms. It might begin with Abhyanga, the four-handed
        warm-oil massage performed in perfect synchrony by two therapists, followed by herbal steam. On other days it is Kizhi, warm
        poultices of leaves or herbal powders pressed rhythmically along the body, or Shirodhara, a fine, unbroken stream of warm oil poured
        across the forehead for forty-five minutes, which many guests describe as the deepest rest they have known. On Panchakarma days it
        is the cleansing therapy itself, Virechana or Basti, followed by quiet rest in your room.
      </p>
      <ArticleFigure image={treatmentRoom} caption="Treatments take place in quiet, lamp-lit rooms." />

      <h2>12:30 pm: Lunch, the main meal</h2>
      <p>
        Midday is the time of Pitta, when digestive fire is strongest, so lunch is the largest meal of the day. It is sattvic and
        vegetarian, cooked that morning from vegetables, grains, lentils and spices chosen for you: red rice, a dal, a thoran of beans and
        fresh coconut, a cooling raita, a small spoon of pickle to wake the appetite. You eat slowly, in silence if you wish, on the
        veranda.
      </p>
      <ArticleFigure image={sadya} caption="Lunch is the largest meal of the Ayurvedic day." />

      <h2>2:00 pm: Rest</h2>
      <p>
        After lunch the resort falls quiet. The afternoon is for reading, writing, a short rest (not a long sleep, which Ayurveda considers
        heavy), or sitting in the shade of the grove listening to the sea. Herbal medicines are taken at the times the doctor has set.
      </p>

      <h2>4:00 pm: Learning, or an excursion</h2>
      <p>
        Late afternoon brings something to learn. It might be a cooking demonstration in our kitchen, a talk on the Ayurvedic daily routine,
        or a walk through the herb garden with our doctor, who shows you the plants that go into your oils. On lighter days we offer
        cultural excursions: a spice garden, a country boat on the backwaters, or a visit to a temple as its lamps are lit.
      </p>

      <h2>5:30 pm: Evening yoga and pranayama</h2>
      <p>
        The evening session is slower: restorative and yin postures, long breathing practices and a guided meditation as the sun drops into
        the Arabian Sea. On a programme of fourteen days or longer, this is the second of two daily yoga sessions.
      </p>

      <h2>6:45 pm: Sunset and the lamp</h2>
      <p>
        At dusk our housekeepers light the brass lamps in the prayer niches and along the paths, as Kerala households have done for
        centuries. Guests gather on the cliff to watch the sky change colour, or walk down to the beach as the fishing boats come home.
      </p>
      <ArticleFigure image={temple} caption="At dusk, lamps are lit across Kerala." />

      <h2>7:30 pm: A light supper</h2>
      <p>
        As digestion slows with the sun, supper is small and early: a gentle soup, kitchari of rice and mung beans, or steamed vegetables
        with a little ghee, followed by a cup of warm spiced milk or herbal tea.
      </p>

      <h2>9:30 pm: Sleep</h2>
      <p>
        By half past nine the resort is dark and still. Ayurveda asks us to be asleep before ten, before the second Pitta period of the
        night begins, and after a day like this, sleep comes easily. Many guests tell us they sleep more deeply at {site.shortName} than
        they have in years.
      </p>

      <h2>Bringing the day home</h2>
      <p>
        The real gift of this rhythm is that you can keep it. Before you leave, the doctor writes you a daily routine (Dinacharya) that fits
        your life at home: when to wake, how to eat, which oils to use and which practices to keep. If you would like to live a day like
        this yourself, <Link to="/retreats">explore our retreats</Link> or <Link to="/contact">write to us</Link> and we will help you
        choose.
      </p>
    </div>
  );
}
