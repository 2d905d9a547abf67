import { TeamPanel } from '../../../features/team/components/team-panel.tsx';
import { HotelGate, PageHeader } from './hotel-gate.tsx';

export default function Component() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Team"
        subtitle="Who works with HotelVoice at this hotel. Managers can do everything but delete the hotel or change owners; the front desk sees calls, follow-ups, reviews and insights."
      />
      <HotelGate>
        {(hotel) =>
          hotel.role === 'front_desk' ? (
            <p className="rounded-2xl bg-white p-6 text-slate-600 shadow-sm ring-1 ring-slate-200">
              Only the hotel&apos;s owner and managers can see and change the team.
            </p>
          ) : (
            <TeamPanel key={hotel.id} hotelId={hotel.id} viewerRole={hotel.role} />
          )
        }
      </HotelGate>
    </div>
  );
}
