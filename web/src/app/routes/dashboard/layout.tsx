import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { DashboardShell } from '../../../features/dashboard/components/dashboard-shell.tsx';
import { Sidebar } from '../../../features/dashboard/components/sidebar.tsx';
import { HotelSelector } from '../../../features/hotels/components/hotel-selector.tsx';
import { useRestoreSelectedHotel } from '../../../features/hotels/hooks/use-selected-hotel.ts';
import { useSignOut } from '../../use-sign-out.ts';
import { useUserId } from './hotel-gate.tsx';

/** Spec §2 'Dashboard shell': sidebar plus the nested route. */
export function Component() {
  const userId = useUserId();
  const signOut = useSignOut();
  const navigate = useNavigate();
  useRestoreSelectedHotel(userId);

  const logout = async () => {
    await signOut();
    navigate(paths.login, { replace: true });
  };

  return (
    <DashboardShell
      sidebar={<Sidebar hotelSelector={<HotelSelector userId={userId} />} onLogout={() => void logout()} />}
    >
      <Outlet />
    </DashboardShell>
  );
}
