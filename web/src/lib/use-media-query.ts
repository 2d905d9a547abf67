import { useCallback, useSyncExternalStore } from 'react';
import type { ServerViewport } from '@hotelvoice/api/contracts/public-pages';

/** Tailwind's `md` breakpoint, where the dashboard's panes sit side by side. */
export const wideScreen = '(min-width: 48rem)';

let assumed: ServerViewport | null = null;
const assumptionEnded = new Set<() => void>();

/**
 * While set, `useMediaQuery` answers as the viewport would: the server renders for the viewport the
 * request's User-Agent suggests, and hydration must draw that same markup on its first pass. Set to
 * null after hydrating: components then re-render with the real viewport if it differs.
 */
export function assumeViewport(viewport: ServerViewport | null): void {
  assumed = viewport;
  if (viewport === null) for (const changed of assumptionEnded) changed();
}

/** Whether the CSS media query matches now; the component re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      assumptionEnded.add(onChange);
      return () => {
        list.removeEventListener('change', onChange);
        assumptionEnded.delete(onChange);
      };
    },
    [query],
  );
  const current = () => {
    if (assumed !== null) return query === wideScreen && assumed === 'wide';
    return typeof window === 'undefined' ? false : window.matchMedia(query).matches;
  };
  return useSyncExternalStore(subscribe, current, current);
}
