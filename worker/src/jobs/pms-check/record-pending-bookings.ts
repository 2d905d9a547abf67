import { rooms } from '@hotelvoice/api/contracts';
import { markBookingRecorded, pendingBookingSteps, recordBookingStep } from '@hotelvoice/api/modules/bookings';
import type { WorkerContext } from '../../worker-context.ts';
import { tellBookingCalls } from './tell-booking-calls.ts';

/** A step younger than this is left to the request that is recording it now. */
export const pendingBookingGraceSeconds = 30;

/**
 * Records the booking steps the agent's finished PMS writes still owe their calls (the api's
 * recording failed or its process died), once each, and tells open dashboards.
 */
export async function recordPendingBookings(ctx: WorkerContext, limit: number): Promise<number> {
  const pending = await pendingBookingSteps(ctx.pool, pendingBookingGraceSeconds, limit);
  for (const { hotelId, idempotencyKey, step } of pending) {
    const recorded = await recordBookingStep(ctx.pool, step);
    if (recorded) {
      await tellBookingCalls(ctx, hotelId, recorded);
      ctx.emitter.toRoom(rooms.hotel(hotelId), 'insights:changed', { hotelId });
    }
    await markBookingRecorded(ctx.pool, hotelId, idempotencyKey);
  }
  return pending.length;
}
