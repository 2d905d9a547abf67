import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { hotelInUrlPaths } from '../../../config/paths.ts';
import { useMyHotels } from '../../../features/hotels/api/get-my-hotels.ts';
import { useSelectedHotel } from '../../../features/hotels/hooks/use-selected-hotel.ts';
import { useSelectedHotelStore } from '../../../features/hotels/stores/selected-hotel-store.ts';
import { useUserId } from './hotel-gate.tsx';

/**
 * Every dashboard page follows `?hotel=` (issue #32): a URL that changed (a link, Back) naming one
 * of the user's hotels selects it, whichever page it opens. The pages that name their hotel in the
 * URL (hotelInUrlPaths) also keep it there: a selection changed in the hotel selector rewrites
 * the URL and drops the open call, which belongs to the other hotel. Used once, by the layout.
 */
export function useHotelInUrl(): void {
  const userId = useUserId();
  const { data: hotels } = useMyHotels(userId);
  const selected = useSelectedHotel(userId);
  const select = useSelectedHotelStore((s) => s.select);
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const urlHotel = params.get('hotel');
  const seenUrlHotel = useRef<string | null>(null);
  const namesHotel = hotelInUrlPaths.includes(pathname);

  useEffect(() => {
    if (!hotels || !selected) return;
    const urlChanged = urlHotel !== seenUrlHotel.current;
    seenUrlHotel.current = urlHotel;
    if (urlHotel === selected.id) return;
    if (urlHotel && urlChanged && hotels.some((h) => h.id === urlHotel)) {
      select(userId, urlHotel);
      return;
    }
    if (!namesHotel) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (urlHotel) next.delete('id');
        next.set('hotel', selected.id);
        return next;
      },
      { replace: true },
    );
  }, [hotels, selected, urlHotel, userId, select, setParams, namesHotel]);
}
