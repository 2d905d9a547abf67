import { rooms } from '@hotelvoice/api/contracts';
import { touchCallsOfRoom } from '@hotelvoice/api/modules/call-logs';
import type { WorkerContext } from '../../worker-context.ts';

/** Tells the hotel's open dashboards about the calls' rows a booking step changed (those stored). */
export async function tellBookingCalls(ctx: WorkerContext, hotelId: string, callRefs: string[]): Promise<void> {
  for (const callRef of callRefs) {
    for (const call of await touchCallsOfRoom(ctx.pool, hotelId, callRef)) {
      ctx.emitter.toRoom(rooms.hotel(hotelId), 'call:upserted', call);
    }
  }
}
