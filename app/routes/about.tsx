import { reviewQuote } from "~/catalogue/cards";
import { aboutKeralaImage } from "~/catalogue/media";
import { ABOUT_REVIEWS } from "~/catalogue/reviews";
import { site } from "~/catalogue/site";
import { PageHeader } from "~/components/page-header";
import { ResponsiveImage } from "~/components/responsive-image";
import { SectionHeading } from "~/components/section-heading";
import { StarRating } from "~/components/star-rating";
import { TestimonialFilms } from "~/components/testimonial-films";
import { breadcrumbJsonLd, lodgingBusinessJsonLd, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";
import { catalogueHeaders } from "~/lib/cache-control";

export const headers = catalogueHeaders;

export function loader() {
  return { reviews: ABOUT_REVIEWS.map(reviewQuote) };
}

export function meta(_: Route.MetaArgs) {
  return pageMeta({
    title: `About ${site.name} | Ayurveda in Kerala, its birthplace`,
    description: `${site.name} is a small Ayurveda and yoga retreat in Chowara near Trivandrum, Kerala: doctor-led healing, sattvic food and six guests at a time.`,
    path: "/about",
    jsonLd: [
      lodgingBusinessJsonLd(),
      breadcrumbJsonLd([
        ["Home", "/"],
        ["About", "/about"],
      ]),
    ],
  });
}

const PILLARS = [
  {
    title: "Doctor-led",
    text: "Every stay begins with a pulse diagnosis (Nadi Pariksha) by our resident Ayurvedic doctor, who reviews your programme daily.",
  },
  { title: "Six guests at a time", text: "A small house, so therapists, doctor and cooks know your name, your oils and your morning tea." },
  { title: "Sattvic kitchen", text: "Vegetarian meals cooked fresh for your constitution, from our garden and the Kovalam markets." },
  { title: "Kerala, lived", text: "Temple evenings, backwater mornings and cooking with village families: excursions chosen with care." },
] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHeader eyebrow="Our story" title={`About ${site.name}`}>
        A small sanctuary on the cliffs of Chowara, near Trivandrum, where Ayurveda is practised as it has been for generations: patiently,
        personally, and with the sea for company.
      </PageHeader>

      <section aria-labelledby="kerala" className="container-page grid items-center gap-10 py-16 md:py-24 lg:grid-cols-2 lg:gap-16">
        <div className="overflow-hidden rounded-[2rem]">
          <ResponsiveImage
            image={aboutKeralaImage}
            priority
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[16/10] w-full object-cover"
          />
        </div>
        <div>
          <p className="eyebrow">Kerala</p>
          <h2 id="kerala" className="mt-3 text-4xl leading-tight font-medium text-ink md:text-5xl">
            The birthplace of Ayurveda
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink/80">
            <p>
              Kerala's monsoon rains, its forests of medicinal plants and its unbroken lineages of vaidyas (physicians) kept Ayurveda alive
              here when it faded elsewhere. Families of healers still pass down their oils and formulas, and classical therapies such as
              Abhyanga, Shirodhara, Kizhi and Panchakarma are practised in Kerala as nowhere else.
            </p>
            <p>
              {site.name} was founded to offer that tradition to travellers from far away, without diluting it: a doctor who reads your
              pulse, therapists trained in the classical methods, and a kitchen that cooks for your constitution. Over 500 verified reviews
              tell us the care comes through.
            </p>
          </div>
        </div>
      </section>

      <section aria-label="What makes us different" className="render-when-near bg-white py-16 md:py-20">
        <ul className="container-page grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PILLARS.map((pillar) => (
            <li key={pillar.title} className="rounded-3xl bg-cream p-7">
              <h3 className="text-2xl font-medium text-primary-dark">{pillar.title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-muted">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="testimonials" className="render-when-near bg-forest py-20 text-white md:py-24">
        <div className="container-page">
          <div className="mx-auto max-w-2xl text-center">
            <p className="eyebrow !text-gold">Guest films</p>
            <h2 id="testimonials" className="mt-3 text-4xl font-medium md:text-5xl">
              In our guests' words
            </h2>
          </div>
          <TestimonialFilms />
        </div>
      </section>

      <section aria-labelledby="about-reviews" className="py-20 md:py-24">
        <div className="container-page">
          <SectionHeading id="about-reviews" eyebrow="Over 500 verified reviews" title="Guest Reviews" />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.reviews.map((review) => (
              <li key={review.id}>
                <article className="flex h-full flex-col rounded-3xl border border-linen bg-white p-7">
                  <StarRating rating={5} />
                  <h3 className="mt-4 text-xl leading-snug font-medium text-ink">{review.title || "A stay to remember"}</h3>
                  <p className="mt-3 flex-1 text-sm leading-relaxed text-ink/80">{review.content}</p>
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
