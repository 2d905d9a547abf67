import { useEffect, useRef } from 'react';

/** Spec §9: the 5-star screen opens the public review page after 3 seconds. */
export const fiveStarRedirectMs = 3000;

/**
 * Opens the Google review page in a new tab, then hands over to the thanks screen. Browsers may
 * block a tab opened by a timer, which is why the thanks screen offers the same link.
 */
export function FiveStarRedirect({
  reviewUrl,
  onOpened,
  onDone,
}: {
  reviewUrl: string;
  /** Told when the tab opened (with noopener, window.open answers null, so a blocked tab is not told apart). */
  onOpened: () => void;
  onDone: () => void;
}) {
  // The parent hands new functions on each render; a re-render must not restart the 3 s.
  const handlers = useRef({ onOpened, onDone });
  useEffect(() => {
    handlers.current = { onOpened, onDone };
  });
  useEffect(() => {
    const timer = setTimeout(() => {
      window.open(reviewUrl, '_blank', 'noopener,noreferrer');
      handlers.current.onOpened();
      handlers.current.onDone();
    }, fiveStarRedirectMs);
    return () => clearTimeout(timer);
  }, [reviewUrl]);

  return (
    <div role="status" className="text-center">
      <p className="text-5xl" aria-hidden="true">
        ★★★★★
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Thank You for Your 5-Star Review!</h1>
      <p className="mt-4 text-slate-600">
        We&apos;re taking you to Google Reviews in a new tab in 3 seconds, so other travellers can hear about your stay
        too.
      </p>
      <span
        className="mx-auto mt-8 block h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        aria-hidden="true"
      />
    </div>
  );
}
