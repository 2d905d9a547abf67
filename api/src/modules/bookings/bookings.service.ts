import type { PmsToolName } from '../../contracts/constants.ts';
import { rooms } from '../../contracts/rooms.ts';
import type { Pool } from '../../platform/db/pool.ts';
import type { Logger } from '../../platform/logger.ts';
import { touchCallsOfRoom } from '../call-logs/index.ts';
import { listCallBookings, recordBookingStep, type BookingStep } from './booking-store.ts';
import type { PmsReservation } from '../pms/index.ts';
import type { Publish } from '../../platform/realtime/realtime-backend.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';

const stepKinds = {
  create_reservation: 'booked',
  change_reservation_dates: 'changed',
  cancel_reservation: 'cancelled',
} as const;

export interface ToolWrite {
  hotelId: string;
  callRef: string;
  tool: PmsToolName;
  idempotencyKey: string;
  after: PmsReservation;
  before: PmsReservation | null;
  /** What the PMS quoted for this stay on the call, for a PMS whose reservation has no total. */
  quote: { amount: number; currency: string | null } | null;
  guests: { adults: number | null; children: number | null };
  pmsUrl: string | null;
}

/**
 * Bookings per call (decision 091): each reservation the agent made, changed or cancelled, linked
 * to its call by the call's reference, so it shows on the call whether the call is already stored
 * or arrives later; open dashboards hear of it at once.
 */
export function createBookingsService(deps: { pool: Pool; hotels: HotelsService; publish: Publish; logger: Logger }) {
  const { pool, hotels } = deps;

  /** Tells the hotel's open dashboards: the calls' rows (those stored) and the figures. */
  async function tell(hotelId: string, callRefs: string[]): Promise<void> {
    for (const callRef of callRefs) {
      for (const call of await touchCallsOfRoom(pool, hotelId, callRef)) {
        deps.publish(rooms.hotel(hotelId), 'call:upserted', call);
      }
    }
    deps.publish(rooms.hotel(hotelId), 'insights:changed', { hotelId });
  }

  return {
    /**
     * The booking step a write the PMS accepted owes its call, or null for a write that books
     * nothing. Amount and currency are the PMS's own, never an estimate.
     */
    async stepOf(write: ToolWrite): Promise<BookingStep | null> {
      const kind = stepKinds[write.tool as keyof typeof stepKinds];
      if (!kind) return null;
      const clock = await hotels.clock(write.hotelId);
      if (!clock) return null;
      const { after, before } = write;
      // The reservation's own total first, else the quote the tool received.
      const amount = after.total ?? (kind === 'booked' ? (write.quote?.amount ?? null) : null);
      return {
        hotelId: write.hotelId,
        callRef: write.callRef,
        seenBy: 'agent',
        changeKey: `tool:${write.idempotencyKey}`,
        kind,
        confirmationNumber: after.confirmationNumber,
        reservationId: after.reservationId,
        madeOnCall: kind === 'booked',
        roomType: after.roomType,
        arrival: after.arrival,
        departure: after.departure,
        adults: write.guests.adults,
        children: write.guests.children,
        amount,
        amountBefore: before?.total ?? null,
        currency: after.currency ?? write.quote?.currency ?? clock.currency,
        pmsUrl: write.pmsUrl,
      };
    },

    /** Records a step and tells open dashboards; a redelivered step records nothing twice. */
    async record(step: BookingStep): Promise<void> {
      const recorded = await recordBookingStep(pool, step);
      if (recorded) await tell(step.hotelId, recorded);
    },

    listForCall: (hotelId: string, callRef: string) => listCallBookings(pool, hotelId, callRef),
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
