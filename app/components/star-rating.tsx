export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <div className="flex gap-0.5 text-gold" role="img" aria-label={`Rated ${rating} out of ${max}`}>
      {Array.from({ length: max }, (_, i) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of identical stars; the position is the identity
          key={i}
          viewBox="0 0 20 20"
          width={16}
          height={16}
          aria-hidden
          fill={i < rating ? "currentColor" : "none"}
          stroke="currentColor"
        >
          <path d="m10 1.8 2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8L10 1.8Z" />
        </svg>
      ))}
    </div>
  );
}
