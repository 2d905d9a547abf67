import { useQueryClient } from '@tanstack/react-query';
import type { ShouldRevalidateFunction } from 'react-router';
import type { FollowUpPages } from '../../../features/insights/api/follow-ups.ts';
import { insightsKeys } from '../../../features/insights/api/insights-keys.ts';
import { useSeed } from '../../seed.ts';
import type { Route } from './+types/insights';
import { InsightsView } from '../../../features/insights/components/insights-view.tsx';
import { HotelGate, PageHeader } from './hotel-gate.tsx';

/** Issue #13: what the receptionist did for the hotel, for any period, live. */
/** The opening week's figures, follow-ups and settings come with the page. */
export const loader = ({ request, context }: Route.LoaderArgs) => context.dashboard.insights(new URL(request.url));

export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function Component({ loaderData }: Route.ComponentProps) {
  const queryClient = useQueryClient();
  useSeed(loaderData, (week) => {
    if (!week) return;
    queryClient.setQueryData(insightsKeys.period(week.hotelId, week.from, week.to), week.figures);
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
      <HotelGate>{(hotel) => <InsightsView key={hotel.id} hotel={hotel} />}</HotelGate>
    </div>
  );
}
