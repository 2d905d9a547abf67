import { selectedHotelCookie } from '@hotelvoice/api/contracts/selected-hotel';
import { defineAppStore } from '../../../lib/app-store.ts';

/** Spec §3 'Selected hotel': remembered per user under this key, holding the hotel id. */
export const selectedHotelStorageKey = (userId: string) => `selectedHotel_${userId}`;

export function readSavedHotelId(userId: string): string | null {
  try {
    return localStorage.getItem(selectedHotelStorageKey(userId));
  } catch {
    return null;
  }
}

/** A year, like the localStorage entry's lifetime in practice; the server only reads it as a hint. */
const hintMaxAgeSeconds = 365 * 24 * 3600;

function saveHotelId(userId: string, hotelId: string): void {
  // The dashboard's loaders read the hint when the URL names no hotel (the same rule as here).
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${selectedHotelCookie(userId)}=${encodeURIComponent(hotelId)}; path=/; max-age=${hintMaxAgeSeconds}; samesite=lax${secure}`;
  try {
    localStorage.setItem(selectedHotelStorageKey(userId), hotelId);
  } catch {
    // Storage can be full or blocked (private mode); the selection still works for this tab.
  }
}

export interface SelectedHotelState {
  /** Whose selection this is, so a different user in the same tab never inherits it. */
  userId: string | null;
  hotelId: string | null;
  select(userId: string, hotelId: string): void;
  reset(): void;
}

/** One store per app (per request on the server, decision 082); the server render starts it with the loader's pick. */
const selectedHotelStore = defineAppStore<SelectedHotelState>('useSelectedHotelStore');

export function createSelectedHotelStore(initial?: { userId: string; hotelId: string } | null) {
  return selectedHotelStore.create((set) => ({
    userId: initial?.userId ?? null,
    hotelId: initial?.hotelId ?? null,
    select(userId, hotelId) {
      saveHotelId(userId, hotelId);
      set({ userId, hotelId });
    },
    reset: () => set({ userId: null, hotelId: null }),
  }));
}

export const SelectedHotelStoreContext = selectedHotelStore.Context;
export const useSelectedHotelStoreApi = selectedHotelStore.useApi;
export const useSelectedHotelStore = selectedHotelStore.use;
