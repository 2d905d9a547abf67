import type { CallLogListItem } from '@hotelvoice/api/contracts';
import { LiveTimer } from './live-timer.tsx';

/**
 * Spec §4 'Call log status': 'done' for ended. Beyond the spec: a call still going on reads "Live"
 * with its running time, one that never connected "failed", one whose end was never heard "unknown".
 */
export function CallStatusBadge({ call }: { call: Pick<CallLogListItem, 'status' | 'startedAt'> }) {
  if (call.status === 'ended')
    return <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">done</span>;
  if (call.status === 'in_progress')
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">
        <span aria-hidden="true" className="h-1.5 w-1.5 animate-pulse rounded-full bg-red-600" />
        Live<span aria-hidden="true">·</span>
        <LiveTimer startedAt={call.startedAt} />
      </span>
    );
  if (call.status === 'failed')
    return <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">failed</span>;
  return (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">{call.status}</span>
  );
}
