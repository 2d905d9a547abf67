import type { PmsToolName } from '../../contracts/constants.ts';
import type { PmsAdapter } from '../../platform/pms/pms-port.ts';
import type { ToolArguments } from './pms-tools.schemas.ts';
import {
  availabilityAnswer,
  cancelledAnswer,
  changedAnswer,
  createdAnswer,
  foundAnswer,
  type ToolResult,
} from './tool-answers.ts';

/** Calls the PMS for one tool with arguments already validated; PmsErrors pass through. */
export async function runTool(
  adapter: PmsAdapter,
  tool: PmsToolName,
  args: ToolArguments[PmsToolName],
  idempotencyKey: string,
): Promise<{ result: ToolResult; reservationId: string | null }> {
  switch (tool) {
    case 'check_availability': {
      const a = args as ToolArguments['check_availability'];
      const offers = await adapter.availability({
        arrival: a.arrival_date,
        departure: a.departure_date,
        adults: a.adults,
        children: a.children,
      });
      return { result: availabilityAnswer(offers, a.arrival_date, a.departure_date), reservationId: null };
    }
    case 'find_reservation': {
      const a = args as ToolArguments['find_reservation'];
      const found = await adapter.findReservations({
        confirmationNumber: a.confirmation_number || undefined,
        lastName: a.last_name || undefined,
        arrival: a.arrival_date,
      });
      return {
        result: foundAnswer(found.slice(0, 5)),
        reservationId: found.length === 1 ? found[0]!.reservationId : null,
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
      return { result: createdAnswer(created), reservationId: created.reservationId };
    }
    case 'change_reservation_dates': {
      const a = args as ToolArguments['change_reservation_dates'];
      const moved = await adapter.changeDates(a.reservation_id, a.arrival_date, a.departure_date);
      return { result: changedAnswer(moved), reservationId: moved.reservationId };
    }
    case 'cancel_reservation': {
      const a = args as ToolArguments['cancel_reservation'];
      const cancelled = await adapter.cancelReservation(a.reservation_id);
      return { result: cancelledAnswer(cancelled), reservationId: cancelled.reservationId };
    }
  }
}
