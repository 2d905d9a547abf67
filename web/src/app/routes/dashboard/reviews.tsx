import { paths } from '../../../config/paths.ts';
import { GooglePolicyNote } from '../../../features/owner-reviews/components/google-policy-note.tsx';
import { ReviewLinkCard } from '../../../features/owner-reviews/components/review-link-card.tsx';
import { ReviewList } from '../../../features/owner-reviews/components/review-list.tsx';
import { ReviewPageStatsCard } from '../../../features/owner-reviews/components/review-page-stats-card.tsx';
import { ReviewSummaryCard } from '../../../features/owner-reviews/components/review-summary-card.tsx';
import { useLiveReviews } from '../../../features/owner-reviews/hooks/use-live-reviews.ts';
import { HotelGate, PageHeader } from './hotel-gate.tsx';
import { usePublicUrl } from '../../use-public-url.ts';

function HotelReviews({ hotelId, hotelName, reviewSlug }: { hotelId: string; hotelName: string; reviewSlug: string }) {
  const freshIds = useLiveReviews(hotelId);
  // The short link redirects to paths.guestReview(hotelId), which keeps working too.
  const reviewUrl = `${usePublicUrl()}${paths.shortReview(reviewSlug)}`;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-6 print:hidden">
        <ReviewSummaryCard hotelId={hotelId} />
        <ReviewList hotelId={hotelId} freshIds={freshIds} />
      </div>
      <div>
        <div className="flex flex-col gap-4">
          <ReviewLinkCard hotelName={hotelName} reviewUrl={reviewUrl} />
          <ReviewPageStatsCard hotelId={hotelId} />
          <GooglePolicyNote />
        </div>
      </div>
    </div>
  );
}

export default function Component() {
  return (
    <div className="mx-auto max-w-6xl">
      <div className="print:hidden">
        <PageHeader title="Reviews" subtitle="What your guests said after their stay, as it comes in." />
      </div>
      <HotelGate>
        {(hotel) => (
          <HotelReviews key={hotel.id} hotelId={hotel.id} hotelName={hotel.name} reviewSlug={hotel.reviewSlug} />
        )}
      </HotelGate>
    </div>
  );
}
