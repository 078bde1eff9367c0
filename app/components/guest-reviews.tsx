import { REVIEWS_SHOWN_FIRST } from "~/catalogue/review-text";
import { reviews } from "~/catalogue/reviews";
import type { Review } from "~/catalogue/types";
import { buttonClasses } from "./button";
import { useMessageLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";
import { ReviewCard } from "./review-card";
import { SectionHeading } from "./section-heading";

function ReviewList({ items, className, itemClassName = "" }: { items: Review[]; className: string; itemClassName?: string }) {
  return (
    <ul className={`grid gap-6 md:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {items.map((review) => (
        <li key={review.id} className={itemClassName}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The home page's 'Guest Reviews': six at first, all after 'View All Reviews' (one way). Every
 * control in it is the platform's own: 'View All Reviews' is the summary of a `<details>` holding
 * the other reviews, hidden once it is open, and each card's 'See more' another. They answer in
 * the frame of the tap before the section's code has arrived (React hydrates it last, and stops a
 * tap on it until then) and without JavaScript. The reviews come with this component's code, not
 * in the page's route data; the other reviews are in the document too (docs/benchmarks.md weighs
 * their bytes against the first round trip). Each of those is laid out only once near the screen
 * (`render-when-near`, about one phone card's height until then; the clip margin lets the card's
 * shadow out of the containment): opening them all laid out eight cards in the frame of the tap
 * (View All Reviews at first paint on the bench's phone, 124 ms median; 67 ms so, seven runs each).
 */
export function GuestReviews() {
  const more = reviews.slice(REVIEWS_SHOWN_FIRST);
  const inLocale = useMessageLocale();
  return (
    <section
      aria-labelledby="guest-reviews"
      // At least the six reviews' height on each layout (one column at 320 px: 2712 px; two at 768: 1523; three at 1024: 1170).
      className="render-when-near bg-sand py-20 [--render-height:3000px] md:py-28 md:[--render-height:1850px] lg:[--render-height:1500px]"
    >
      <div className="container-page">
        <SectionHeading id="guest-reviews" eyebrow={m.home_reviews_eyebrow({}, inLocale)} title={m.home_reviews_title({}, inLocale)}>
          {m.home_reviews_intro({}, inLocale)}
        </SectionHeading>
        <ReviewList items={reviews.slice(0, REVIEWS_SHOWN_FIRST)} className="mt-12" />
        {more.length ? (
          <details className="group/all text-center">
            <summary
              className={buttonClasses(
                "outline",
                "md",
                "mt-12 cursor-pointer list-none group-open/all:hidden [&::-webkit-details-marker]:hidden",
              )}
            >
              {m.home_reviews_view_all({}, inLocale)}
            </summary>
            <ReviewList
              items={more}
              className="mt-6 text-left"
              itemClassName="render-when-near [--render-height:340px] [overflow-clip-margin:2rem]"
            />
          </details>
        ) : null}
      </div>
    </section>
  );
}
