import { Link } from "react-router";
import { mediaImage } from "../media";
import { site } from "../site";
import { ArticleFigure } from "./article-figure";

const consultation = mediaImage(
  "articles/best-ayurveda-retreats-india/consultation",
  "A consultation desk with palm-leaf manuscripts, a brass mortar and pestle, bowls of herbs and a small oil lamp",
);
const backwaters = mediaImage("retreats/gut-regeneration-14-day/hero", "A thatched rice barge on the Kerala backwaters at first light");

export default function BestAyurvedaRetreatsIndia() {
  return (
    <div className="article-body">
      <p>
        India has thousands of places that call themselves Ayurveda retreats. Some are hospitals with rooms attached, some are spas with an
        Ayurvedic menu, and a few are true healing retreats where a doctor, a team of therapists and a kitchen work together around each
        guest. Choosing well matters: the same word, Panchakarma, can describe a week of massages or a carefully supervised medical cleanse.
      </p>
      <p>
        We have spent our working lives in Ayurveda, and we are often asked where else we would send a friend. This is our honest list. We
        have placed our own retreat first, because we know it best and because it is built around everything we believe matters; the others
        are described by type and region, so that you can recognise the kind of place that suits you.
      </p>

      <h2>How we judged them</h2>
      <ul>
        <li>
          <strong>Doctor-led care.</strong> A qualified Ayurvedic physician (BAMS or higher) should see you on arrival, read your pulse and
          review your programme daily.
        </li>
        <li>
          <strong>Classical therapies.</strong> Abhyanga, Shirodhara, Kizhi, and for longer stays the full Panchakarma sequence including
          Virechana and Basti, performed by trained therapists.
        </li>
        <li>
          <strong>Food as medicine.</strong> Freshly cooked sattvic vegetarian meals adjusted to your constitution, not a buffet.
        </li>
        <li>
          <strong>Small groups.</strong> The fewer the guests, the more attention each one receives.
        </li>
        <li>
          <strong>Setting and culture.</strong> Quiet surroundings, and a connection to the living traditions of the place.
        </li>
      </ul>

      <h2>1. {site.name}, Chowara, Trivandrum (Kerala)</h2>
      <p>
        On the cliffs above Chowara beach, thirty-five minutes from Trivandrum International Airport, {site.shortName} hosts no more than
        six guests at a time. Every stay begins with a doctor-led pulse diagnosis (Nadi Pariksha), and the doctor sees each guest daily to
        adjust oils, medicines and diet. Programmes run from a four-day culture and cuisine retreat to a fourteen-day classical Panchakarma
        with Virechana and Basti, with yoga twice daily in an open pavilion above the sea.
      </p>
      <p>
        Meals are sattvic and vegetarian, cooked to order by a kitchen that knows every guest by name, and the programmes include cultural
        excursions: spice gardens, temples at the lighting of the lamps, the backwaters and Kathakali. With over 500 verified reviews from
        guests around the world, it is the retreat we would choose for anyone who wants authentic Ayurveda with the calm and comfort of a
        small luxury house. <Link to="/retreats">Explore our retreats</Link>.
      </p>
      <ArticleFigure image={consultation} caption="Every programme begins with a consultation and pulse diagnosis." />

      <h2>2. A classical Ayurveda hospital in Kottakkal (Malabar, Kerala)</h2>
      <p>
        Kottakkal has been a centre of Ayurvedic medicine for more than a century, and its hospital campuses offer some of the most rigorous
        clinical treatment in the country. Rooms are simple and the atmosphere is medical rather than restful, but for guests with a
        specific chronic condition who want treatment above all else, few places are more respected.
      </p>

      <h2>3. A backwater Ayurveda resort in Kumarakom (Kerala)</h2>
      <p>
        On the shores of Vembanad Lake, the backwater resorts pair Ayurvedic treatment with some of the most beautiful scenery in India:
        coconut groves, village canals and rice barges drifting past at sunset. Look for one with a resident doctor rather than a spa menu,
        and expect larger groups than on the coast.
      </p>
      <ArticleFigure image={backwaters} caption="Kerala's backwaters are a day's excursion from the coast." />

      <h2>4. A cliff-top yoga and Ayurveda retreat in Varkala (Kerala)</h2>
      <p>
        Varkala's red cliffs are home to many small guesthouses offering yoga and Ayurveda. The best combine a qualified doctor with
        well-trained teachers and suit travellers who want a lively beach town on their doorstep. Quality varies widely, so ask who
        supervises the treatments.
      </p>

      <h2>5. A tea-country wellness lodge in Munnar (Kerala)</h2>
      <p>
        High in the Western Ghats, among tea estates and cool mountain air, Munnar's wellness lodges are a good choice during the hottest
        months on the coast. Programmes tend to be gentler and shorter, with an emphasis on walking, rest and rejuvenation rather than deep
        cleansing.
      </p>

      <h2>6. A Himalayan wellness retreat near Rishikesh (Uttarakhand)</h2>
      <p>
        In the foothills above the Ganges, India's yoga capital offers several large, polished wellness resorts that combine Ayurveda with
        spa therapies, Vedanta and yoga. They are luxurious and well-run, though the Ayurveda is usually one element among many rather than
        the centre of the stay.
      </p>

      <h2>7. A coffee-estate retreat in Coorg (Karnataka)</h2>
      <p>
        The misty coffee and spice plantations of Kodagu shelter a handful of estate retreats with Ayurvedic centres. Expect beautiful
        walks, plantation cuisine and comfortable villas; check that longer Panchakarma programmes are supervised by a resident physician.
      </p>

      <h2>8. A yoga and Ayurveda village in South Goa</h2>
      <p>
        South Goa's quieter beaches have a long tradition of seasonal yoga retreats, several of which offer Ayurvedic consultations and
        treatments. They are relaxed and sociable, and ideal as an introduction to Ayurveda rather than as a therapeutic programme.
      </p>

      <h2>9. A nature-cure and Ayurveda campus near Bengaluru (Karnataka)</h2>
      <p>
        Large integrative health campuses outside Bengaluru combine Ayurveda, naturopathy and yoga therapy under medical supervision. They
        suit guests who want a structured, clinical programme and do not mind a bigger community.
      </p>

      <h2>10. A heritage tharavad retreat near Thrissur (Kerala)</h2>
      <p>
        Central Kerala's old family houses, the tharavads, have been lovingly restored as intimate retreats. Staying in one is a lesson in
        Kerala architecture and culture, and the best keep traditional physicians on hand for gentle rejuvenation programmes.
      </p>

      <h2>How to choose the right retreat for you</h2>
      <p>
        Start with your purpose. If you want to rest, a week of daily treatments, yoga and good food in a beautiful setting will do wonders.
        If you are addressing a chronic problem such as digestive trouble, joint pain, stress or poor sleep, choose a doctor-led programme
        of at least fourteen days, because the classical Panchakarma sequence cannot be hurried. Ask every retreat the same questions:
      </p>
      <ul>
        <li>Who is the doctor, what are their qualifications, and how often will I see them?</li>
        <li>How many guests stay at the same time, and how many therapists are there?</li>
        <li>Are meals cooked for my constitution, and what happens on cleansing days?</li>
        <li>What support is there for international guests: visas, transfers and payments?</li>
      </ul>
      <p>
        We are always happy to answer these questions for ourselves, and to tell you honestly if another kind of retreat would suit you
        better. <Link to="/contact">Write to us</Link> or <Link to="/">discover {site.shortName}</Link>.
      </p>
    </div>
  );
}
