import { useEffect, useState } from 'react';
import { useActionData } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { FiveStarRedirect } from '../../../features/guest-review/components/five-star-redirect.tsx';
import { ReviewForm, type ReviewActionData } from '../../../features/guest-review/components/review-form.tsx';
import { ReviewThanks } from '../../../features/guest-review/components/review-thanks.tsx';
import { googleReviewUrl } from '../../../features/guest-review/lib/google-review-url.ts';
import { reportGoogleOpened } from '../../../features/guest-review/api/create-review.ts';
import { trackSiteEvent } from '../../../lib/site-events.ts';
import { refused, textField } from '../auth/form-fields.ts';
import type { Route } from './+types/guest-review';

/** The hotel the link names: null when there is none (or no id at all), undefined when it could not be looked up. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const hotelId = new URL(request.url).searchParams.get('hotelId') ?? '';
  if (!hotelId) return { hotel: null };
  const outcome = await context.forms.reviewHotel(hotelId);
  return { hotel: outcome.ok ? outcome.value : undefined };
}

/**
 * The review, posted with or without JavaScript (#38). A star posted on its own (a page without
 * JavaScript choosing its rating) only comes back chosen, with the feedback and the button.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const feedback = textField(form, 'feedback');
  const star = textField(form, 'star');
  if (star !== undefined) return { chosen: Number(star) || 0, feedback } satisfies ReviewActionData;
  const rating = textField(form, 'rating') ?? '';
  const outcome = await context.forms.guestReview({ hotelId: textField(form, 'hotelId') ?? '', rating, feedback });
  if (!outcome.ok) return refused(outcome, { chosen: Number(rating) || 0, feedback });
  return {
    ok: true,
    reviewId: outcome.value.reviewId,
    rating: Number(rating),
    feedback: (feedback ?? '').trim(),
  } satisfies ReviewActionData;
}

export default function Component({ loaderData }: Route.ComponentProps) {
  const { hotel } = loaderData;
  const result = useActionData<ReviewActionData>();
  const sent = result?.ok ? result : null;
  // The five-star screen hands over to the thanks when it is done.
  const [redirected, setRedirected] = useState(false);
  const openedHotelId = hotel?.hotelId;
  useEffect(() => {
    if (openedHotelId) trackSiteEvent('review_page_opened', { hotelId: openedHotelId });
  }, [openedHotelId]);

  let content;
  if (hotel === null) {
    content = (
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Hotel Not Found</h1>
        <p className="mt-3 text-slate-600">The requested hotel could not be found.</p>
      </div>
    );
  } else if (!hotel) {
    content = (
      <Alert layout="banner">The review page could not be loaded. Please check your connection and refresh.</Alert>
    );
  } else if (sent && sent.rating === 5 && hotel.googlePlaceId && !redirected) {
    const reviewId = sent.reviewId;
    content = (
      <FiveStarRedirect
        reviewUrl={googleReviewUrl(hotel.googlePlaceId)}
        onOpened={() => reportGoogleOpened(reviewId)}
        onDone={() => setRedirected(true)}
      />
    );
  } else if (sent) {
    content = (
      <ReviewThanks
        hotelId={hotel.hotelId}
        hotelName={hotel.name}
        googlePlaceId={hotel.googlePlaceId}
        feedback={sent.feedback}
        onGoogleOpened={() => reportGoogleOpened(sent.reviewId)}
      />
    );
  } else {
    content = <ReviewForm hotelId={hotel.hotelId} hotelName={hotel.name} />;
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
