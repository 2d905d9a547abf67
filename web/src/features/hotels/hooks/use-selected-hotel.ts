import { useEffect } from 'react';
import type { DashboardHotel } from '@hotelvoice/api/contracts';
import { initialHotelId } from '@hotelvoice/api/contracts/selected-hotel';
import { readSavedHotelId, useSelectedHotelStore } from '../stores/selected-hotel-store.ts';
import { useMyHotels } from '../api/get-my-hotels.ts';

/** The selected hotel of the signed-in user (null while loading or when they have none). */
export function useSelectedHotel(userId: string): DashboardHotel | null {
  const { data: hotels } = useMyHotels(userId);
  const { userId: owner, hotelId } = useSelectedHotelStore();
  if (owner !== userId || !hotels) return null;
  return hotels.find((h) => h.id === hotelId) ?? null;
}

/**
 * Spec §4 'Hotel selection': once the hotels load and none (valid) is selected, take the saved one
 * if it is still in the list, otherwise the first. Mount once, in the dashboard layout.
 */
export function useRestoreSelectedHotel(userId: string): void {
  const { data: hotels } = useMyHotels(userId);
  const { userId: owner, hotelId, select, reset } = useSelectedHotelStore();
  useEffect(() => {
    if (!hotels) return;
    const current = owner === userId && hotels.some((h) => h.id === hotelId);
    if (current) return;
    const next = initialHotelId(hotels, null, readSavedHotelId(userId));
    if (next) select(userId, next);
    else reset();
  }, [hotels, owner, hotelId, userId, select, reset]);
}
