import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CallLogFilters } from '../../../features/call-logs/api/call-log-filters.ts';
import { CallLogsView } from '../../../features/call-logs/components/call-logs-view.tsx';
import { HotelGate, PageHeader } from './hotel-gate.tsx';

const filterNames = ['q', 'from', 'to'] as const;

/** Another hotel's conversation id means nothing: the selection is dropped when the hotel changes. */
function OnHotelChange({ hotelId, onChange }: { hotelId: string; onChange(): void }) {
  const previous = useRef(hotelId);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    if (previous.current === hotelId) return;
    previous.current = hotelId;
    onChangeRef.current();
  }, [hotelId]);
  return null;
}

/** The selection (?id=, spec §2) and the filters live in the URL, so links and reloads keep them. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters: CallLogFilters = {
    q: params.get('q') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const selectedId = params.get('id');

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title="Call Logs"
        subtitle="Every call your voice agent answered, with its transcript and recording."
      />
      <HotelGate>
        {(hotel) => (
          <>
            <OnHotelChange hotelId={hotel.id} onChange={() => update({ id: null })} />
            <CallLogsView
              key={hotel.id}
              hotel={hotel}
              selectedId={selectedId}
              filters={filters}
              onSelect={(id) => update({ id })}
              onFiltersChange={(next) => update(Object.fromEntries(filterNames.map((n) => [n, next[n]])))}
            />
          </>
        )}
      </HotelGate>
    </div>
  );
}
