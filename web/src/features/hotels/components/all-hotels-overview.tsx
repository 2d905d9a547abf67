import { Link } from 'react-router';
import type { HotelAttention } from '@hotelvoice/api/contracts';
import { formatRelative } from '../../../lib/date-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useHotelsOverview } from '../api/get-hotels-overview.ts';

/**
 * "All hotels" (issue #32): for an owner of several hotels, each hotel's calls today, missed calls,
 * open follow-ups and last call, the one needing attention first. Each hotel opens this page for
 * it; its follow-ups open where they are listed.
 */
export function AllHotelsOverview({
  userId,
  hotelCount,
  hotelHref,
  followUpsHref,
}: {
  userId: string;
  hotelCount: number;
  hotelHref(hotelId: string): string;
  followUpsHref(hotelId: string): string;
}) {
  const several = hotelCount > 1;
  const { data } = useHotelsOverview(userId, several);
  const now = useNow();
  if (!several) return null;
  // While the figures load, the card holds its place: the page below it does not jump.
  if (!data) return <div aria-hidden="true" style={{ minHeight: `${4 + hotelCount * 2.75}rem` }} />;
  return (
    <section aria-labelledby="all-hotels" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="all-hotels" className="text-sm font-semibold text-slate-900">
        All hotels
      </h2>
      <p className="text-xs text-slate-500">
        Calls today on each hotel's clock, open follow-ups of the last 7 days; the one needing attention first.
      </p>
      <ul className="mt-3 divide-y divide-slate-100">
        {data.hotels.map((hotel) => (
          <HotelRow
            key={hotel.hotelId}
            hotel={hotel}
            now={now}
            href={hotelHref(hotel.hotelId)}
            followUpsHref={followUpsHref(hotel.hotelId)}
          />
        ))}
      </ul>
    </section>
  );
}

function HotelRow({
  hotel,
  now,
  href,
  followUpsHref,
}: {
  hotel: HotelAttention;
  now: number;
  href: string;
  followUpsHref: string;
}) {
  return (
    <li data-hotel-id={hotel.hotelId} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5">
      <Link to={href} className="min-w-0 flex-1 basis-40 truncate text-sm font-medium text-brand-700 hover:underline">
        {hotel.name}
      </Link>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <Figure label="Today" value={hotel.callsToday} />
        <Figure label="Missed" value={hotel.missedToday} alert={hotel.missedToday > 0} />
        <div className="flex gap-1">
          <dt>Follow-ups</dt>
          <dd>
            {hotel.openFollowUps > 0 ? (
              <Link to={followUpsHref} className="font-semibold text-amber-800 tabular-nums underline">
                {hotel.openFollowUps}
              </Link>
            ) : (
              <span className="font-semibold tabular-nums">0</span>
            )}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>Last call</dt>
          <dd className="font-semibold">{hotel.lastCallAt ? formatRelative(hotel.lastCallAt, now) : 'none yet'}</dd>
        </div>
      </dl>
    </li>
  );
}

function Figure({ label, value, alert = false }: { label: string; value: number; alert?: boolean }) {
  return (
    <div className="flex gap-1">
      <dt>{label}</dt>
      <dd className={`font-semibold tabular-nums ${alert ? 'text-red-700' : ''}`}>{value}</dd>
    </div>
  );
}
