import { create } from 'zustand';
import { getSession, signOut, type SessionUser } from '../api/session.ts';

/** Auth state of spec §3: user, admin flag and loading. */
interface AuthState {
  user: SessionUser | null;
  admin: boolean;
  loading: boolean;
  load(): Promise<void>;
  setUser(user: SessionUser | null): void;
  signOut(): Promise<void>;
}

export const useAuthStore = create<AuthState>((set) => ({
  user: null,
  admin: false,
  loading: true,
  async load() {
    try {
      const { user } = await getSession();
      set({ user, admin: user?.admin === true, loading: false });
    } catch {
      set({ user: null, admin: false, loading: false });
    }
  },
  setUser: (user) => set({ user, admin: user?.admin === true, loading: false }),
  async signOut() {
    try {
      await signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    set({ user: null, admin: false, loading: false });
  },
}));
