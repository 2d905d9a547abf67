import { useEffect } from 'react';
import type { StoreApi } from 'zustand';
import type { SessionUser } from '@hotelvoice/api/contracts';
import { getSession, signOut } from '../api/session.ts';
import { defineAppStore } from '../../../lib/app-store.ts';

/** Auth state of spec §3: user and loading; the admin flag is read from the user with `isAdmin`. */
export interface AuthState {
  user: SessionUser | null;
  loading: boolean;
  load(): Promise<void>;
  /** The page's one session check: asks once, and not at all when the user is already known. */
  check(): Promise<void>;
  setUser(user: SessionUser | null): void;
  signOut(): Promise<void>;
}

const authStore = defineAppStore<AuthState>('useAuthStore');

/**
 * One store per app: per page in the browser, per request on the server (decision 082), so one
 * visitor's render never sees another's user. A user the server already knows (a dashboard page's
 * loader) starts it loaded; `undefined` leaves it to the page's session check.
 */
export function createAuthStore(user?: SessionUser | null): StoreApi<AuthState> {
  let checking: Promise<void> | null = null;
  return authStore.create((set, get) => ({
    user: user ?? null,
    loading: user === undefined,
    async load() {
      try {
        const { user: current } = await getSession();
        set({ user: current, loading: false });
      } catch {
        set({ user: null, loading: false });
      }
    },
    check() {
      if (!get().loading) return Promise.resolve();
      checking ??= get().load();
      return checking;
    },
    setUser: (next) => set({ user: next, loading: false }),
    async signOut() {
      try {
        await signOut();
      } catch (error) {
        console.error('Sign-out failed', error);
      }
      set({ user: null, loading: false });
    },
  }));
}

export const AuthStoreContext = authStore.Context;
export const useAuthStoreApi = authStore.useApi;
export const useAuthStore = authStore.use;

/** The spec's admin flag: true when the admin claim is true. */
export const isAdmin = (state: AuthState): boolean => state.user?.admin === true;

/**
 * For what shows the visitor's auth state (the public header's account link, the login pages'
 * redirect): starts the page's session check. A page that shows none, the guests' review page,
 * never asks; a signed-in page whose loader brought the user asks nothing.
 */
export function useSessionCheck(): void {
  const store = useAuthStoreApi();
  useEffect(() => {
    void store.getState().check();
  }, [store]);
}
