import type { PmsToolName } from '../../contracts/constants.ts';
import type { PmsAdapter, PmsReservation } from '../pms/index.ts';
import { matchesProof, proofSearch } from './booking-proof.ts';
import type { BookingProof, ToolArguments } from './pms-tools.schemas.ts';
import {
  availabilityAnswer,
  cancelledAnswer,
  changedAnswer,
  createdAnswer,
  foundAnswer,
  notFoundAnswer,
  verificationNeeded,
  type ToolResult,
} from './tool-answers.ts';

export interface ToolRun {
  result: ToolResult;
  reservationId: string | null;
  /** False when a write stopped before asking the PMS to change anything (the caller's details did not match). */
  wrote: boolean;
  /** A write's reservation as the PMS answered it, and (for a change or cancellation) as it was before. */
  written?: { after: PmsReservation; before: PmsReservation | null };
}

/** The caller's bookings: what the PMS finds for the proof, kept only where every detail matches. */
async function provenBookings(adapter: PmsAdapter, proof: BookingProof): Promise<PmsReservation[]> {
  const found = await adapter.findReservations(proofSearch(proof));
  return found.filter((booking) => matchesProof(booking, proof));
}

/** The one booking a change is for, or the answer that stops the change. */
async function provenBooking(adapter: PmsAdapter, proof: BookingProof): Promise<PmsReservation | ToolRun> {
  const found = await provenBookings(adapter, proof);
  if (found.length === 1) return found[0]!;
  const result =
    found.length === 0
      ? notFoundAnswer()
      : verificationNeeded('More than one booking matches those details; may I have the confirmation number?');
  return { result, reservationId: null, wrote: false };
}

const isRun = (value: PmsReservation | ToolRun): value is ToolRun => 'wrote' in value;

/**
 * Calls the PMS for one tool with arguments already validated (and, for bookings, a complete
 * proof: see missingProof); PmsErrors pass through.
 */
export async function runTool(
  adapter: PmsAdapter,
  tool: PmsToolName,
  args: ToolArguments[PmsToolName],
  idempotencyKey: string,
): Promise<ToolRun> {
  switch (tool) {
    case 'check_availability': {
      const a = args as ToolArguments['check_availability'];
      const offers = await adapter.availability({
        arrival: a.arrival_date,
        departure: a.departure_date,
        adults: a.adults,
        children: a.children,
      });
      return {
        result: availabilityAnswer(offers, a.arrival_date, a.departure_date),
        reservationId: null,
        wrote: false,
      };
    }
    case 'find_reservation': {
      const found = await provenBookings(adapter, args as ToolArguments['find_reservation']);
      return {
        result: foundAnswer(found.slice(0, 5)),
        reservationId: found.length === 1 ? found[0]!.reservationId : null,
        wrote: false,
      };
    }
    case 'create_reservation': {
      const a = args as ToolArguments['create_reservation'];
      const created = await adapter.createReservation({
        arrival: a.arrival_date,
        departure: a.departure_date,
        adults: a.adults,
        children: a.children,
        roomTypeId: a.room_type_id,
        firstName: a.first_name,
        lastName: a.last_name,
        email: a.email ?? null,
        phone: a.phone ?? null,
        idempotencyKey,
      });
      return {
        result: createdAnswer(created),
        reservationId: created.reservationId,
        wrote: true,
        written: { after: created, before: null },
      };
    }
    case 'change_reservation_dates': {
      const a = args as ToolArguments['change_reservation_dates'];
      const booking = await provenBooking(adapter, a);
      if (isRun(booking)) return booking;
      const moved = await adapter.changeDates(booking.reservationId, a.new_arrival_date, a.new_departure_date);
      return {
        result: changedAnswer(moved),
        reservationId: moved.reservationId,
        wrote: true,
        written: { after: moved, before: booking },
      };
    }
    case 'cancel_reservation': {
      const booking = await provenBooking(adapter, args as ToolArguments['cancel_reservation']);
      if (isRun(booking)) return booking;
      const cancelled = await adapter.cancelReservation(booking.reservationId);
      return {
        result: cancelledAnswer(cancelled),
        reservationId: cancelled.reservationId,
        wrote: true,
        written: { after: cancelled, before: booking },
      };
    }
  }
}
