import { useSyncExternalStore } from 'react';
import { linkTokenOf } from './link-token.ts';

const subscribe = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

/**
 * The token this tab read on this page: a form posted through the router lands on the page's
 * address without the fragment, and a refused token must still be the one the page shows.
 */
let remembered: { pathname: string; token: string } | null = null;

function currentToken(): string {
  const { pathname, hash } = window.location;
  const token = linkTokenOf(hash);
  if (token) remembered = { pathname, token };
  return remembered?.pathname === pathname ? remembered.token : '';
}

/**
 * The e-mailed link's token from the URL fragment, read once the page runs in the browser (a
 * fragment never reaches the server): null in the server's render and during hydration. A page
 * without JavaScript never learns it; its form posts an empty token, which the server refuses.
 */
export const useLinkToken = (): string | null => useSyncExternalStore(subscribe, currentToken, () => null);
