import { useEffect, useRef } from 'react';
import type { CallLogListItem as Call } from '@hotelvoice/api/contracts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dayKey, formatDayHeading } from '../utils/format.ts';
import { CallLogListItem } from './call-log-list-item.tsx';

interface DayGroup {
  key: string;
  heading: string;
  calls: Call[];
}

function groupByDay(calls: Call[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const call of calls) {
    const date = new Date(call.startedAt);
    const key = dayKey(date);
    const last = groups.at(-1);
    if (last?.key === key) last.calls.push(call);
    else groups.push({ key, heading: formatDayHeading(date), calls: [call] });
  }
  return groups;
}

/** Spec §2 left pane: calls grouped by day, newest first; further pages load as the owner scrolls. */
export function CallLogList({
  calls,
  hotelName,
  selectedId,
  freshIds,
  loading,
  hasMore,
  loadingMore,
  onLoadMore,
  onSelect,
}: {
  calls: Call[];
  hotelName: string;
  selectedId: string | null;
  freshIds: ReadonlySet<string>;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  onSelect(callId: string): void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || loadingMore) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoadMore(), {
      root: scrollRef.current,
      rootMargin: '200px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, onLoadMore]);

  if (loading) return <Spinner label="Loading calls" />;
  if (calls.length === 0) return <p className="p-6 text-center text-sm text-slate-500">No calls yet.</p>;

  return (
    <div ref={scrollRef} className="h-full overflow-y-auto px-2 pb-4">
      {groupByDay(calls).map((group) => (
        <section key={group.key} aria-label={group.heading}>
          <h3 className="sticky top-0 z-10 bg-white/95 px-2 pt-4 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase backdrop-blur">
            {group.heading}
          </h3>
          <ul className="flex flex-col gap-1">
            {group.calls.map((call) => (
              <li key={call.callId}>
                <CallLogListItem
                  call={call}
                  hotelName={hotelName}
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
        ) : hasMore ? (
          <button
            type="button"
            onClick={onLoadMore}
            className="rounded-lg px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            Load older calls
          </button>
        ) : null}
      </div>
    </div>
  );
}
