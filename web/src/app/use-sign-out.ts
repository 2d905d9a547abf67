import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStoreApi } from '../features/auth/stores/auth-store.ts';
import { useSelectedHotelStoreApi } from '../features/hotels/stores/selected-hotel-store.ts';
import { closeSocket } from '../lib/socket.ts';
import { signedOutState } from './signed-out-state.ts';

/**
 * The one sign-out, from the dashboard, the admin area or a revoked session: ends the session, closes
 * the live connection and forgets every fetched and selected thing, so a second user in the same tab
 * never sees the first user's data; then goes to `to`, whose login page says "You have been signed
 * out." when `notice` is set.
 */
export function useSignOut(): (then: { to: string; notice: boolean }) => Promise<void> {
  const queryClient = useQueryClient();
  const authStore = useAuthStoreApi();
  const hotelStore = useSelectedHotelStoreApi();
  const navigate = useNavigate();
  return useCallback(
    async ({ to, notice }) => {
      try {
        await authStore.getState().signOut();
      } finally {
        closeSocket();
        hotelStore.getState().reset();
        queryClient.clear();
        await navigate(to, { replace: true, state: notice ? signedOutState : null });
      }
    },
    [queryClient, authStore, hotelStore, navigate],
  );
}
