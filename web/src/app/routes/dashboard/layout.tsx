import { useQueryClient } from '@tanstack/react-query';
import { Outlet, type ShouldRevalidateFunction } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { NotificationBell } from '../../../features/alerts/components/notification-bell.tsx';
import { DashboardShell } from '../../../features/dashboard/components/dashboard-shell.tsx';
import { Sidebar } from '../../../features/dashboard/components/sidebar.tsx';
import { HotelSelector } from '../../../features/hotels/components/hotel-selector.tsx';
import { SelectedHotelName } from '../../../features/hotels/components/selected-hotel-name.tsx';
import { useMyHotels } from '../../../features/hotels/api/get-my-hotels.ts';
import { useRestoreSelectedHotel, useSelectedHotel } from '../../../features/hotels/hooks/use-selected-hotel.ts';
import { myHotelsKey } from '../../../features/hotels/api/get-my-hotels.ts';
import { useAuthStoreApi } from '../../../features/auth/stores/auth-store.ts';
import { useSelectedHotelStoreApi } from '../../../features/hotels/stores/selected-hotel-store.ts';
import { loadDashboardSession } from '../../dashboard-loader.ts';
import { useSeed } from '../../seed.ts';
import { SignedInListeners } from '../../signed-in-listeners.tsx';
import { useSignOut } from '../../use-sign-out.ts';
import { useServiceWorker } from '../../use-service-worker.ts';
import type { Route } from './+types/layout';
import { useUserId } from './hotel-gate.tsx';
import { useHotelInUrl } from './use-hotel-in-url.ts';

/** Spec §2 route guard, on the server: the login page for a signed-out visitor. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadDashboardSession(request, context);

/** The user and their hotels are asked once per visit, and again only after a form changed something. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && defaultShouldRevalidate;

/** Spec §2 'Dashboard shell': sidebar plus the nested route. */
export default function Component({ loaderData }: Route.ComponentProps) {
  const queryClient = useQueryClient();
  const authStore = useAuthStoreApi();
  const hotelStore = useSelectedHotelStoreApi();
  useSeed(loaderData, ({ user, hotels, selectedHotelId }) => {
    authStore.getState().setUser(user);
    queryClient.setQueryData(myHotelsKey(user.id), hotels);
    if (selectedHotelId && hotelStore.getState().hotelId === null)
      hotelStore.setState({ userId: user.id, hotelId: selectedHotelId });
  });
  const userId = useUserId();
  const signOut = useSignOut();
  useRestoreSelectedHotel(userId);
  useServiceWorker();
  useHotelInUrl();
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
      hotelId={selected?.id ?? null}
    >
      <Outlet />
      <SignedInListeners />
    </DashboardShell>
  );
}
