import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { usePublicHotel } from '../../../features/guest-review/api/get-public-hotel.ts';
import { FiveStarRedirect } from '../../../features/guest-review/components/five-star-redirect.tsx';
import { ReviewForm } from '../../../features/guest-review/components/review-form.tsx';
import { ReviewThanks } from '../../../features/guest-review/components/review-thanks.tsx';
import { googleReviewUrl } from '../../../features/guest-review/lib/google-review-url.ts';
import { reportGoogleOpened } from '../../../features/guest-review/api/create-review.ts';
import { trackSiteEvent } from '../../../lib/site-events.ts';

type Step = { name: 'form' } | { name: 'redirecting' | 'thanks'; feedback: string; reviewId: string };

export default function Component() {
  const [params] = useSearchParams();
  const hotelId = params.get('hotelId') ?? '';
  const hotel = usePublicHotel(hotelId);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const openedHotelId = hotel.data?.hotelId;
  useEffect(() => {
    if (openedHotelId) trackSiteEvent('review_page_opened', { hotelId: openedHotelId });
  }, [openedHotelId]);
  const toThanks = useCallback(
    () =>
      setStep((s) => ({
        name: 'thanks',
        feedback: 'feedback' in s ? s.feedback : '',
        reviewId: 'reviewId' in s ? s.reviewId : '',
      })),
    [],
  );

  let content;
  if (hotelId && hotel.isPending) {
    content = (
      <p role="status" className="text-center text-slate-600">
        Loading...
      </p>
    );
  } else if (!hotelId || hotel.data === null) {
    content = (
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Hotel Not Found</h1>
        <p className="mt-3 text-slate-600">The requested hotel could not be found.</p>
      </div>
    );
  } else if (!hotel.data) {
    content = (
      <Alert layout="banner">The review page could not be loaded. Please check your connection and refresh.</Alert>
    );
  } else if (step.name === 'redirecting') {
    const reviewId = step.reviewId;
    content = (
      <FiveStarRedirect
        reviewUrl={googleReviewUrl(hotel.data.googlePlaceId)}
        onOpened={() => reportGoogleOpened(reviewId)}
        onDone={toThanks}
      />
    );
  } else if (step.name === 'thanks') {
    content = (
      <ReviewThanks
        hotelId={hotel.data.hotelId}
        hotelName={hotel.data.name}
        googlePlaceId={hotel.data.googlePlaceId}
        feedback={step.feedback}
        onGoogleOpened={() => reportGoogleOpened(step.reviewId)}
      />
    );
  } else {
    const placeId = hotel.data.googlePlaceId;
    content = (
      <ReviewForm
        hotelId={hotel.data.hotelId}
        hotelName={hotel.data.name}
        onSubmitted={({ reviewId, rating, feedback }) =>
          setStep({ name: rating === 5 && placeId ? 'redirecting' : 'thanks', feedback, reviewId })
        }
      />
    );
  }

  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-brand-50 to-white px-4 py-8">
      <Logo />
      <main className="mt-8 w-full max-w-lg rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:mt-12 sm:p-10">
        {content}
      </main>
      <p className="mt-8 text-xs text-slate-500">Your feedback goes straight to the hotel&apos;s team.</p>
    </div>
  );
}
