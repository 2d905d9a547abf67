import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint, where the dashboard's panes sit side by side. */
export const wideScreen = '(min-width: 48rem)';

/** Whether the CSS media query matches now; the component re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
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
    () => false,
  );
}
