import { useAuthStore } from '../../../features/auth/stores/auth-store.ts';
import { Welcome } from '../../../features/dashboard/components/welcome.tsx';
import { useSelectedHotel } from '../../../features/hotels/hooks/use-selected-hotel.ts';
import { useUserId } from './hotel-gate.tsx';

export function Component() {
  const userId = useUserId();
  const firstName = useAuthStore((s) => s.user?.firstName ?? '');
  const hotel = useSelectedHotel(userId);
  return <Welcome firstName={firstName} hotelName={hotel?.name ?? null} />;
}
