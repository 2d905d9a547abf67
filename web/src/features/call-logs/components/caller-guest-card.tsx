import type { CallerGuestStay } from '@hotelvoice/api/contracts';
import { formatDate } from '../../../lib/date-time.ts';
import { useCallerGuest } from '../api/get-caller-guest.ts';

/** A PMS stay's days (calendar days, no clock): 'Dec 10, 2026 – Dec 13, 2026'. */
const stayDays = (stay: CallerGuestStay) =>
  `${formatDate(`${stay.arrival}T00:00:00Z`, { timeZone: 'UTC' })} – ${formatDate(`${stay.departure}T00:00:00Z`, { timeZone: 'UTC' })}`;

/**
 * The guest the hotel's PMS has behind the caller's number, with their current or next stay
 * (decision 093). Nothing while it is asked, and nothing when the PMS knows nobody, has no
 * connection, or failed: the call reads the same without it.
 */
export function CallerGuestCard({ hotelId, callId }: { hotelId: string; callId: string }) {
  const { data: guest } = useCallerGuest(hotelId, callId);
  if (!guest) return null;
  const { stay } = guest;
  return (
    <section
      aria-label="Guest in your PMS"
      className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-sky-200"
    >
      <p className="font-medium text-slate-900">{guest.name}</p>
      <p>
        {stay.inHouse ? 'Staying now' : 'Upcoming stay'}: {stayDays(stay)}
        {stay.roomType && ` · ${stay.roomType}`}
      </p>
    </section>
  );
}
