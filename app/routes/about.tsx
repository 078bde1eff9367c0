import { reviewQuote } from "~/catalogue/cards";
import { siteTextsIn } from "~/catalogue/localized";
import { ABOUT_REVIEWS } from "~/catalogue/reviews";
import { site } from "~/catalogue/site";
import { PageHeader } from "~/components/page-header";
import { ResponsiveImage } from "~/components/responsive-image";
import { SectionHeading } from "~/components/section-heading";
import { StarRating } from "~/components/star-rating";
import { TestimonialFilms } from "~/components/testimonial-films";
import { type Locale, localeOfPath, localizePath } from "~/domain/i18n/locale";
import { useMessageLocale } from "~/i18n/use-locale";
import { addDocumentJsonLd } from "~/lib/document-json-ld";
import { breadcrumbJsonLd, pageMeta } from "~/lib/seo";
import { lodgingBusinessJsonLd } from "~/lib/structured-data";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/about";
import { catalogueHeaders } from "~/lib/cache-control";

export const headers = catalogueHeaders;

/** The page's story in each language; the loader sends only the page's own. */
const STORY: Record<Locale, { description: string; intro: string; kerala: string[]; pillars: { title: string; text: string }[] }> = {
  en: {
    description: `${site.name} is a small Ayurveda and yoga retreat in Chowara near Trivandrum, Kerala: doctor-led healing, sattvic food and six guests at a time.`,
    intro:
      "A small sanctuary on the cliffs of Chowara, near Trivandrum, where Ayurveda is practised as it has been for generations: patiently, personally, and with the sea for company.",
    kerala: [
      "Kerala's monsoon rains, its forests of medicinal plants and its unbroken lineages of vaidyas (physicians) kept Ayurveda alive here when it faded elsewhere. Families of healers still pass down their oils and formulas, and classical therapies such as Abhyanga, Shirodhara, Kizhi and Panchakarma are practised in Kerala as nowhere else.",
      `${site.name} was founded to offer that tradition to travellers from far away, without diluting it: a doctor who reads your pulse, therapists trained in the classical methods, and a kitchen that cooks for your constitution. Over 500 verified reviews tell us the care comes through.`,
    ],
    pillars: [
      {
        title: "Doctor-led",
        text: "Every stay begins with a pulse diagnosis (Nadi Pariksha) by our resident Ayurvedic doctor, who reviews your programme daily.",
      },
      {
        title: "Six guests at a time",
        text: "A small house, so therapists, doctor and cooks know your name, your oils and your morning tea.",
      },
      { title: "Sattvic kitchen", text: "Vegetarian meals cooked fresh for your constitution, from our garden and the Kovalam markets." },
      {
        title: "Kerala, lived",
        text: "Temple evenings, backwater mornings and cooking with village families: excursions chosen with care.",
      },
    ],
  },
  de: {
    description: `${site.name} ist ein kleines Ayurveda- und Yoga-Retreat in Chowara bei Trivandrum, Kerala: ärztlich begleitetes Heilen, sattvische Küche und höchstens sechs Gäste zugleich.`,
    intro:
      "Ein kleines Refugium auf den Klippen von Chowara bei Trivandrum, wo Ayurveda so gelebt wird wie seit Generationen: geduldig, persönlich und mit dem Meer als Begleiter.",
    kerala: [
      "Keralas Monsunregen, seine Wälder voller Heilpflanzen und die ungebrochenen Linien seiner Vaidyas (Ärzte) haben den Ayurveda hier lebendig gehalten, als er anderswo verblasste. Heilerfamilien geben ihre Öle und Rezepturen bis heute weiter, und klassische Therapien wie Abhyanga, Shirodhara, Kizhi und Panchakarma werden in Kerala gepflegt wie nirgendwo sonst.",
      `${site.name} wurde gegründet, um diese Tradition Reisenden aus der Ferne zu öffnen, ohne sie zu verwässern: ein Arzt, der Ihren Puls liest, Therapeuten, die in den klassischen Methoden ausgebildet sind, und eine Küche, die für Ihre Konstitution kocht. Über 500 verifizierte Bewertungen sagen uns, dass diese Fürsorge ankommt.`,
    ],
    pillars: [
      {
        title: "Ärztlich begleitet",
        text: "Jeder Aufenthalt beginnt mit einer Pulsdiagnose (Nadi Pariksha) durch unseren Ayurveda-Arzt im Haus, der Ihr Programm täglich überprüft.",
      },
      {
        title: "Sechs Gäste zugleich",
        text: "Ein kleines Haus, in dem Therapeuten, Arzt und Köche Ihren Namen kennen, Ihre Öle und Ihren Morgentee.",
      },
      {
        title: "Sattvische Küche",
        text: "Vegetarische Gerichte, frisch für Ihre Konstitution gekocht, aus unserem Garten und von den Märkten in Kovalam.",
      },
      {
        title: "Kerala, gelebt",
        text: "Tempelabende, Morgenstunden auf den Backwaters und Kochen mit Familien im Dorf: Ausflüge, mit Sorgfalt gewählt.",
      },
    ],
  },
};

export function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  // Written into the document only (document-json-ld.tsx): no page's JavaScript carries it.
  addDocumentJsonLd(context, [
    lodgingBusinessJsonLd(locale),
    breadcrumbJsonLd([
      [m.nav_home({}, { locale }), localizePath("/", locale)],
      [m.nav_about({}, { locale }), localizePath("/about", locale)],
    ]),
  ]);
  return { ...STORY[locale], image: siteTextsIn(locale).aboutKeralaImage, reviews: ABOUT_REVIEWS.map(reviewQuote) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  return pageMeta({
    title: m.about_meta_title({ name: site.name }, { locale }),
    description: loaderData?.description ?? "",
    path: "/about",
    locale,
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const inLocale = useMessageLocale();
  return (
    <main id="main">
      <PageHeader eyebrow={m.about_eyebrow({}, inLocale)} title={m.about_title({ name: site.name }, inLocale)}>
        {loaderData.intro}
      </PageHeader>

      <section aria-labelledby="kerala" className="container-page grid items-center gap-10 py-16 md:py-24 lg:grid-cols-2 lg:gap-16">
        <div className="overflow-hidden rounded-[2rem]">
          <ResponsiveImage
            image={loaderData.image}
            priority
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[16/10] w-full object-cover"
          />
        </div>
        <div>
          <p className="eyebrow">Kerala</p>
          <h2 id="kerala" className="mt-3 text-4xl leading-tight font-medium text-ink md:text-5xl">
            {m.about_kerala_title({}, inLocale)}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink/80">
            {loaderData.kerala.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section
        aria-label={m.about_pillars_label({}, inLocale)}
        className="render-when-near bg-white py-16 [--render-height:1050px] md:py-20 md:[--render-height:900px]"
      >
        <ul className="container-page grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.pillars.map((pillar) => (
            <li key={pillar.title} className="rounded-3xl bg-cream p-7">
              <h3 className="text-2xl font-medium text-primary-dark">{pillar.title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-muted">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="testimonials" className="render-when-near bg-forest py-20 text-white [--render-height:1300px] md:py-24">
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <p className="eyebrow !text-gold">{m.about_films_eyebrow({}, inLocale)}</p>
            <h2 id="testimonials" className="mt-3 text-4xl font-medium md:text-5xl">
              {m.about_films_title({}, inLocale)}
            </h2>
          </div>
          <TestimonialFilms />
        </div>
      </section>

      <section aria-labelledby="about-reviews" className="py-20 md:py-24">
        <div className="container-page">
          <SectionHeading id="about-reviews" eyebrow={m.home_reviews_eyebrow({}, inLocale)} title={m.home_reviews_title({}, inLocale)} />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.reviews.map((review) => (
              <li key={review.id}>
                <article className="flex h-full flex-col rounded-3xl border border-linen bg-white p-7">
                  <StarRating rating={5} label={m.common_rated({ rating: 5, max: 5 }, inLocale)} />
                  {/* Guests' own words, in English on both editions. */}
                  {review.title ? (
                    <h3 lang="en" className="mt-4 text-xl leading-snug font-medium text-ink">
                      {review.title}
                    </h3>
                  ) : (
                    <h3 className="mt-4 text-xl leading-snug font-medium text-ink">{m.about_review_untitled({}, inLocale)}</h3>
                  )}
                  <p lang="en" className="mt-3 flex-1 text-sm leading-relaxed text-ink/80">
                    {review.content}
                  </p>
                  <p className="mt-5 border-t border-linen pt-4 text-sm">
                    <span className="font-semibold text-ink">{review.name}</span>
                    <span className="block text-muted">
                      {review.location ? `${review.location} · ` : ""}
                      {review.date}
                    </span>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
