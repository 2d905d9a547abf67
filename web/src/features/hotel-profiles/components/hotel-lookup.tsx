import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { hotelSearchQueryOptions } from '../api/get-hotels.ts';
import { useDebounced } from '../hooks/use-debounced.ts';
import { formatLastActive } from '../lib/format-last-active.ts';

/** Spec 'Admin users / profiles': search box with a dropdown of name matches (role, last active). */
export function HotelLookup() {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const q = useDebounced(text.trim());
  const { data, isFetching } = useQuery({ ...hotelSearchQueryOptions(q, 8), placeholderData: keepPreviousData });
  const matches = q && data ? data.hotels : [];
  const open = q.length > 0 && text.trim().length > 0 && data !== undefined;
  const openHotel = (hotelId: string) => navigate(paths.admin.hotelProfile(hotelId));

  return (
    <div className="relative max-w-xl">
      <label htmlFor={`${listId}-input`} className="mb-1.5 block text-sm font-medium text-slate-700">
        Search hotels
      </label>
      <input
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        placeholder="Type a hotel name"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, matches.length - 1));
          if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
          if (e.key === 'Enter' && matches[active]) openHotel(matches[active].hotelId);
          if (e.key === 'Escape') setText('');
        }}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      />
      {open ? (
        <div className="absolute z-20 mt-1 w-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg">
          {matches.length === 0 && !isFetching ? (
            <p className="px-4 py-3 text-sm text-slate-600">No results found for &quot;{q}&quot;</p>
          ) : (
            <ul id={listId} role="listbox" aria-label="Matching hotels" className="max-h-80 overflow-y-auto">
              {matches.map((hotel, index) => (
                <li
                  key={hotel.hotelId}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  onClick={() => openHotel(hotel.hotelId)}
                  onKeyDown={(e) => e.key === 'Enter' && openHotel(hotel.hotelId)}
                  onMouseEnter={() => setActive(index)}
                  className={`cursor-pointer px-4 py-2.5 ${index === active ? 'bg-brand-50' : ''}`}
                >
                  <p className="font-medium text-slate-900">{hotel.name}</p>
                  <p className="text-xs text-slate-500">
                    {hotel.role} · Last active {formatLastActive(hotel.lastActive)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
