import { create } from 'zustand';
import { selectedHotelCookie } from '@hotelvoice/api/contracts/public-pages';

/** Spec §3 'Selected hotel': remembered per user under this key, holding the hotel id. */
export const selectedHotelStorageKey = (userId: string) => `selectedHotel_${userId}`;

export function readSavedHotelId(userId: string): string | null {
  try {
    return localStorage.getItem(selectedHotelStorageKey(userId));
  } catch {
    return null;
  }
}

/** A year, like the localStorage entry's lifetime in practice; the api only reads it as a hint. */
const hintMaxAgeSeconds = 365 * 24 * 3600;

function saveHotelId(userId: string, hotelId: string): void {
  // The api embeds this hotel's first calls in the next dashboard page it sends (decision 070).
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${selectedHotelCookie}=${encodeURIComponent(hotelId)}; path=/; max-age=${hintMaxAgeSeconds}; samesite=lax${secure}`;
  try {
    localStorage.setItem(selectedHotelStorageKey(userId), hotelId);
  } catch {
    // Storage can be full or blocked (private mode); the selection still works for this tab.
  }
}

interface SelectedHotelState {
  /** Whose selection this is, so a different user in the same tab never inherits it. */
  userId: string | null;
  hotelId: string | null;
  select(userId: string, hotelId: string): void;
  reset(): void;
}

export const useSelectedHotelStore = create<SelectedHotelState>((set) => ({
  userId: null,
  hotelId: null,
  select(userId, hotelId) {
    saveHotelId(userId, hotelId);
    set({ userId, hotelId });
  },
  reset: () => set({ userId: null, hotelId: null }),
}));
