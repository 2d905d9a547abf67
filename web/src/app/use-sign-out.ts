import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { useSelectedHotelStore } from '../features/hotels/stores/selected-hotel-store.ts';
import { closeSocket } from '../lib/socket.ts';
import { router } from './router.tsx';
import { noteSignedOut } from './signed-out-state.ts';

/**
 * The one sign-out, from the dashboard, the admin area or a revoked session: ends the session, closes
 * the live connection and forgets every fetched and selected thing, so a second user in the same tab
 * never sees the first user's data; then goes to `to`, whose login page says "You have been signed
 * out." when `notice` is set. It navigates through the app's router, not the asking page's: signing
 * out unmounts that page (its guard sends a signed-out visitor away), and a navigation asked for by
 * an unmounted page can be lost.
 */
export function useSignOut(): (then: { to: string; notice: boolean }) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ to, notice }) => {
      if (notice) noteSignedOut();
      try {
        await useAuthStore.getState().signOut();
      } finally {
        closeSocket();
        useSelectedHotelStore.getState().reset();
        queryClient.clear();
        await router.navigate(to, { replace: true });
      }
    },
    [queryClient],
  );
}
