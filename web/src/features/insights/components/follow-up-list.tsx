import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useFollowUps, useMarkHandled } from '../api/follow-ups.ts';
import { reasonLabels, resolutionLabels } from '@hotelvoice/api/contracts/call-analysis-labels';

/** Calls that need a person, newest first; 'Mark as handled' takes one off the list for everyone. */
export function FollowUpList({ hotelId, timeZone }: { hotelId: string; timeZone: string }) {
  const { data, error, isPending } = useFollowUps(hotelId);
  const mark = useMarkHandled(hotelId);
  if (isPending) return <p className="text-sm text-slate-500">Loading follow-ups…</p>;
  if (error) return <Alert>{errorMessage(error, 'Could not load the follow-ups.')}</Alert>;
  if (data.items.length === 0) return <p className="text-sm text-slate-500">Nobody is waiting for a call back.</p>;
  return (
    <>
      {mark.error && <Alert>{errorMessage(mark.error, 'Could not mark the follow-up as handled.')}</Alert>}
      <ul className="divide-y divide-slate-100" aria-label="Calls that need follow-up">
        {data.items.map((item) => (
          <li key={item.callId} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <Link
                to={`/dashboard/call-logs?hotel=${encodeURIComponent(hotelId)}&id=${encodeURIComponent(item.callId)}`}
                className="font-medium text-slate-900 hover:underline"
              >
                {item.preview || item.summary || 'Call without words'}
              </Link>
              <p className="text-xs text-slate-500">
                {formatDateTime(item.startedAt, { timeZone })}
                {item.resolution && ` · ${resolutionLabels[item.resolution]}`}
              </p>
              <p className="mt-1 flex flex-wrap gap-1">
                {item.reasons.map((reason) => (
                  <span
                    key={reason}
                    className="rounded bg-amber-50 px-1.5 py-0.5 text-xs text-amber-800 ring-1 ring-amber-200"
                  >
                    {reasonLabels[reason]}
                  </span>
                ))}
              </p>
            </div>
            <Button
              variant="secondary"
              disabled={mark.isPending && mark.variables === item.callId}
              onClick={() => mark.mutate(item.callId)}
            >
              Mark as handled
            </Button>
          </li>
        ))}
      </ul>
      {data.hasMore && <p className="pt-2 text-xs text-slate-500">Showing the newest 50.</p>}
    </>
  );
}
