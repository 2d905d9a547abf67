import { Link } from 'react-router';
import type { HotelOperations } from '@hotelvoice/api/contracts';
import { queueTable } from '@hotelvoice/api/contracts/queues';
import { paths } from '../../../config/paths.ts';
import { formatDateTime, formatRelative } from '../../../lib/date-time.ts';

const minutes = (m: number | null) => (m === null ? '–' : m < 120 ? `${m} min` : `${(m / 60).toFixed(1)} h`);

/** One line per hotel: silent ones first (the api sorts), with links to the queue board and the profile. */
export function HotelRows({ hotels }: { hotels: HotelOperations[] }) {
  if (hotels.length === 0) return <p className="text-sm text-slate-500">No hotels yet.</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm" aria-label="Hotels">
        <thead>
          <tr className="text-left text-xs text-slate-500 uppercase">
            <th className="px-4 py-2 font-medium">Hotel</th>
            <th className="px-4 py-2 font-medium">Last call</th>
            <th className="px-4 py-2 text-right font-medium">Calls 24 h</th>
            <th className="px-4 py-2 text-right font-medium">Usual / 24 h</th>
            <th className="px-4 py-2 font-medium">Failures 24 h</th>
            <th className="px-4 py-2 font-medium">Links</th>
          </tr>
        </thead>
        <tbody>
          {hotels.map((hotel) => (
            <tr
              key={hotel.hotelId}
              className={`border-t border-slate-100 align-top ${hotel.silent ? 'bg-red-50' : ''}`}
            >
              <td className="px-4 py-2">
                <span className="font-medium text-slate-900">{hotel.name}</span>
                {hotel.silent ? (
                  <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                    Silent
                  </span>
                ) : null}
                <div className="text-xs text-slate-500">{hotel.timezone}</div>
              </td>
              <td className="px-4 py-2 text-slate-700">
                {hotel.lastCallAt ? (
                  <>
                    <span title={formatDateTime(hotel.lastCallAt)}>{formatRelative(hotel.lastCallAt)}</span>
                    <div className="text-xs text-slate-500">
                      {minutes(hotel.daytimeMinutesSinceLastCall)} of daytime; usual gap{' '}
                      {minutes(hotel.usualGapMinutes)}
                    </div>
                  </>
                ) : (
                  'No call yet'
                )}
              </td>
              <td className="px-4 py-2 text-right tabular-nums">{hotel.callsLast24h}</td>
              <td className="px-4 py-2 text-right tabular-nums">{hotel.usualCallsPer24h ?? '–'}</td>
              <td className="px-4 py-2">
                {hotel.failuresLast24h === 0 ? (
                  <span className="text-slate-500">None</span>
                ) : (
                  <ul className="space-y-0.5">
                    {hotel.failureReasons.map((r) => (
                      <li key={r.reason} className="text-red-800">
                        {r.count} × {r.reason}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="px-4 py-2 whitespace-nowrap">
                <Link className="text-brand-700 underline" to={paths.admin.hotelProfile(hotel.hotelId)}>
                  Profile
                </Link>{' '}
                ·{' '}
                <a className="text-brand-700 underline" href={paths.admin.failedJobs(queueTable.callIngest.name)}>
                  Queue
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
