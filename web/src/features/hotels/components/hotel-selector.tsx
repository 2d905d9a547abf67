import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DashboardHotel } from '@hotelvoice/api/contracts';
import { useMyHotels } from '../api/get-my-hotels.ts';
import { useSelectedHotel } from '../hooks/use-selected-hotel.ts';
import { useSelectedHotelStore } from '../stores/selected-hotel-store.ts';

/** Spec §2 hotel selector: a dropdown of the user's hotels, the selected one ticked. */
export function HotelSelector({ userId }: { userId: string }) {
  const { data: hotels, isPending, isFetching, refetch } = useMyHotels(userId);
  const selected = useSelectedHotel(userId);
  const select = useSelectedHotelStore((s) => s.select);

  if (isPending) return <p className="px-3 py-2 text-sm text-slate-500">Loading hotels...</p>;
  return (
    <div className="flex items-start gap-1">
      {hotels && hotels.length > 0 ? (
        <HotelDropdown hotels={hotels} selected={selected} onSelect={(id) => select(userId, id)} />
      ) : (
        <p className="flex-1 px-3 py-2 text-sm text-slate-500">No hotels found</p>
      )}
      <button
        type="button"
        onClick={() => void refetch()}
        disabled={isFetching}
        aria-label="Refresh hotels"
        title="Refresh hotels"
        className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50"
      >
        <svg viewBox="0 0 20 20" className={`h-4 w-4 ${isFetching ? 'animate-spin' : ''}`} aria-hidden="true">
          <path
            d="M16 10a6 6 0 1 1-1.76-4.24M16 4v3.5h-3.5"
            stroke="currentColor"
            strokeWidth="1.8"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}

function HotelDropdown({
  hotels,
  selected,
  onSelect,
}: {
  hotels: DashboardHotel[];
  selected: DashboardHotel | null;
  onSelect(id: string): void;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    listRef.current?.focus();
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open) listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const openList = () => {
    setActive(
      Math.max(
        0,
        hotels.findIndex((h) => h.id === selected?.id),
      ),
    );
    setOpen(true);
  };
  const choose = (hotel: DashboardHotel | undefined) => {
    if (hotel) onSelect(hotel.id);
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onListKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: hotels.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.min(hotels.length - 1, Math.max(0, moves[event.key]!)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(hotels[active]);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') buttonRef.current?.focus();
    }
  };

  return (
    <div ref={rootRef} className="relative min-w-0 flex-1">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`Hotel: ${selected?.name ?? 'Select Hotel'}`}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openList();
          }
        }}
        className="flex w-full items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 text-left text-sm font-medium text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <span className="truncate">{selected?.name ?? 'Select Hotel'}</span>
        <svg
          viewBox="0 0 20 20"
          className={`h-4 w-4 shrink-0 transition ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        >
          <path d="m5 8 5 5 5-5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Hotels"
          tabIndex={-1}
          aria-activedescendant={`${listId}-${active}`}
          onKeyDown={onListKeyDown}
          className="absolute z-30 mt-1 max-h-60 w-max max-w-[min(24rem,calc(100vw-2rem))] min-w-full overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200 focus:outline-none"
        >
          {hotels.map((hotel, index) => {
            const isSelected = hotel.id === selected?.id;
            return (
              // Keys are handled on the listbox (aria-activedescendant), so the option needs only the click.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={hotel.id}
                id={`${listId}-${index}`}
                data-index={index}
                role="option"
                aria-selected={isSelected}
                onClick={() => choose(hotel)}
                onPointerMove={() => setActive(index)}
                className={`flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm ${
                  index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-700'
                }`}
              >
                <span className="flex min-w-0 flex-col">
                  <span className="break-words">{hotel.name}</span>
                  <span className="text-xs text-slate-500">
                    {hotel.callsToday === 1 ? '1 call today' : `${hotel.callsToday} calls today`}
                  </span>
                </span>
                {isSelected && (
                  <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true">
                    <path d="m4 10 4 4 8-8" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
                  </svg>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
