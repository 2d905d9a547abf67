import type { ReactNode } from 'react';
import type { DashboardHotel } from '@hotelvoice/api/contracts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuthStore } from '../../../features/auth/stores/auth-store.ts';
import { useMyHotels } from '../../../features/hotels/api/get-my-hotels.ts';
import { useSelectedHotel } from '../../../features/hotels/hooks/use-selected-hotel.ts';

/** The signed-in user's id; the route guard has made sure there is one. */
export function useUserId(): string {
  return useAuthStore((s) => s.user?.id ?? '');
}

/** Renders a hotel-scoped page once a hotel is selected; explains why not otherwise. */
export function HotelGate({ children }: { children: (hotel: DashboardHotel) => ReactNode }) {
  const userId = useUserId();
  const { data: hotels, isPending } = useMyHotels(userId);
  const hotel = useSelectedHotel(userId);
  if (hotel) return <>{children(hotel)}</>;
  if (isPending || (hotels && hotels.length > 0)) return <Spinner label="Loading hotel" />;
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">No hotels found</p>
      <p className="mt-1 text-sm text-slate-600">
        Your account is not linked to a hotel yet. The HotelVoice team links it when your hotel goes live.
      </p>
    </div>
  );
}

export function PageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-2xl text-slate-600">{subtitle}</p>
    </header>
  );
}

/** What a front-desk member sees on a page only the hotel's owner and managers may use. */
export function ManagersOnly({ what }: { what: string }) {
  return (
    <p className="rounded-2xl bg-white p-6 text-slate-600 shadow-sm ring-1 ring-slate-200">
      Only the hotel&apos;s owner and managers can see and change {what}. Ask one of them if something needs changing.
    </p>
  );
}
