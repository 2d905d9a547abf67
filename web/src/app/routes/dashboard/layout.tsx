import { Outlet } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { NotificationBell } from '../../../features/alerts/components/notification-bell.tsx';
import { DashboardShell } from '../../../features/dashboard/components/dashboard-shell.tsx';
import { Sidebar } from '../../../features/dashboard/components/sidebar.tsx';
import { HotelSelector } from '../../../features/hotels/components/hotel-selector.tsx';
import { SelectedHotelName } from '../../../features/hotels/components/selected-hotel-name.tsx';
import { useMyHotels } from '../../../features/hotels/api/get-my-hotels.ts';
import { useRestoreSelectedHotel, useSelectedHotel } from '../../../features/hotels/hooks/use-selected-hotel.ts';
import { useSignOut } from '../../use-sign-out.ts';
import { useUserId } from './hotel-gate.tsx';

/** Spec §2 'Dashboard shell': sidebar plus the nested route. */
export function Component() {
  const userId = useUserId();
  const signOut = useSignOut();
  useRestoreSelectedHotel(userId);
  const { data: hotels } = useMyHotels(userId);
  const selected = useSelectedHotel(userId);
  // Until the hotels are loaded and one is selected, the sidebar offers only what every role may
  // use: a front-desk member never sees the managers' pages flash by. No hotel at all: the full list.
  const role = selected?.role ?? (hotels?.length === 0 ? null : 'front_desk');
  const logout = () => signOut({ to: paths.login, notice: true });

  return (
    <DashboardShell
      sidebar={
        <Sidebar
          hotelSelector={<HotelSelector userId={userId} />}
          bell={<NotificationBell />}
          role={role}
          onLogout={() => void logout()}
        />
      }
      topBar={<SelectedHotelName userId={userId} />}
    >
      <Outlet />
    </DashboardShell>
  );
}
