import { Link } from "react-router";
import { mediaImage } from "../media";
import { site } from "../site";
import { ArticleFigure } from "./article-figure";

const herbGarden = mediaImage(
  "articles/ayurvedic-detox/herb-garden",
  "An Ayurvedic herb garden in morning mist, with a laterite path and a stone lamp",
);
const consultation = mediaImage(
  "articles/best-ayurveda-retreats-india/consultation",
  "Palm-leaf manuscripts, a brass mortar and bowls of herbs on the doctor's desk",
);
const oils = mediaImage("retreats/gut-regeneration-14-day/card", "Bottles of medicated oils and a brass uruli of floating flowers");

export default function AyurvedicDetox() {
  return (
    <div className="article-body">
      <p>
        Every January the same promise returns: three days of cold-pressed juice and you will be cleansed, lighter and new. It is an
        appealing idea, and a glass of fresh juice is a pleasant thing. But from the point of view of Ayurveda, a juice cleanse asks the
        body to detoxify at the very moment it takes away the fire it needs to do so. Here is why Ayurveda approaches cleansing so
        differently, and what a true Ayurvedic detox involves.
      </p>

      <h2>What a juice cleanse does</h2>
      <p>
        A typical juice cleanse replaces meals with cold, raw fruit and vegetable juices for one to seven days. Calories drop sharply, the
        digestive system gets a rest from solid food, and many people feel lighter within a day or two, much of it water and the contents of
        the gut.
      </p>
      <p>Ayurveda raises three concerns:</p>
      <ul>
        <li>
          <strong>Cold and raw weakens Agni.</strong> Agni, the digestive fire, is at the centre of Ayurvedic health. Cold, raw foods taken
          day after day dampen it, so that what you eat afterwards is digested less well.
        </li>
        <li>
          <strong>It aggravates Vata.</strong> Light, cold, dry and irregular: a juice fast has all the qualities of Vata, which is why many
          people feel anxious, chilly, light-headed or unable to sleep on the second or third day.
        </li>
        <li>
          <strong>Sugar without substance.</strong> Fruit juices deliver sugar quickly without the fibre, fat and protein that steady it,
          and the rebound afterwards is often toward heavier food than before.
        </li>
      </ul>
      <p>
        Above all, a juice cleanse has no preparation and no return. It stops eating, then starts again. Ayurveda considers both of those
        transitions to be where the real work of cleansing happens.
      </p>

      <h2>How Ayurveda understands toxins</h2>
      <p>
        In Ayurveda, the main toxin is not something we swallow but something we make. When Agni is weak, food is only partly transformed,
        and the residue, called Ama, is described as heavy, sticky and cold. It is held responsible for coating of the tongue, bloating,
        fatigue after meals, stiffness and a long list of chronic complaints. Excess Vata, Pitta or Kapha, the three doshas, lodge in the
        tissues in the same way.
      </p>
      <p>
        Cleansing, then, is not about flushing the body with liquid. It is about kindling digestion, loosening what has accumulated, guiding
        it back to the digestive tract and removing it by the most natural route, and then carefully rebuilding the digestive fire so that
        Ama does not form again.
      </p>
      <ArticleFigure image={herbGarden} caption="The herbs in our oils and medicines grow in our own garden." />

      <h2>The three stages of an Ayurvedic detox</h2>
      <h3>1. Preparation (Purvakarma)</h3>
      <p>
        The first days prepare the body. Digestive herbs kindle Agni. Snehana, oleation, follows: inside, through small measured doses of
        medicated ghee taken each morning (Snehapana), and outside, through daily Abhyanga, the warm-oil massage for which Kerala is known.
        Swedana, herbal steam, opens the channels so that what has been loosened can move. Kizhi, warm herbal poultices, may be added for
        stiff joints and muscles.
      </p>
      <h3>2. Cleansing (Pradhanakarma)</h3>
      <p>
        Panchakarma means the five actions, and a doctor chooses among them for each guest. At our retreat the two most used are Virechana,
        a gentle therapeutic purgation with herbs that clears excess Pitta from the liver and small intestine, taken on a quiet day of rest;
        and Basti, a course of medicated enemas of herbal decoctions and oils that Ayurveda regards as the single most important therapy for
        Vata, the colon and the nervous system.
      </p>
      <h3>3. Rebuilding (Paschatkarma)</h3>
      <p>
        After cleansing, digestion is tender, like a small flame that must be fed slowly. Samsarjana Krama, the graduated diet, moves over
        several days from thin rice water to soft rice gruel, then kitchari, then ordinary meals. Calming therapies such as Shirodhara, the
        stream of warm oil on the forehead, settle the nervous system, and Rasayana herbs begin the work of rejuvenation. This stage is what
        a juice cleanse leaves out, and it is what makes the results last.
      </p>
      <ArticleFigure image={oils} caption="Oils and ghee are prescribed for each guest's constitution." />

      <h2>Side by side</h2>
      <ul>
        <li>
          <strong>Food:</strong> a juice cleanse is cold and raw; an Ayurvedic detox uses warm, freshly cooked sattvic meals, simplified but
          never skipped except under supervision.
        </li>
        <li>
          <strong>Preparation and recovery:</strong> none in a juice cleanse; several days of each in Panchakarma.
        </li>
        <li>
          <strong>Personalisation:</strong> one recipe for everyone, against a programme prescribed after pulse diagnosis for your
          constitution and condition.
        </li>
        <li>
          <strong>Supervision:</strong> usually none, against a doctor who sees you every day.
        </li>
        <li>
          <strong>Length:</strong> three to seven days, against fourteen to twenty-one days for a full classical sequence.
        </li>
      </ul>

      <h2>Why a doctor matters</h2>
      <p>
        Panchakarma is powerful, and it is not for everyone at every time. Pregnancy, some heart and kidney conditions, recent surgery and
        several medications all change what is safe. A qualified Ayurvedic physician takes your history, reads your pulse and decides which
        therapies you should have, in what order and at what strength, and sees you daily to adjust them. That is why every programme at{" "}
        {site.shortName} is doctor-led, and why we ask about your health before you book.
      </p>
      <ArticleFigure image={consultation} caption="Every detox begins with the doctor's assessment." />

      <h2>If you have only a few days</h2>
      <p>
        A full Panchakarma needs at least two weeks. If you have less, Ayurveda still offers a gentle reset: three to five days of kitchari,
        warm water and ginger tea, early nights, daily self-massage with warm sesame oil and a short walk after meals. It will not replace a
        supervised cleanse, but it will leave your digestion stronger rather than weaker, which no juice can promise.
      </p>
      <p>
        This article is for general information and is not medical advice. If you are considering a detox,{" "}
        <Link to="/contact">talk to our doctor</Link> first, or <Link to="/retreats">see our Gut Regeneration Panchakarma</Link> and other
        retreats.
      </p>
    </div>
  );
}
