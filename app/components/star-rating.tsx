/** One star, 20 units square, drawn from its top point with relative steps so it can be repeated. */
const STAR = "l2.5 5.2 5.7.8-4.1 4 1 5.6-5.1-2.7-5.1 2.7 1-5.6-4.1-4 5.7-.8z";
/** Each star is 16 px wide with 2 px between them: 22.5 units at the drawing's 20 units per 16 px. */
const STEP = 22.5;

/** The stars at positions [from, to), as one path. */
function stars(from: number, to: number): string {
  let d = "";
  for (let i = from; i < to; i++) d += `M${10 + i * STEP} 1.8${STAR}`;
  return d;
}

/**
 * A row of stars, `rating` of them filled: one drawing rather than one per star, because a page
 * of reviews repeats it and every byte of the first response counts (ADR 053). `label` names it
 * in the page's language (the English is the default).
 */
export function StarRating({ rating, max = 5, label }: { rating: number; max?: number; label?: string }) {
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  const width = max * 16 + (max - 1) * 2;
  return (
    <div className="flex text-gold" role="img" aria-label={label ?? `Rated ${rating} out of ${max}`}>
      <svg viewBox={`0 0 ${width * 1.25} 20`} width={width} height={16} aria-hidden stroke="currentColor">
        {filled > 0 && <path d={stars(0, filled)} fill="currentColor" />}
        {filled < max && <path d={stars(filled, max)} fill="none" />}
      </svg>
    </div>
  );
}
