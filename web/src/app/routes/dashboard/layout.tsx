import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useAuthStore } from '../../../features/auth/stores/auth-store.ts';
import { DashboardShell } from '../../../features/dashboard/components/dashboard-shell.tsx';
import { Sidebar } from '../../../features/dashboard/components/sidebar.tsx';
import { HotelSelector } from '../../../features/hotels/components/hotel-selector.tsx';
import { useRestoreSelectedHotel } from '../../../features/hotels/hooks/use-selected-hotel.ts';
import { useSelectedHotelStore } from '../../../features/hotels/stores/selected-hotel-store.ts';
import { closeSocket } from '../../../lib/socket.ts';
import { useUserId } from './hotel-gate.tsx';

/** Spec §2 'Dashboard shell': sidebar plus the nested route. */
export function Component() {
  const userId = useUserId();
  const signOut = useAuthStore((s) => s.signOut);
  const resetHotel = useSelectedHotelStore((s) => s.reset);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useRestoreSelectedHotel(userId);

  const logout = async () => {
    await signOut();
    closeSocket();
    resetHotel();
    queryClient.clear();
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
