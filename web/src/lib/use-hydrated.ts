import { useSyncExternalStore } from 'react';

let hydrated = false;
const waiting = new Set<() => void>();

/** Subscriptions start once the first render is in the page: from then on the page is live. */
function subscribe(onChange: () => void): () => void {
  if (!hydrated) {
    waiting.add(onChange);
    queueMicrotask(() => {
      hydrated = true;
      for (const notify of waiting) notify();
      waiting.clear();
    });
  }
  return () => waiting.delete(onChange);
}

/**
 * False while a prerendered page is hydrated (its first render must match the HTML, where no
 * script runs yet), true from the render after it and on every page rendered later. The flag lives
 * here rather than in React's server snapshot, because Preact (the public pages' runtime, decision
 * 070) reads the client snapshot while it hydrates.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
