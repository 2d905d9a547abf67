import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ServerViewport } from '@hotelvoice/api/contracts/web-context';

/** Tailwind's `md` breakpoint, where the dashboard's panes sit side by side. */
export const wideScreen = '(min-width: 48rem)';

/**
 * The viewport the server rendered for, guessed from the request (the root loader's answer): the
 * server's snapshot of every media query, so hydration draws the server's markup on its first pass
 * and React re-renders with the real viewport right after when it differs.
 */
export const ServerViewportContext = createContext<ServerViewport>('wide');

/** Whether the CSS media query matches now; the component re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const assumed = useContext(ServerViewportContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => query === wideScreen && assumed === 'wide',
  );
}
