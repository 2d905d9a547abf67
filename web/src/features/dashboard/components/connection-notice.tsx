import { useEffect, useState } from 'react';
import { useSocketState } from '../../../lib/use-socket-state.ts';

/** A blip shorter than this shows nothing. */
const graceMs = 1500;

/**
 * A quiet "Reconnecting…" while the live connection is down (after it was up once), so nobody
 * takes a silent page for a quiet line. The pages catch up by themselves after the reconnect.
 */
export function ConnectionNotice() {
  const state = useSocketState();
  const [showing, setShowing] = useState(false);

  useEffect(() => {
    if (state !== 'reconnecting') return;
    const timer = setTimeout(() => setShowing(true), graceMs);
    return () => {
      clearTimeout(timer);
      setShowing(false);
    };
  }, [state]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center"
    >
      {showing ? (
        <span className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900 shadow ring-1 ring-amber-200">
          <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-amber-500" />
          Reconnecting…
        </span>
      ) : null}
    </div>
  );
}
