import { InsightsView } from '../../../features/insights/components/insights-view.tsx';
import { HotelGate, PageHeader } from './hotel-gate.tsx';
import { useHotelInUrl } from './use-hotel-in-url.ts';

/** Issue #13: what the receptionist did for the hotel, for any period, live. */
export function Component() {
  useHotelInUrl();
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
