import type { StoreApi } from 'zustand';
import type { SessionUser } from '@hotelvoice/api/contracts';
import { signOut } from '../api/session.ts';
import { defineAppStore } from '../../../lib/app-store.ts';

/** Auth state of spec §3: the signed-in user; the admin flag is read from the user with `isAdmin`. */
export interface AuthState {
  user: SessionUser | null;
  setUser(user: SessionUser | null): void;
  signOut(): Promise<void>;
}

const authStore = defineAppStore<AuthState>('useAuthStore');

/**
 * One store per app: per page in the browser, per request on the server (decision 082), so one
 * visitor's render never sees another's user. It starts with the user the server found for the
 * page's request (the root loader), so no page asks for the session after it has loaded.
 */
export function createAuthStore(user: SessionUser | null): StoreApi<AuthState> {
  return authStore.create((set) => ({
    user,
    setUser: (next) => set({ user: next }),
    async signOut() {
      try {
        await signOut();
      } catch (error) {
        console.error('Sign-out failed', error);
      }
      set({ user: null });
    },
  }));
}

export const AuthStoreContext = authStore.Context;
export const useAuthStoreApi = authStore.useApi;
export const useAuthStore = authStore.use;

/** The spec's admin flag: true when the admin claim is true. */
export const isAdmin = (state: AuthState): boolean => state.user?.admin === true;
