import { useState, type KeyboardEvent } from 'react';
import { ratingCaptions } from '../lib/rating-captions.ts';

interface StarRatingProps {
  value: number;
  onChange: (rating: number) => void;
  /**
   * Inside a posted form: each star is a submit button of this name, so a page without JavaScript
   * posts the choice (and shows the rest of the form); with JavaScript the click only chooses.
   */
  name?: string;
}

/** 1 to 5 stars as a radio group: hover previews the rating and its caption, arrow keys move. */
export function StarRating({ value, onChange, name }: StarRatingProps) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;

  /** Arrow keys move the choice and the focus together, as in any radio group. */
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    let next: number;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = Math.min(5, value + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = Math.max(1, value - 1);
    else return;
    event.preventDefault();
    onChange(next);
    (event.currentTarget.parentElement?.children[next - 1] as HTMLElement | undefined)?.focus();
  }

  return (
    <div className="flex flex-col items-center">
      <div role="radiogroup" aria-label="Rating" className="flex gap-1 sm:gap-2">
        {[1, 2, 3, 4, 5].map((star) => (
          <button
            key={star}
            type={name ? 'submit' : 'button'}
            name={name}
            value={name ? star : undefined}
            role="radio"
            aria-checked={value === star}
            aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
            tabIndex={value === star || (value === 0 && star === 1) ? 0 : -1}
            onClick={(event) => {
              event.preventDefault();
              onChange(star);
            }}
            onKeyDown={onKeyDown}
            onMouseEnter={() => setHover(star)}
            onMouseLeave={() => setHover(0)}
            onFocus={() => setHover(0)}
            className="rounded-lg p-1 transition hover:scale-110 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <svg
              viewBox="0 0 24 24"
              className={`h-10 w-10 sm:h-12 sm:w-12 ${star <= shown ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200'}`}
              aria-hidden="true"
            >
              <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.1l-5.7 3.2 1.2-6.4-4.7-4.4 6.4-.8z" />
            </svg>
          </button>
        ))}
      </div>
      <p className="mt-3 min-h-6 text-sm font-medium text-slate-700" aria-live="polite">
        {shown ? ratingCaptions[shown] : ''}
      </p>
    </div>
  );
}
