import { useQueryClient } from '@tanstack/react-query';
import type { ShouldRevalidateFunction } from 'react-router';
import type { FollowUpPages } from '../../../features/insights/api/follow-ups.ts';
import { insightsKeys } from '../../../features/insights/api/insights-keys.ts';
import { revenueKey } from '../../../features/insights/api/get-revenue.ts';
import { useSeed } from '../../seed.ts';
import type { Route } from './+types/insights';
import { InsightsView } from '../../../features/insights/components/insights-view.tsx';
import { HotelGate, PageHeader, useUserId } from './hotel-gate.tsx';
import { paths } from '../../../config/paths.ts';
import { AllHotelsOverview } from '../../../features/hotels/components/all-hotels-overview.tsx';
import { useMyHotels } from '../../../features/hotels/api/get-my-hotels.ts';
import { hotelsOverviewKey } from '../../../features/hotels/api/get-hotels-overview.ts';
import { atHotel } from '@hotelvoice/api/contracts/page-paths';

/** Issue #13: what the receptionist did for the hotel, for any period, live. */
/** The opening week's figures, revenue, follow-ups and settings come with the page, and the all-hotels card's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [week, overview] = await Promise.all([context.dashboard.insights(url), context.dashboard.hotelsOverview(url)]);
  return { week, overview };
}

export const shouldRevalidate: ShouldRevalidateFunction = () => false;

/** An owner of several hotels sees them side by side above the selected one's insights. */
function AllHotels() {
  const userId = useUserId();
  const { data: hotels } = useMyHotels(userId);
  return (
    <div className="mb-4">
      <AllHotelsOverview
        userId={userId}
        hotelCount={hotels?.length ?? 0}
        hotelHref={(id) => atHotel(paths.dashboard.insights, id)}
        followUpsHref={paths.dashboard.followUps}
      />
    </div>
  );
}

export default function Component({ loaderData }: Route.ComponentProps) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  useSeed(loaderData, ({ week, overview }) => {
    if (overview) queryClient.setQueryData(hotelsOverviewKey(userId), overview);
    if (!week) return;
    queryClient.setQueryData(insightsKeys.period(week.hotelId, week.from, week.to), week.figures);
    queryClient.setQueryData(revenueKey(week.hotelId, week.from, week.to), week.revenue);
    queryClient.setQueryData<FollowUpPages>(insightsKeys.followUps(week.hotelId, week.from, week.to), {
      pages: [week.followUps],
      pageParams: [null],
    });
    queryClient.setQueryData(insightsKeys.settings(week.hotelId), week.settings);
  });
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title="Insights"
        subtitle="What your voice agent handled, when guests call and who needs a call back."
      />
      <AllHotels />
      <HotelGate>{(hotel) => <InsightsView key={hotel.id} hotel={hotel} />}</HotelGate>
    </div>
  );
}
