import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/text-field.tsx';
import { useCreateReviewMutation } from '../api/create-review.ts';
import { StarRating } from './star-rating.tsx';
import { trackSiteEvent } from '../../../lib/site-events.ts';

interface ReviewFormProps {
  hotelId: string;
  hotelName: string;
  onSubmitted: (review: { reviewId: string; rating: number; feedback: string }) => void;
}

/** Spec §4: rating 0 hides the feedback and the button; choosing a rating reveals them. */
export function ReviewForm({ hotelId, hotelName, onSubmitted }: ReviewFormProps) {
  const [rating, setRating] = useState(0);
  const [feedback, setFeedback] = useState('');
  const submitReview = useCreateReviewMutation();
  // After a success the form stays busy: the page moves on to the thanks screen.
  const busy = submitReview.isPending || submitReview.isSuccess;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === 0) return;
    submitReview.mutate(
      { hotelId, rating, feedback },
      {
        onSuccess: ({ reviewId }) => {
          trackSiteEvent('review_sent', { hotelId });
          onSubmitted({ reviewId, rating, feedback: feedback.trim() });
        },
      },
    );
  }

  return (
    <form method="post" onSubmit={submit} aria-label="Review" className="text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">How was your stay?</h1>
      <p className="mt-2 text-slate-600">
        Tell us about your time at <span className="font-semibold text-slate-900">{hotelName}</span>.
      </p>
      <div className="mt-8">
        <StarRating
          value={rating}
          onChange={(chosen) => {
            if (chosen !== rating) trackSiteEvent('review_rating_chosen', { hotelId, rating: chosen });
            setRating(chosen);
          }}
        />
      </div>
      {rating > 0 ? (
        <div className="mt-6 space-y-5 text-left">
          <TextAreaField
            label={rating === 5 ? 'What made your stay exceptional?' : 'What could we improve?'}
            name="feedback"
            maxLength={5000}
            rows={5}
            placeholder="Optional"
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
          />
          <Button type="submit" disabled={busy} className="w-full py-3 text-base">
            {busy ? 'Submitting...' : 'Submit Feedback'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
