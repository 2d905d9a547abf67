import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { NotificationBell } from '../../../features/alerts/components/notification-bell.tsx';
import { DashboardShell } from '../../../features/dashboard/components/dashboard-shell.tsx';
import { Sidebar } from '../../../features/dashboard/components/sidebar.tsx';
import { HotelSelector } from '../../../features/hotels/components/hotel-selector.tsx';
import { SelectedHotelName } from '../../../features/hotels/components/selected-hotel-name.tsx';
import { useRestoreSelectedHotel, useSelectedHotel } from '../../../features/hotels/hooks/use-selected-hotel.ts';
import { signedOutState } from '../../signed-out-state.ts';
import { useSignOut } from '../../use-sign-out.ts';
import { useUserId } from './hotel-gate.tsx';

/** Spec §2 'Dashboard shell': sidebar plus the nested route. */
export function Component() {
  const userId = useUserId();
  const signOut = useSignOut();
  const navigate = useNavigate();
  useRestoreSelectedHotel(userId);
  const role = useSelectedHotel(userId)?.role ?? null;

  const logout = async () => {
    await signOut();
    navigate(paths.login, { replace: true, state: signedOutState });
  };

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
