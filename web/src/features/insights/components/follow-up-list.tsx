import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useFollowUps, useMarkHandled } from '../api/follow-ups.ts';
import { reasonLabels, resolutionLabels } from '@hotelvoice/api/contracts/call-analysis-labels';

const openCount = (n: number) => (n === 1 ? '1 open follow-up' : `${n} open follow-ups`);

/**
 * The period's calls that need a person, newest first, a page at a time ("Show more"); the total
 * is the insights figure's. 'Mark as handled' takes one off the list for everyone.
 */
export function FollowUpList({
  hotelId,
  timeZone,
  period,
}: {
  hotelId: string;
  timeZone: string;
  period: { from: string; to: string };
}) {
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useFollowUps(hotelId, period);
  const mark = useMarkHandled(hotelId);
  if (isPending) return <p className="text-sm text-slate-500">Loading follow-ups…</p>;
  if (error) return <Alert>{errorMessage(error, 'Could not load the follow-ups.')}</Alert>;
  const items = data.pages.flatMap((page) => page.items);
  const total = data.pages[0]?.total ?? 0;
  if (items.length === 0)
    return <p className="text-sm text-slate-500">Nobody in this period is waiting for a call back.</p>;
  return (
    <>
      {mark.error && <Alert>{errorMessage(mark.error, 'Could not mark the follow-up as handled.')}</Alert>}
      <p className="text-sm text-slate-600">
        {openCount(total)} in this period{total > items.length ? `, newest ${items.length} shown` : ''}.
      </p>
      <ul className="divide-y divide-slate-100" aria-label="Calls that need follow-up">
        {items.map((item) => (
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
      {hasNextPage && (
        <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? 'Loading…' : 'Show more'}
        </Button>
      )}
    </>
  );
}
