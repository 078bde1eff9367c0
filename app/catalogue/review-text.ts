/** docs/product.md#reviews: review content over this many characters is cut, with a per-card 'See more'. */
export const REVIEW_TRUNCATE_AT = 200;

/** Reviews the home page shows before 'View All Reviews'. */
export const REVIEWS_SHOWN_FIRST = 6;

/** The first 200 characters plus an ellipsis, or the whole text when it is short enough. */
export function truncateReview(text: string, limit = REVIEW_TRUNCATE_AT): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit)}...`, truncated: true };
}
