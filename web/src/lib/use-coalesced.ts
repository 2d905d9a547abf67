import { useEffect, useRef } from 'react';

/**
 * A function that runs `run` once, `settleMs` after the first of a burst of calls, however many
 * follow in that window (a busy hour of live events refetches once per window, per tab). A pending
 * run is dropped when the component unmounts.
 */
export function useCoalesced(run: () => void, settleMs: number): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current();
    }, settleMs);
  };
}
