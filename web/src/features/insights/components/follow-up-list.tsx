import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { FollowUpView } from '@hotelvoice/api/contracts/follow-up-vocabulary';
import { followUpViews } from '@hotelvoice/api/contracts/follow-up-vocabulary';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { everyOpenFollowUp, useFollowUps, useMarkDone, useReopen, type FollowUpFilter } from '../api/follow-ups.ts';
import { FollowUpFilters } from './follow-up-filters.tsx';
import { FollowUpItem } from './follow-up-item.tsx';

const plural = (n: number) => (n === 1 ? 'follow-up' : 'follow-ups');

/** '3 open follow-ups assigned to you in this period, newest 2 shown.' */
export function countLine(total: number, shown: number, filter: FollowUpFilter): string {
  const whose = { mine: ' assigned to you', unassigned: ' nobody has', all: '' }[filter.view];
  return `${total} ${filter.status} ${plural(total)}${whose} in this period${total > shown ? `, newest ${shown} shown` : ''}.`;
}

const emptyLines: Record<FollowUpFilter['status'], Record<FollowUpView, string>> = {
  open: {
    all: 'Nobody in this period is waiting for a call back.',
    mine: 'No open follow-ups are assigned to you in this period.',
    unassigned: 'Every open follow-up in this period has someone on it.',
  },
  done: {
    all: 'No follow-up of this period is marked done yet.',
    mine: 'None of your follow-ups of this period is marked done yet.',
    unassigned: 'No unassigned follow-up of this period is marked done.',
  },
};

/** The list opens on the view the address names (`follow-ups=mine`, where an assignment alert lands). */
const viewIn = (value: string | null): FollowUpView =>
  followUpViews.find((view) => view === value) ?? everyOpenFollowUp.view;

/**
 * The period's calls that need a person, newest first, a page at a time ("Show more"), filtered
 * by whose they are (Mine / Unassigned / All) and whether they are done. With All and Open the
 * total is the insights figure's. 'Mark done' takes one off the open lists for everyone.
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
  const [searchParams] = useSearchParams();
  const [filter, setFilter] = useState<FollowUpFilter>(() => ({
    ...everyOpenFollowUp,
    view: viewIn(searchParams.get('follow-ups')),
  }));
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useFollowUps(
    hotelId,
    period,
    filter,
  );
  const done = useMarkDone(hotelId);
  const reopen = useReopen(hotelId);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const busy = (callId: string) =>
    (done.isPending && done.variables === callId) || (reopen.isPending && reopen.variables === callId);
  return (
    <div className="flex flex-col gap-3">
      <FollowUpFilters filter={filter} onChange={setFilter} />
      {done.error && <Alert>{errorMessage(done.error, 'Could not mark the follow-up done.')}</Alert>}
      {reopen.error && <Alert>{errorMessage(reopen.error, 'Could not reopen the follow-up.')}</Alert>}
      {isPending ? (
        <p className="text-sm text-slate-500">Loading follow-ups…</p>
      ) : error ? (
        <Alert>{errorMessage(error, 'Could not load the follow-ups.')}</Alert>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-500">{emptyLines[filter.status][filter.view]}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{countLine(total, items.length, filter)}</p>
          <ul className="divide-y divide-slate-100" aria-label="Calls that need follow-up">
            {items.map((item) => (
              <FollowUpItem
                key={item.callId}
                item={item}
                hotelId={hotelId}
                timeZone={timeZone}
                busy={busy(item.callId)}
                onDone={() => done.mutate(item.callId)}
                onReopen={() => reopen.mutate(item.callId)}
              />
            ))}
          </ul>
          {hasNextPage && (
            <Button
              variant="secondary"
              className="self-start"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {isFetchingNextPage ? 'Loading…' : 'Show more'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
