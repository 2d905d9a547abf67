import { AlertSettingsForm } from '../../../features/alerts/components/alert-settings-form.tsx';
import { DailySummaryPreview } from '../../../features/alerts/components/daily-summary-preview.tsx';
import { DigestPreview } from '../../../features/alerts/components/digest-preview.tsx';
import { HotelGate, PageHeader } from './hotel-gate.tsx';

/** Issue #14: how the signed-in owner hears about calls and reviews that need them, per hotel. */
export default function Component() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Alerts"
        subtitle="Choose what you hear about for this hotel, and when: at once, in a daily summary, or not at all."
      />
      <HotelGate>
        {(hotel) => (
          <div key={hotel.id}>
            <AlertSettingsForm hotelId={hotel.id} />
            <DailySummaryPreview hotelId={hotel.id} />
            <DigestPreview hotelId={hotel.id} />
          </div>
        )}
      </HotelGate>
    </div>
  );
}
