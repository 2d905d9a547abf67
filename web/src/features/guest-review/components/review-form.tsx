import { useEffect, useState } from 'react';
import type { FormRefusal } from '@hotelvoice/api/contracts/web-forms';
import { Form, useActionData, useNavigation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/text-field.tsx';
import { StarRating } from './star-rating.tsx';
import { trackSiteEvent } from '../../../lib/site-events.ts';

/** What the review page's action answers: stored, a star chosen (a post without JavaScript), or refused. */
export type ReviewActionData =
  | { ok: true; reviewId: string; rating: number; feedback: string }
  | { ok?: undefined; chosen: number; feedback?: string; refusal?: FormRefusal };

const failureText = 'Failed to submit review. Please try again.';

interface ReviewFormProps {
  hotelId: string;
  hotelName: string;
}

/**
 * Spec §4: rating 0 hides the feedback and the button; choosing a rating reveals them. It posts to
 * the page's action (decision 082); without JavaScript a star posts its choice and the page comes
 * back with the feedback and the button.
 */
export function ReviewForm({ hotelId, hotelName }: ReviewFormProps) {
  const result = useActionData<ReviewActionData>();
  const back = result && !result.ok ? result : null;
  const [rating, setRating] = useState(back?.chosen ?? 0);
  // After a success the form stays busy: the page moves on to the thanks screen.
  const busy = useNavigation().state === 'submitting' || Boolean(result?.ok);

  useEffect(() => {
    if (result?.ok) trackSiteEvent('review_sent', { hotelId });
    else if (result?.refusal) {
      console.error('Review submit failed', result.refusal.error);
      window.alert(failureText);
    }
  }, [result, hotelId]);

  return (
    <Form method="post" aria-label="Review" className="text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">How was your stay?</h1>
      <p className="mt-2 text-slate-600">
        Tell us about your time at <span className="font-semibold text-slate-900">{hotelName}</span>.
      </p>
      {back?.refusal ? (
        <noscript>
          <Alert layout="banner" className="mt-6">
            {failureText}
          </Alert>
        </noscript>
      ) : null}
      <input type="hidden" name="hotelId" value={hotelId} />
      <input type="hidden" name="rating" value={rating} />
      <div className="mt-8">
        <StarRating
          name="star"
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
            defaultValue={back?.feedback}
          />
          <Button type="submit" disabled={busy} className="w-full py-3 text-base">
            {busy ? 'Submitting...' : 'Submit Feedback'}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
