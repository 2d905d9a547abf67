import { useEffect, useState } from 'react';
import { formatSeconds } from '../../../lib/date-time.ts';

/** How long a live call has been going, counted on the page once a second. */
export function LiveTimer({ startedAt }: { startedAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = (now - Date.parse(startedAt)) / 1000;
  return (
    <span className="font-normal tabular-nums" aria-label={`running for ${formatSeconds(seconds)}`}>
      {formatSeconds(seconds)}
    </span>
  );
}
