import { useRef } from 'react';

/**
 * Puts a loader's answer where the page's own queries and stores read it, during the render that
 * receives it, so that render (on the server, and hydrating it in the browser) already draws the
 * data. Runs once per answer: a new navigation's answer seeds again.
 */
export function useSeed<T>(answer: T, seed: (answer: T) => void): void {
  const seeded = useRef<{ answer: T } | null>(null);
  if (seeded.current?.answer !== answer) {
    seeded.current = { answer };
    seed(answer);
  }
}
