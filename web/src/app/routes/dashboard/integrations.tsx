import { PmsIntegration } from '../../../features/pms/components/pms-integration.tsx';
import { HotelGate, ManagersOnly, PageHeader, useUserId } from './hotel-gate.tsx';

export default function Component() {
  const userId = useUserId();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="PMS Integration"
        subtitle="Connect your AI voice agent to your property management system, so it can check availability and manage reservations while it talks to guests."
      />
      <HotelGate>
        {(hotel) =>
          hotel.role === 'front_desk' ? (
            <ManagersOnly what="the PMS connection" />
          ) : (
            <PmsIntegration key={hotel.id} userId={userId} hotelId={hotel.id} />
          )
        }
      </HotelGate>
    </div>
  );
}
