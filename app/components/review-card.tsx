import { splitReview } from "~/catalogue/review-text";
import type { Review } from "~/catalogue/types";
import { useMessageLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";
import { StarRating } from "./star-rating";

/**
 * A guest review; content over 200 characters is cut with a 'See more' / 'See less' toggle. The
 * toggle is the platform's own disclosure (an empty `<details>`: its summary is the control), and
 * the text beyond the cut is in the page, shown by CSS while it is open: it answers in the frame
 * of the tap before the reviews' code has arrived and without JavaScript, and the browser tells
 * screen readers whether it is expanded. React renders it and never holds its state.
 */
export function ReviewCard({ review, headingLevel = 3 }: { review: Review; headingLevel?: 3 | 4 }) {
  const { head, rest } = splitReview(review.content);
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const inLocale = useMessageLocale();
  return (
    <article className="group/review flex h-full flex-col rounded-3xl border border-linen bg-white p-6 shadow-[0_20px_50px_-40px_rgba(43,36,32,0.5)] md:p-7">
      <StarRating rating={review.rating} label={m.common_rated({ rating: review.rating, max: 5 }, inLocale)} />
      {/* Guests' own words, in English on both editions. */}
      {review.title ? (
        <Heading lang="en" className="mt-4 text-xl leading-snug font-medium text-ink">
          {review.title}
        </Heading>
      ) : null}
      <p lang="en" className="mt-3 flex-1 text-sm leading-relaxed text-ink/80">
        {head}
        {rest ? (
          <>
            <span className="group-has-[details[open]]/review:hidden">...</span>
            <span className="hidden group-has-[details[open]]/review:inline">{rest}</span>
          </>
        ) : null}
      </p>
      {rest ? (
        <details className="group/more mt-3 self-start">
          <summary className="cursor-pointer list-none text-sm font-semibold text-primary-dark underline decoration-gold underline-offset-4 hover:text-ink [&::-webkit-details-marker]:hidden">
            <span className="group-open/more:hidden">{m.common_see_more({}, inLocale)}</span>
            <span className="hidden group-open/more:inline">{m.common_see_less({}, inLocale)}</span>
          </summary>
        </details>
      ) : null}
      {/* Who wrote it, as the review site shows it. */}
      <footer lang="en" className="mt-5 border-t border-linen pt-4 text-sm">
        <p className="font-semibold text-ink">{review.name}</p>
        <p className="text-muted">
          {review.location ? `${review.location} · ` : ""}
          {review.date}
        </p>
      </footer>
    </article>
  );
}
