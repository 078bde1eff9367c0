import { useState } from "react";
import { REVIEWS_SHOWN_FIRST } from "~/catalogue/review-text";
import { reviews } from "~/catalogue/reviews";
import { Button } from "./button";
import { useLateSectionMounted } from "./late-section";
import { ReviewCard } from "./review-card";
import { SectionHeading } from "./section-heading";

/**
 * The home page's 'Guest Reviews': six at first, all after 'View All Reviews' (one way). The
 * reviews come with this component's code, loaded after the page has painted, not in the page's
 * route data.
 */
export function GuestReviews() {
  useLateSectionMounted();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? reviews : reviews.slice(0, REVIEWS_SHOWN_FIRST);
  return (
    <section aria-labelledby="guest-reviews" className="render-when-near bg-sand py-20 md:py-28">
      <div className="container-page">
        <SectionHeading id="guest-reviews" eyebrow="Over 500 verified reviews" title="Guest Reviews">
          Words from guests who came to heal, rest and return to themselves.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
        {!showAll && reviews.length > REVIEWS_SHOWN_FIRST ? (
          <div className="mt-12 text-center">
            <Button variant="outline" onClick={() => setShowAll(true)}>
              View All Reviews
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
