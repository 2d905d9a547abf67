import { useMemo } from 'react';

/**
 * Puts a loader's answer where the page's own queries and stores read it, during the render that
 * receives it, so that render (on the server, and hydrating it in the browser) already draws the
 * data. Seeding is idempotent; it runs again for each new answer (a navigation's, an action's).
 */
export function useSeed<T>(answer: T, seed: (answer: T) => void): void {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `seed` is a fresh closure each render; the answer decides
  useMemo(() => seed(answer), [answer]);
}
