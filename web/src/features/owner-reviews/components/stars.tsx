export function Stars({ rating, size = 'h-4 w-4' }: { rating: number; size?: string }) {
  return (
    <span className="inline-flex" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 20 20"
          className={`${size} ${star <= Math.round(rating) ? 'text-amber-400' : 'text-slate-200'}`}
          aria-hidden="true"
        >
          <path
            fill="currentColor"
            d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z"
          />
        </svg>
      ))}
    </span>
  );
}
