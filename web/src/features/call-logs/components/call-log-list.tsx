import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { CallLogSearchHit as Call } from '@hotelvoice/api/contracts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dayKey, formatDayHeading } from '../../../lib/date-time.ts';
import { CallLogListItem } from './call-log-list-item.tsx';

interface DayGroup {
  key: string;
  heading: string;
  calls: Call[];
}

/** Days on the hotel's clock, so a late call falls on the day the hotel lived it. */
function groupByDay(calls: Call[], timeZone: string): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const call of calls) {
    const key = dayKey(call.startedAt, { timeZone });
    const last = groups.at(-1);
    if (last?.key === key) last.calls.push(call);
    else groups.push({ key, heading: formatDayHeading(call.startedAt, { timeZone }), calls: [call] });
  }
  return groups;
}

/**
 * Rows drawn at first and added each time the list's end comes near: a phone shows five, and the
 * thirty of a fetched page made the call log's first render and layout three times longer (the
 * bench:web numbers in docs/benchmarks.md). Loaded rows come first, then the next page is fetched.
 */
const firstRows = 10;
const moreRows = 20;

/** Spec §2 left pane: calls grouped by day, newest first; further pages load as the owner scrolls. */
export function CallLogList({
  calls,
  hotelName,
  timeZone,
  selectedId,
  freshIds,
  loading,
  empty,
  hasMore,
  loadingMore,
  onLoadMore,
  onSelect,
}: {
  calls: Call[];
  hotelName: string;
  timeZone: string;
  selectedId: string | null;
  freshIds: ReadonlySet<string>;
  loading: boolean;
  /** What to say when there are none. */
  empty: ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  onSelect(callId: string): void;
}) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(firstRows);
  // The open call's row is always drawn, wherever it is in the list.
  const selectedIndex = selectedId ? calls.findIndex((call) => call.callId === selectedId) : -1;
  const rowCount = Math.max(drawn, selectedIndex + 1);
  const groups = useMemo(() => groupByDay(calls.slice(0, rowCount), timeZone), [calls, rowCount, timeZone]);
  const moreLoaded = rowCount < calls.length;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || (!moreLoaded && (!hasMore || loadingMore))) return;
    // The viewport as root: on a phone the list scrolls with the page, on a wide screen in its pane
    // (whose clipping the observer accounts for). A new observer reports at once, so a pane the new
    // rows did not fill asks again.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        if (moreLoaded) setDrawn(rowCount + moreRows);
        else onLoadMore();
      },
      { rootMargin: '200px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [moreLoaded, rowCount, hasMore, loadingMore, onLoadMore]);

  if (loading) return <Spinner label="Loading calls" />;
  if (calls.length === 0) return <>{empty}</>;

  return (
    <div className="px-2 pb-4 md:h-full md:overflow-y-auto">
      {groups.map((group) => (
        <section key={group.key} aria-label={group.heading}>
          {/* h2 under the page's h1: headings go down one level at a time (Lighthouse heading-order). */}
          <h2 className="sticky top-[3.6rem] z-10 bg-white/95 md:top-0 px-2 pt-4 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase backdrop-blur">
            {group.heading}
          </h2>
          <ul className="flex flex-col gap-1">
            {group.calls.map((call) => (
              <li key={call.callId}>
                <CallLogListItem
                  call={call}
                  hotelName={hotelName}
                  timeZone={timeZone}
                  selected={call.callId === selectedId}
                  fresh={freshIds.has(call.callId)}
                  onSelect={onSelect}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div ref={sentinelRef} className="flex justify-center pt-3">
        {loadingMore ? (
          <Spinner label="Loading more calls" />
        ) : moreLoaded || hasMore ? (
          <button
            type="button"
            onClick={() => (moreLoaded ? setDrawn(rowCount + moreRows) : onLoadMore())}
            className="rounded-lg px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            Load older calls
          </button>
        ) : null}
      </div>
    </div>
  );
}
