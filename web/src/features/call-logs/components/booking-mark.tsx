import type { CallBookingMark } from '@hotelvoice/api/contracts';
import { formatMoney } from '../../../lib/money.ts';

const styles: Record<CallBookingMark['status'], string> = {
  booked: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  changed: 'bg-sky-50 text-sky-800 ring-sky-200',
  cancelled: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** What the mark says: "Booked · 298 EUR", "Booking changed", "Booking cancelled" (never revenue). */
export function bookingMarkText(mark: CallBookingMark): string {
  if (mark.status === 'cancelled') return 'Booking cancelled';
  if (mark.status === 'changed') return 'Booking changed';
  const amount = mark.amount !== null && mark.currency ? ` · ${formatMoney(mark.amount, mark.currency)}` : '';
  const count = mark.bookings > 1 ? ` ×${mark.bookings}` : '';
  return `Booked${count}${amount}`;
}

/** The call row's booking mark (decision 091); nothing for a call that touched no booking. */
export function BookingMark({ mark }: { mark: CallBookingMark | null }) {
  if (!mark) return null;
  return (
    <span
      data-testid="booking-mark"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${styles[mark.status]}`}
    >
      {bookingMarkText(mark)}
    </span>
  );
}
