import { useId, useState } from 'react';
import type { HotelSummary } from '@hotelvoice/api/contracts';
import { useHotelSearch } from '../api/get-hotels.ts';
import { useDebounced } from '../hooks/use-debounced.ts';

/** Chooses one or more hotels by searching their names on the server; each comes with its owner's name. */
export function HotelPicker({
  label,
  chosen,
  onChange,
}: {
  label: string;
  chosen: Pick<HotelSummary, 'hotelId' | 'name' | 'ownerName'>[];
  onChange: (hotels: Pick<HotelSummary, 'hotelId' | 'name' | 'ownerName'>[]) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const { data } = useHotelSearch(q, 6);
  const options = (q && data?.hotels ? data.hotels : []).filter((h) => !chosen.some((c) => c.hotelId === h.hotelId));
  return (
    <div className="space-y-2">
      <ul className="flex flex-wrap gap-2" aria-label={`${label}: chosen`}>
        {chosen.map((hotel) => (
          <li
            key={hotel.hotelId}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-900"
          >
            {hotel.name}
            <button
              type="button"
              aria-label={`Remove ${hotel.name}`}
              onClick={() => onChange(chosen.filter((c) => c.hotelId !== hotel.hotelId))}
              className="ml-1 text-brand-700 hover:text-red-700"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder="Search hotels to link"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      />
      {options.length > 0 ? (
        <ul className="rounded-lg border border-slate-200 bg-white text-sm shadow-sm" aria-label={`${label}: matches`}>
          {options.map((hotel) => (
            <li key={hotel.hotelId}>
              <button
                type="button"
                className="block w-full px-3 py-2 text-left hover:bg-brand-50"
                onClick={() => {
                  onChange([...chosen, { hotelId: hotel.hotelId, name: hotel.name, ownerName: hotel.ownerName }]);
                  setText('');
                }}
              >
                {hotel.name} <span className="text-slate-500">· {hotel.location}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
