import { useEffect } from 'react';
import { create } from 'zustand';
import type { SessionUser } from '@hotelvoice/api/contracts';
import { getSession, signOut } from '../api/session.ts';

/** Auth state of spec §3: user and loading; the admin flag is read from the user with `isAdmin`. */
interface AuthState {
  user: SessionUser | null;
  loading: boolean;
  load(): Promise<void>;
  /** The page's one session check: asks once, and not at all when the user is already known. */
  check(): Promise<void>;
  setUser(user: SessionUser | null): void;
  signOut(): Promise<void>;
}

let checking: Promise<void> | null = null;

export const useAuthStore = create<AuthState>((set, get) => ({
  user: null,
  loading: true,
  async load() {
    try {
      const { user } = await getSession();
      set({ user, loading: false });
    } catch {
      set({ user: null, loading: false });
    }
  },
  check() {
    if (!get().loading) return Promise.resolve();
    checking ??= get().load();
    return checking;
  },
  setUser: (user) => set({ user, loading: false }),
  async signOut() {
    try {
      await signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    set({ user: null, loading: false });
  },
}));

/** The spec's admin flag: true when the admin claim is true. */
export const isAdmin = (state: AuthState): boolean => state.user?.admin === true;

/**
 * For what shows the visitor's auth state (the public header's account link, the login pages'
 * redirect): starts the page's session check. A page that shows none, the guests' review page,
 * never asks; a dashboard page the api sent with its user asks nothing (decision 070).
 */
export function useSessionCheck(): void {
  useEffect(() => {
    void useAuthStore.getState().check();
  }, []);
}
