import { useSyncExternalStore } from 'react';
import { linkTokenOf } from './link-token.ts';

const subscribe = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

/**
 * The e-mailed link's token from the URL fragment, read once the page runs in the browser (a
 * fragment never reaches the server): null in the server's render and during hydration. A page
 * without JavaScript never learns it; its form posts an empty token, which the server refuses.
 */
export const useLinkToken = (): string | null =>
  useSyncExternalStore(
    subscribe,
    () => linkTokenOf(window.location.hash),
    () => null,
  );
