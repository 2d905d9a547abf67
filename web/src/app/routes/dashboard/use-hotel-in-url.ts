import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useMyHotels } from '../../../features/hotels/api/get-my-hotels.ts';
import { useSelectedHotel } from '../../../features/hotels/hooks/use-selected-hotel.ts';
import { useSelectedHotelStore } from '../../../features/hotels/stores/selected-hotel-store.ts';
import { useUserId } from './hotel-gate.tsx';

/**
 * Keeps `?hotel=` and the selected hotel in step. A URL that changed (a link, Back) selects its
 * hotel; a selection changed in the hotel selector rewrites the URL and drops the open call, which
 * belongs to the other hotel.
 */
export function useHotelInUrl(): void {
  const userId = useUserId();
  const { data: hotels } = useMyHotels(userId);
  const selected = useSelectedHotel(userId);
  const select = useSelectedHotelStore((s) => s.select);
  const [params, setParams] = useSearchParams();
  const urlHotel = params.get('hotel');
  const seenUrlHotel = useRef<string | null>(null);

  useEffect(() => {
    if (!hotels || !selected) return;
    const urlChanged = urlHotel !== seenUrlHotel.current;
    seenUrlHotel.current = urlHotel;
    if (urlHotel === selected.id) return;
    if (urlHotel && urlChanged && hotels.some((h) => h.id === urlHotel)) {
      select(userId, urlHotel);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (urlHotel) next.delete('id');
        next.set('hotel', selected.id);
        return next;
      },
      { replace: true },
    );
  }, [hotels, selected, urlHotel, userId, select, setParams]);
}
