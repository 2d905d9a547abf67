import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { useSelectedHotelStore } from '../features/hotels/stores/selected-hotel-store.ts';
import { closeSocket } from '../lib/socket.ts';

/**
 * The one sign-out, from the dashboard, the admin area or a revoked session: ends the session, closes
 * the live connection and forgets every fetched and selected thing, so a second user in the same tab
 * never sees the first user's data.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await useAuthStore.getState().signOut();
    closeSocket();
    useSelectedHotelStore.getState().reset();
    queryClient.clear();
  }, [queryClient]);
}
