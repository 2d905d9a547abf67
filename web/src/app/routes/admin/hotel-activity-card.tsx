import { useCallStats, useLiveCallStats } from '../../../features/call-logs/api/get-call-stats.ts';
import { usePmsKeyStatus } from '../../../features/pms/api/check-pms-key.ts';
import { pmsStateLine } from '../../../features/pms/lib/pms-state.ts';
import { formatDateTime, formatRelative } from '../../../lib/date-time.ts';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{value}</dd>
    </div>
  );
}

/** What an admin asks first about a hotel: is its PMS connected, and is it taking calls (live). */
export function HotelActivityCard({ hotelId, timeZone }: { hotelId: string; timeZone: string }) {
  const stats = useCallStats(hotelId);
  const pms = usePmsKeyStatus(hotelId);
  useLiveCallStats(hotelId);
  const lastCall = stats.data
    ? stats.data.lastCallAt
      ? `${formatRelative(stats.data.lastCallAt)} (${formatDateTime(stats.data.lastCallAt, { timeZone })})`
      : 'No calls yet'
    : stats.isError
      ? 'Could not be loaded'
      : 'Loading…';
  return (
    <section
      aria-labelledby="hotel-activity-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="hotel-activity-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Activity
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Row label="PMS" value={pms.data ? pmsStateLine(pms.data) : pms.isError ? 'Could not be loaded' : 'Loading…'} />
        <Row label="Last call" value={lastCall} />
        <Row
          label="Calls this week"
          value={stats.data ? String(stats.data.callsThisWeek) : stats.isError ? 'Could not be loaded' : 'Loading…'}
        />
      </dl>
    </section>
  );
}
