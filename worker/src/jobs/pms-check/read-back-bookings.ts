import { rooms } from '@hotelvoice/api/contracts';
import { bookingsToReadBack, recordBookingStep } from '@hotelvoice/api/modules/bookings';
import { createPmsAdapter, PmsError, type PmsCredentials } from '@hotelvoice/api/modules/pms';
import type { WorkerContext } from '../../worker-context.ts';
import { tellBookingCalls } from './tell-booking-calls.ts';

/** How far back the daily check reads the agent's bookings (issue #33). */
export const readBackDays = 30;

/**
 * Reads back the agent's bookings of the last 30 days, one at a time (Cloudbeds getReservation,
 * Mews reservations/getAll by id), and marks those the PMS says are cancelled as cancelled, once.
 * A booking the PMS no longer finds is left as it is: the PMS did not say it was cancelled.
 */
export async function readBackBookings(
  ctx: WorkerContext,
  hotelId: string,
  credentials: PmsCredentials,
): Promise<{ read: number; cancelled: number }> {
  const bookings = await bookingsToReadBack(ctx.pool, hotelId, readBackDays);
  let cancelled = 0;
  for (const booking of bookings) {
    // Each read gets the check's whole timeout (an adapter's deadline covers everything it does).
    const adapter = createPmsAdapter(credentials, ctx.config.pms, ctx.config.pms.checkTimeoutMs);
    let found;
    try {
      found = await adapter.readReservation(booking.reservationId);
    } catch (error) {
      if (error instanceof PmsError && error.kind === 'not_found') continue;
      throw error;
    }
    if (found.status !== 'cancelled') continue;
    const recorded = await recordBookingStep(ctx.pool, {
      hotelId,
      callRef: booking.callRef,
      seenBy: 'pms-check',
      changeKey: 'pms-check:cancelled',
      kind: 'cancelled',
      confirmationNumber: booking.confirmationNumber,
      reservationId: booking.reservationId,
      madeOnCall: false,
      roomType: found.roomType,
      arrival: found.arrival,
      departure: found.departure,
      adults: null,
      children: null,
      amount: null,
      amountBefore: booking.amount,
      currency: booking.currency,
      pmsUrl: null,
    });
    if (!recorded) continue;
    cancelled += 1;
    await tellBookingCalls(ctx, hotelId, recorded);
  }
  if (cancelled > 0) ctx.emitter.toRoom(rooms.hotel(hotelId), 'insights:changed', { hotelId });
  return { read: bookings.length, cancelled };
}
