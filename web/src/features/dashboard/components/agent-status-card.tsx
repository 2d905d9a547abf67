import { Link } from 'react-router';
import type { CallStats } from '@hotelvoice/api/contracts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatDateTime, formatRelative } from '../../../lib/date-time.ts';
import { isQuietForLongerThanUsual } from '../lib/quiet-line.ts';

/**
 * What the agent has actually done: the last call it took and how long ago, a warning when the line
 * is quieter than usual, and the spec's 'View Call Logs' button.
 */
export function AgentStatusCard({
  stats,
  hotelName,
  timeZone,
  now,
  callLogsHref,
}: {
  stats: CallStats | undefined;
  hotelName: string;
  timeZone: string;
  now: number;
  callLogsHref: string;
}) {
  const quiet = stats ? isQuietForLongerThanUsual(stats, now) : false;
  return (
    <section
      aria-labelledby="agent-status-title"
      className={`flex flex-col gap-4 rounded-2xl p-6 shadow-sm ring-1 sm:flex-row sm:items-center sm:justify-between ${
        quiet ? 'bg-amber-50 ring-amber-300' : 'bg-white ring-slate-200'
      }`}
    >
      <div>
        <h2 id="agent-status-title" className="text-lg font-semibold text-slate-900">
          {!stats
            ? 'Loading the latest calls…'
            : stats.lastCallAt
              ? `Last call ${formatRelative(stats.lastCallAt, now)}`
              : `No calls to ${hotelName} yet`}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {stats?.lastCallAt
            ? `Received ${formatDateTime(stats.lastCallAt, { timeZone })}, hotel time.`
            : stats
              ? 'Your voice agent logs every call it answers here, with transcript and recording.'
              : '\u00a0'}
        </p>
        {quiet && (
          <p role="status" className="mt-2 text-sm font-medium text-amber-900">
            No call has come in for longer than usual. If guests should be calling, check that your phone line still
            forwards to the voice agent.
          </p>
        )}
      </div>
      <Link to={callLogsHref} className={buttonClasses('primary', 'shrink-0')}>
        View Call Logs
      </Link>
    </section>
  );
}
