import { useCallback, useEffect, useMemo } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useStableCallback } from '../../../lib/use-stable-callback.ts';
import { noFilters, type CallLogFilters as Filters } from '../api/call-log-filters.ts';
import { useCallLogs } from '../api/get-call-logs.ts';
import { useLiveCallLogs } from '../hooks/use-live-call-logs.ts';
import { CallLogDetail } from './call-log-detail.tsx';
import { CallLogEmpty } from './call-log-empty.tsx';
import { CallLogFilters } from './call-log-filters.tsx';
import { CallLogList } from './call-log-list.tsx';
import type { HotelRole } from '@hotelvoice/api/contracts';

export interface CallLogsHotel {
  id: string;
  name: string;
  assistantName: string;
  timeZone: string;
  /** The viewer's role there: the front desk is offered no erasure (it may not erase, decision 022). */
  role: HotelRole;
}

/**
 * Spec §2 'Call logs page': the list beside the selected conversation, 90vh tall on wide screens.
 * On a phone the list scrolls with the page and an open call replaces it.
 */
export function CallLogsView({
  hotel,
  selectedId,
  linkedTurn = null,
  filters,
  onSelect,
  onFiltersChange,
  canRevealCallbackNumbers,
}: {
  hotel: CallLogsHotel;
  selectedId: string | null;
  /** A link's `?turn=` (a knowledge gap's question): that turn is highlighted and scrolled to. */
  linkedTurn?: number | null;
  filters: Filters;
  onSelect(callId: string | null): void;
  onFiltersChange(filters: Filters): void;
  /** Flagged calls offer their number to call back: to the hotel's team, not to admins (decision 085). */
  canRevealCallbackNumbers: boolean;
}) {
  const list = useCallLogs(hotel.id, filters);
  const freshIds = useLiveCallLogs(hotel.id);
  // One function for the page's life: the rows are memoized and re-render only when their call changes.
  const select = useStableCallback(onSelect);
  const calls = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const searchTurn = linkedTurn ?? calls.find((call) => call.callId === selectedId)?.snippet?.turn ?? null;

  useEffect(() => {
    if (list.isError) console.error('Loading call logs failed', list.error);
  }, [list.isError, list.error]);

  return (
    <div className="flex flex-col gap-4">
      <CallLogFilters
        hotelId={hotel.id}
        filters={filters}
        onChange={onFiltersChange}
        canExport={hotel.role !== 'front_desk'}
      />
      <div className="grid gap-4 md:h-[90vh] md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
        <section
          aria-label="Conversations"
          className={`rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:min-h-0 md:overflow-hidden ${
            selectedId ? 'max-md:hidden' : ''
          }`}
        >
          {list.isError ? (
            <div className="p-6">
              <Alert layout="banner">{errorMessage(list.error, 'The calls could not be loaded. Try again.')}</Alert>
            </div>
          ) : (
            <CallLogList
              calls={calls}
              hotelName={hotel.name}
              timeZone={hotel.timeZone}
              selectedId={selectedId}
              freshIds={freshIds}
              loading={list.isPending}
              empty={<CallLogEmpty filters={filters} onClear={() => onFiltersChange(noFilters)} />}
              hasMore={hasNextPage}
              loadingMore={isFetchingNextPage}
              onLoadMore={loadMore}
              onSelect={select}
            />
          )}
        </section>
        <section
          aria-label="Conversation details"
          className={`rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:min-h-0 md:overflow-hidden ${
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
          <CallLogDetail
            key={selectedId ?? ''}
            hotelId={hotel.id}
            callId={selectedId}
            assistantName={hotel.assistantName}
            timeZone={hotel.timeZone}
            canEraseCallers={hotel.role !== 'front_desk'}
            canRevealCallbackNumbers={canRevealCallbackNumbers}
            searchTurn={searchTurn}
          />
        </section>
      </div>
    </div>
  );
}
