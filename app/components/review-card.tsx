import { useId, useState } from "react";
import { truncateReview } from "~/catalogue/review-text";
import type { Review } from "~/catalogue/types";
import { StarRating } from "./star-rating";

/** A guest review; content over 200 characters is cut with a 'See more' / 'See less' toggle. */
export function ReviewCard({ review, headingLevel = 3 }: { review: Review; headingLevel?: 3 | 4 }) {
  const [expanded, setExpanded] = useState(false);
  const { text, truncated } = truncateReview(review.content);
  const contentId = useId();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="flex h-full flex-col rounded-3xl border border-linen bg-white p-6 shadow-[0_20px_50px_-40px_rgba(43,36,32,0.5)] md:p-7">
      <StarRating rating={review.rating} />
      {review.title ? <Heading className="mt-4 text-xl leading-snug font-medium text-ink">{review.title}</Heading> : null}
      <p id={contentId} className="mt-3 flex-1 text-sm leading-relaxed text-ink/80">
        {expanded || !truncated ? review.content : text}
      </p>
      {truncated ? (
        <button
          type="button"
          className="mt-3 self-start text-sm font-semibold text-primary-dark underline decoration-gold underline-offset-4 hover:text-ink"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? "See less" : "See more"}
        </button>
      ) : null}
      <footer className="mt-5 border-t border-linen pt-4 text-sm">
        <p className="font-semibold text-ink">{review.name}</p>
        <p className="text-muted">
          {review.location ? `${review.location} · ` : ""}
          {review.date}
        </p>
      </footer>
    </article>
  );
}
