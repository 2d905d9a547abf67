import { useCallback, useEffect, useMemo } from 'react';
import type { CallLogFilters as Filters } from '../api/call-log-filters.ts';
import { useCallLogs } from '../api/get-call-logs.ts';
import { useLiveCallLogs } from '../hooks/use-live-call-logs.ts';
import { CallLogDetail } from './call-log-detail.tsx';
import { CallLogFilters } from './call-log-filters.tsx';
import { CallLogList } from './call-log-list.tsx';

export interface CallLogsHotel {
  id: string;
  name: string;
  assistantName: string;
}

/** Spec §2 'Call logs page': the list beside the selected conversation, 90vh tall on wide screens. */
export function CallLogsView({
  hotel,
  selectedId,
  filters,
  onSelect,
  onFiltersChange,
}: {
  hotel: CallLogsHotel;
  selectedId: string | null;
  filters: Filters;
  onSelect(callId: string | null): void;
  onFiltersChange(filters: Filters): void;
}) {
  const list = useCallLogs(hotel.id, filters);
  const freshIds = useLiveCallLogs(hotel.id);
  const calls = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    if (list.isError) console.error('Loading call logs failed', list.error);
  }, [list.isError, list.error]);

  return (
    <div className="flex flex-col gap-4">
      <CallLogFilters hotelId={hotel.id} filters={filters} onChange={onFiltersChange} />
      <div className="grid gap-4 md:h-[90vh] md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
        <section
          aria-label="Conversations"
          className={`min-h-0 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 max-md:h-[70vh] ${
            selectedId ? 'max-md:hidden' : ''
          }`}
        >
          <CallLogList
            calls={calls}
            hotelName={hotel.name}
            selectedId={selectedId}
            freshIds={freshIds}
            loading={list.isPending}
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            onLoadMore={loadMore}
            onSelect={onSelect}
          />
        </section>
        <section
          aria-label="Conversation details"
          className={`min-h-0 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 max-md:h-[80vh] ${
            selectedId ? '' : 'max-md:hidden'
          }`}
        >
          {selectedId && (
            <button
              type="button"
              onClick={() => onSelect(null)}
              className="m-3 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 md:hidden"
            >
              ← All calls
            </button>
          )}
          <CallLogDetail hotelId={hotel.id} callId={selectedId} assistantName={hotel.assistantName} />
        </section>
      </div>
    </div>
  );
}
