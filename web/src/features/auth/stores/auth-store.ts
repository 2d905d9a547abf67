import { create } from 'zustand';
import type { SessionUser } from '@hotelvoice/api/contracts';
import { getSession, signOut } from '../api/session.ts';

/** Auth state of spec §3: user and loading; the admin flag is read from the user with `isAdmin`. */
interface AuthState {
  user: SessionUser | null;
  loading: boolean;
  load(): Promise<void>;
  setUser(user: SessionUser | null): void;
  signOut(): Promise<void>;
}

export const useAuthStore = create<AuthState>((set) => ({
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
