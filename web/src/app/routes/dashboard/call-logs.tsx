import { useEffect } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import type { CallLogPage } from '@hotelvoice/api/contracts';
import { noFilters } from '../../../features/call-logs/api/call-log-filters.ts';
import { callLogKeys } from '../../../features/call-logs/api/call-log-keys.ts';
import { useSeed } from '../../seed.ts';
import type { Route } from './+types/call-logs';
import type { DashboardHotel } from '@hotelvoice/api/contracts';
import type { CallLogFilters } from '../../../features/call-logs/api/call-log-filters.ts';
import { isAdmin, useAuthStore } from '../../../features/auth/stores/auth-store.ts';
import { useCallHotel } from '../../../features/call-logs/api/find-call-hotel.ts';
import { useCallLog } from '../../../features/call-logs/api/get-call-log.ts';
import { CallLogsView } from '../../../features/call-logs/components/call-logs-view.tsx';
import { useMyHotels } from '../../../features/hotels/api/get-my-hotels.ts';
import { useStableCallback } from '../../../lib/use-stable-callback.ts';
import { HotelGate, PageHeader, useUserId } from './hotel-gate.tsx';

/** Every filter the URL can carry: the fields of CallLogFilters. */
const filterNames = Object.keys(noFilters) as (keyof CallLogFilters)[];

/** A call the selected hotel does not have may be another of the owner's: find it and go there. */
function useFollowCallToItsHotel(hotel: DashboardHotel, callId: string | null, go: (hotelId: string) => void) {
  const userId = useUserId();
  const { data: hotels } = useMyHotels(userId);
  const here = useCallLog(hotel.id, callId);
  const missingHere = here.error !== null && (here.error as { status?: number }).status === 404;
  const elsewhere = useCallHotel(
    (hotels ?? []).map((h) => h.id),
    hotel.id,
    callId,
    missingHere,
  );
  const found = elsewhere.data ?? null;
  const goToHotel = useStableCallback(go);
  useEffect(() => {
    if (found && found !== hotel.id) goToHotel(found);
  }, [found, hotel.id, goToHotel]);
}

function CallLogsOfHotel({ hotel }: { hotel: DashboardHotel }) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, params.get(name) ?? '']),
  ) as unknown as CallLogFilters;
  const selectedId = params.get('id');
  const admin = useAuthStore(isAdmin);
  const turn = Number.parseInt(params.get('turn') ?? '', 10);

  const update = (changes: Record<string, string | null>, options: { history: boolean }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: !options.history },
    );

  useFollowCallToItsHotel(hotel, selectedId, (hotelId) => update({ hotel: hotelId }, { history: false }));

  return (
    <CallLogsView
      key={hotel.id}
      hotel={hotel}
      selectedId={selectedId}
      linkedTurn={Number.isInteger(turn) && turn >= 0 ? turn : null}
      filters={filters}
      canRevealCallbackNumbers={!admin}
      // Opening and closing calls are steps Back can undo; filtering replaces the entry.
      onSelect={(id) => update({ id, turn: null }, { history: true })}
      onFiltersChange={(next) => update(Object.fromEntries(filterNames.map((n) => [n, next[n]])), { history: false })}
    />
  );
}

/** The hotel (?hotel=), the selection (?id=, spec §2) and the filters live in the URL. */
/** The unfiltered list's first page comes with the page: the first call row is in the HTML. */
export const loader = ({ request, context }: Route.LoaderArgs) => context.dashboard.firstCallPage(new URL(request.url));

/** Filters, the open call and a hotel switch ask through the list's own queries, not the loader. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function Component({ loaderData }: Route.ComponentProps) {
  const queryClient = useQueryClient();
  useSeed(loaderData, (first) => {
    if (!first) return;
    const data: InfiniteData<CallLogPage, string | null> = { pages: [first.page], pageParams: [null] };
    queryClient.setQueryData(callLogKeys.list(first.hotelId, noFilters), data);
  });
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title="Call Logs"
        subtitle="Every call your voice agent answered, with its transcript and recording."
      />
      <HotelGate>{(hotel) => <CallLogsOfHotel hotel={hotel} />}</HotelGate>
    </div>
  );
}
