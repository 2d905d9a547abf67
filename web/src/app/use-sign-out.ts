import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthStore } from '../features/auth/stores/auth-store.ts';
import { useSelectedHotelStore } from '../features/hotels/stores/selected-hotel-store.ts';
import { closeSocket } from '../lib/socket.ts';

/** Navigation state that makes the login pages say why the visitor is there. */
export const signedOutState = { signedOut: true } as const;
export const signedOutNotice = 'You have been signed out.';

/** The notice a login page shows when it was reached by signing out. */
export function signedOutNoticeOf(state: unknown): string | null {
  return (state as { signedOut?: unknown } | null)?.signedOut === true ? signedOutNotice : null;
}

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
