import { Link } from "react-router";
import { mediaImage } from "../media";
import { site } from "../site";
import { ArticleFigure } from "./article-figure";

const oils = mediaImage(
  "retreats/gut-regeneration-14-day/card",
  "Bottles of medicated Ayurvedic oils beside a brass uruli of floating flowers",
);
const kizhi = mediaImage("retreats/knees-joints-healing-7-day/card", "Herbal Kizhi poultices warming in a brass pan of oil");
const pavilion = mediaImage("retreats/7-day-yoga-ayurveda/card", "The open yoga pavilion with mats laid out and the sea beyond");

export default function AyurvedaRetreatPackages() {
  return (
    <div className="article-body">
      <p>
        The first question most guests ask us is not which therapy they need, but how long they should stay. It is the right question. In
        Ayurveda, time is part of the treatment: the body needs days to prepare, to release and to rebuild, and each stage has its own
        rhythm. Here is how we think about the length of a retreat, and what each of our packages includes.
      </p>

      <h2>What every package includes</h2>
      <p>Whatever its length, every stay at {site.shortName} is built on the same foundations:</p>
      <ul>
        <li>A doctor-led consultation and pulse diagnosis on arrival, and regular reviews throughout.</li>
        <li>A programme of classical therapies prescribed for you, not chosen from a menu.</li>
        <li>Sattvic vegetarian meals cooked for your constitution, with herbal teas and medicated water.</li>
        <li>Daily yoga, meditation and breathing practice in our pavilion above the sea.</li>
        <li>Small groups: never more than six guests at a time.</li>
        <li>Transfers from Trivandrum airport, and help with visas, payments and what to pack.</li>
      </ul>

      <h2>The 7-Day Rebalancing Retreat</h2>
      <p>
        A week is the shortest stay we recommend for real change. It is long enough to settle into a daily rhythm of yoga, treatment, good
        food and early nights, and for the body to respond to daily oil therapy. Expect Abhyanga, the synchronised four-handed warm-oil
        massage, on most days, together with treatments chosen for your needs: Shirodhara for stress and sleep, Kizhi herbal poultices for
        stiff joints and muscles, or herbal steam to loosen and lighten.
      </p>
      <p>
        A week is ideal if you are new to Ayurveda, if you are tired rather than unwell, or if you want to combine a retreat with travel in
        Kerala. Our Knees &amp; Joints Healing Retreat and our Yoga &amp; Ayurveda Immersion both follow this shape. What a week cannot do
        is complete a classical Panchakarma; for that you need at least a fortnight.
      </p>
      <ArticleFigure image={kizhi} caption="Kizhi poultices of leaves and herbs, warmed in medicated oil." />

      <h2>The 14-Day Detox &amp; Rejuvenation Program</h2>
      <p>
        Fourteen days allows the full classical sequence of Panchakarma, Ayurveda's five cleansing actions, to unfold safely. The first days
        prepare the body with internal oleation (medicated ghee in measured doses), Abhyanga and herbal steam. Then comes the cleansing
        itself, usually Virechana, a gentle therapeutic purgation, and a course of Basti, the medicated enemas that Ayurveda regards as its
        most important therapy for digestion and the nervous system. The final days rebuild: the diet returns step by step to normal so that
        digestion regains its strength, and calming therapies such as Shirodhara restore the mind.
      </p>
      <p>
        This is the programme for digestive problems, persistent fatigue, skin conditions, weight that will not shift, or simply a deep
        reset once a year. Yoga runs twice daily, and the doctor sees you every day. Our Gut Regeneration Panchakarma follows this
        structure.
      </p>
      <ArticleFigure image={oils} caption="Medicated oils are prepared for each guest's constitution." />

      <h2>The 21-Day Deep Healing &amp; Renewal Retreat</h2>
      <p>
        Three weeks is the length the classical texts prefer for chronic and long-standing conditions. The extra time allows a slower,
        gentler preparation, a longer course of Basti, and, just as important, a full week of Rasayana, rejuvenation, after the cleanse.
        Rasayana therapies and herbs nourish the tissues and strengthen immunity, so that you leave not only lighter but stronger.
      </p>
      <p>
        We recommend three weeks for guests working with chronic pain, autoimmune or metabolic conditions, burnout, or recovery after
        illness, always alongside the care of their own physician at home. Because every 21-day programme is designed individually, we plan
        it with you in advance: please <Link to="/contact">write to us</Link> with a short history and we will arrange a call with the
        doctor.
      </p>

      <h2>Custom &amp; Specialty Retreats</h2>
      <p>
        Many guests come with a purpose that does not fit a standard package. Because we host so few people, we can shape a stay around you:
      </p>
      <ul>
        <li>
          <strong>Couples or small groups.</strong> Travel together and share meals and yoga, while each of you follows a programme
          prescribed for your own constitution.
        </li>
        <li>
          <strong>Stress and sleep.</strong> A programme built around Shirodhara, Abhyanga, pranayama and a calming diet, with a daily
          routine to take home.
        </li>
        <li>
          <strong>Weight management.</strong> Udvartana herbal powder massage, a Kapha-balancing diet, daily movement and, where
          appropriate, a gentle cleanse.
        </li>
        <li>
          <strong>Yoga immersion.</strong> Extra one-to-one sessions with your teacher, longer practices and the study of breath and
          meditation, supported by treatments that help the body open.
        </li>
        <li>
          <strong>Extended stays.</strong> Four weeks or more, combining a full Panchakarma with rejuvenation, cultural excursions and
          simply living the Ayurvedic day at an unhurried pace.
        </li>
      </ul>
      <ArticleFigure image={pavilion} caption="The yoga pavilion, where every day begins." />

      <h2>When to come</h2>
      <p>
        Kerala welcomes retreat guests all year. The dry months from November to March bring clear skies, calm seas and warm, comfortable
        days, and are the most popular. The monsoon, from June to September, is the season the Ayurvedic tradition itself prefers for
        Panchakarma: the air is cool and moist, the pores are open, and the body is said to respond most readily to oil therapies. The
        landscape is at its greenest, the resort at its quietest, and many of our returning guests choose it deliberately.
      </p>

      <h2>Preparing for your stay</h2>
      <p>
        A little preparation helps any programme. In the week before you travel, eat simply, reduce coffee, alcohol and sugar, and go to bed
        a little earlier. Send us any recent medical reports and a list of your medicines so the doctor can review them before you arrive.
        Pack light cotton clothes that you do not mind marking with oil, comfortable clothes for yoga, and something to read; we provide
        mats, cushions and everything needed for your treatments.
      </p>

      <h2>How to choose</h2>
      <p>
        If you are unsure, choose by purpose rather than by calendar. For rest and an introduction, come for a week. For a real reset of
        digestion and energy, allow two weeks. For a long-standing condition, three. And if your dates are fixed, tell us how many days you
        have and what you hope to change: the doctor will design the best programme that fits.
      </p>
      <p>
        <Link to="/retreats">Browse our current retreats</Link>, or <Link to="/contact">ask us to plan a custom stay</Link>. We reply to
        every message within 24 hours.
      </p>
    </div>
  );
}
