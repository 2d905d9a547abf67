import type { BookingChange, CallBooking, CallBookingMark } from '@hotelvoice/api/contracts';
import { formatMoney } from '../../../lib/money.ts';
import { useCallBookings } from '../api/get-call-bookings.ts';

const statusLabels: Record<CallBooking['status'], string> = {
  booked: 'Booked',
  changed: 'Changed',
  cancelled: 'Cancelled',
};

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

const money = (amount: number | null, currency: string) =>
  amount === null ? 'amount not given by the PMS' : formatMoney(amount, currency);

const guestsOf = (b: CallBooking) =>
  b.adults === null
    ? null
    : `${b.adults} adult${b.adults === 1 ? '' : 's'}${b.children ? `, ${b.children} child${b.children === 1 ? '' : 'ren'}` : ''}`;

/** One step in words, with what it did to the amount: "Dates changed to Dec 5 – Dec 7, 2026 · +149 EUR". */
export function changeText(change: BookingChange): string {
  const who = change.callRef === null ? ' in the PMS (daily check)' : '';
  if (change.kind === 'booked') return `Booked · ${money(change.amount, change.currency)}`;
  const effect =
    change.amountBefore === null || change.amount === null
      ? ''
      : ` · ${change.amount - change.amountBefore >= 0 ? '+' : '−'}${formatMoney(Math.abs(change.amount - change.amountBefore), change.currency)}`;
  if (change.kind === 'cancelled') return `Cancelled${who}${effect}`;
  return `Dates changed to ${longDate(change.arrival)} – ${longDate(change.departure)}${effect}`;
}

/** The bookings the agent made or touched on the call (decision 091): only asked for when the row has a mark. */
export function CallBookings({
  hotelId,
  callId,
  mark,
}: {
  hotelId: string;
  callId: string;
  mark: CallBookingMark | null;
}) {
  const { data: bookings } = useCallBookings(hotelId, callId, mark !== null);
  if (!mark || !bookings || bookings.length === 0) return null;
  return (
    <section aria-labelledby="call-bookings-title" className="mt-3">
      <h3 id="call-bookings-title" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        Bookings
      </h3>
      <ul aria-label="Bookings" className="mt-2 flex flex-col gap-1.5">
        {bookings.map((b) => (
          <li key={b.bookingId} className="rounded-lg bg-white px-3 py-2 text-xs ring-1 ring-slate-200">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold text-slate-800">
                {b.roomType ?? 'Room'} · {longDate(b.arrival)} – {longDate(b.departure)}
              </span>
              <span className={b.status === 'cancelled' ? 'text-slate-500' : 'font-semibold text-emerald-800'}>
                {statusLabels[b.status]} · {money(b.amount, b.currency)}
              </span>
            </div>
            <dl className="mt-1 flex flex-wrap gap-x-3 text-slate-600">
              <div>
                <dt className="inline">Confirmation </dt>
                <dd className="inline font-mono">{b.confirmationNumber}</dd>
              </div>
              {guestsOf(b) && (
                <div>
                  <dt className="sr-only">Guests</dt>
                  <dd className="inline">{guestsOf(b)}</dd>
                </div>
              )}
              {!b.madeOnCall && (
                <div>
                  <dt className="sr-only">Made</dt>
                  <dd className="inline">made before this call</dd>
                </div>
              )}
            </dl>
            {b.changes.length > 1 && (
              <ol
                aria-label={`Changes to booking ${b.confirmationNumber}`}
                className="mt-1 list-disc pl-4 text-slate-600"
              >
                {b.changes.map((change) => (
                  <li key={`${change.kind}-${change.at}`}>{changeText(change)}</li>
                ))}
              </ol>
            )}
            {b.pmsUrl && (
              <a
                href={b.pmsUrl}
                target="_blank"
                rel="noreferrer"
                className="mt-1 inline-block text-brand-700 underline"
              >
                Open in the PMS
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
