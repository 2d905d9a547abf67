import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { googleReviewUrl } from '../lib/google-review-url.ts';
import { trackSiteEvent } from '../../../lib/site-events.ts';

interface ReviewThanksProps {
  hotelId: string;
  hotelName: string;
  googlePlaceId: string;
  feedback: string;
  onGoogleOpened: () => void;
}

/**
 * The thanks screen. 'Open Google Reviews' is offered for every rating when the hotel has a place
 * id: Google's policy forbids asking only happy guests for public reviews.
 */
export function ReviewThanks({ hotelId, hotelName, googlePlaceId, feedback, onGoogleOpened }: ReviewThanksProps) {
  async function copyFeedback() {
    try {
      await navigator.clipboard.writeText(feedback);
      window.alert('Feedback copied! You can now paste it into your Google review.');
    } catch (error) {
      console.error('Clipboard write failed', error);
    }
  }

  return (
    <div role="status" className="text-center">
      <div
        className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Thank You!</h1>
      <p className="mt-3 text-slate-600">Your feedback for {hotelName} has been submitted successfully.</p>
      {googlePlaceId ? (
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {feedback ? (
            <Button variant="secondary" onClick={() => void copyFeedback()}>
              Copy your feedback
            </Button>
          ) : null}
          <a
            href={googleReviewUrl(googlePlaceId)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary')}
            onClick={() => {
              onGoogleOpened();
              trackSiteEvent('google_reviews_clicked', { hotelId });
            }}
          >
            Open Google Reviews
          </a>
        </div>
      ) : null}
    </div>
  );
}
