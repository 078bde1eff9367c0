/** docs/product.md#reviews: review content over this many characters is cut, with a per-card 'See more'. */
export const REVIEW_TRUNCATE_AT = 200;

/** Reviews the home page shows before 'View All Reviews'. */
export const REVIEWS_SHOWN_FIRST = 6;

/**
 * A review's text as the card shows it: the first 200 characters (`head`, followed by an ellipsis
 * while the card is closed) and the rest, shown after 'See more'; `rest` is empty when the text
 * is short enough to show whole.
 */
export function splitReview(text: string, limit = REVIEW_TRUNCATE_AT): { head: string; rest: string } {
  if (text.length <= limit) return { head: text, rest: "" };
  return { head: text.slice(0, limit), rest: text.slice(limit) };
}
