import type { DashboardHotel } from '@hotelvoice/api/contracts';
import { paths } from '../../../config/paths.ts';
import { useAuthStore } from '../../../features/auth/stores/auth-store.ts';
import { useCallStats, useLiveCallStats } from '../../../features/call-logs/api/get-call-stats.ts';
import { AgentStatusCard } from '../../../features/dashboard/components/agent-status-card.tsx';
import { followUpsTile } from '../../../features/dashboard/lib/follow-ups-tile.ts';
import { useFollowUps } from '../../../features/insights/api/follow-ups.ts';
import { useLiveInsights } from '../../../features/insights/hooks/use-live-insights.ts';
import { atHotel } from '@hotelvoice/api/contracts/page-paths';
import { presetLabels } from '../../../features/insights/lib/period.ts';
import { initialInsightsPreset, periodOf } from '@hotelvoice/api/contracts/insights-period';
import { NoHotelNotice } from '../../../features/dashboard/components/no-hotel-notice.tsx';
import { AllHotelsOverview } from '../../../features/hotels/components/all-hotels-overview.tsx';
import { StatTiles } from '../../../features/dashboard/components/stat-tiles.tsx';
import { Welcome } from '../../../features/dashboard/components/welcome.tsx';
import { useMyHotels } from '../../../features/hotels/api/get-my-hotels.ts';
import { useSelectedHotel } from '../../../features/hotels/hooks/use-selected-hotel.ts';
import { useReviewSummary } from '../../../features/owner-reviews/api/get-review-summary.ts';
import { useLiveReviews } from '../../../features/owner-reviews/hooks/use-live-reviews.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useUserId } from './hotel-gate.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { hotelsOverviewKey } from '../../../features/hotels/api/get-hotels-overview.ts';
import { useSeed } from '../../seed.ts';
import type { Route } from './+types/home';

/** The all-hotels card's figures come with the page, so the page below it never moves. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { overview: await context.dashboard.hotelsOverview(new URL(request.url)) };
}

/** The home's live numbers for one hotel: calls from the call log, the average from the reviews. */
function HotelOverview({ hotel }: { hotel: DashboardHotel }) {
  const { data: stats } = useCallStats(hotel.id);
  const { data: reviews } = useReviewSummary(hotel.id);
  useLiveCallStats(hotel.id);
  useLiveReviews(hotel.id);
  const { data: followUps } = useFollowUps(hotel.id, periodOf(initialInsightsPreset, hotel.timeZone));
  useLiveInsights(hotel.id);
  const now = useNow();
  const count = (value: number | undefined) => (value === undefined ? '…' : value);
  return (
    <>
      <AgentStatusCard
        stats={stats}
        hotelName={hotel.name}
        timeZone={hotel.timeZone}
        now={now}
        callLogsHref={paths.dashboard.callLogs}
      />
      <StatTiles
        tiles={[
          { label: 'Calls today', value: count(stats?.callsToday) },
          { label: 'Calls this week', value: count(stats?.callsThisWeek), hint: 'Since Monday, hotel time' },
          followUpsTile(
            followUps?.pages[0]?.total,
            presetLabels[initialInsightsPreset],
            paths.dashboard.followUps(hotel.id),
          ),
          {
            label: 'Review average',
            value: reviews ? (reviews.average === null ? '—' : `${reviews.average.toFixed(1)} ★`) : '…',
            hint: reviews ? `${reviews.count} ${reviews.count === 1 ? 'review' : 'reviews'}` : undefined,
          },
        ]}
      />
    </>
  );
}

export default function Component({ loaderData }: Route.ComponentProps) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  useSeed(loaderData, ({ overview }) => {
    if (overview) queryClient.setQueryData(hotelsOverviewKey(userId), overview);
  });
  const firstName = useAuthStore((s) => s.user?.firstName ?? '');
  const { data: hotels, isPending } = useMyHotels(userId);
  const hotel = useSelectedHotel(userId);
  return (
    <Welcome firstName={firstName} hotelName={hotel?.name ?? null}>
      <AllHotelsOverview
        userId={userId}
        hotelCount={hotels?.length ?? 0}
        hotelHref={(id) => atHotel(paths.dashboard.home, id)}
        followUpsHref={paths.dashboard.followUps}
      />
      {hotel ? (
        <HotelOverview key={hotel.id} hotel={hotel} />
      ) : isPending || (hotels && hotels.length > 0) ? (
        <Spinner label="Loading hotel" />
      ) : (
        <NoHotelNotice />
      )}
    </Welcome>
  );
}
