import type { BookingStatus, CallBooking } from '../../contracts/bookings.ts';
import { isoTimestampSql as iso } from '../../contracts/call-log-projection.ts';
import { withTransaction, type Db, type Pool } from '../../platform/db/pool.ts';

/**
 * The bookings table (decision 091): one row per PMS confirmation number, and its steps. Shared by
 * the api (the agent's tools, the call detail) and the worker (the daily read-back), like the PMS
 * key store.
 */
export interface BookingStep {
  hotelId: string;
  /** The call's room name (for what the daily PMS check found: the booking's own call). */
  callRef: string;
  /** The agent on the call, or the daily PMS check reading the booking back. */
  seenBy: 'agent' | 'pms-check';
  /** Makes the step land once however often it is delivered: the tool write's idempotency key, or the check's. */
  changeKey: string;
  kind: BookingStatus;
  confirmationNumber: string;
  reservationId: string;
  /** Only a `booked` step makes a booking count as the agent's (revenue). */
  madeOnCall: boolean;
  roomType: string | null;
  arrival: string;
  departure: string;
  adults: number | null;
  children: number | null;
  /** After the step, as the PMS said it; null when it gave none (a cancellation keeps the last one). */
  amount: number | null;
  /** Before the step, as the PMS said it; null when unknown (then the stored amount is taken). */
  amountBefore: number | null;
  currency: string;
  pmsUrl: string | null;
}

/**
 * Records one step; answers the calls (room names) whose rows it changes (the booking's own call
 * and the step's), or null when this step was already recorded (a redelivery changes nothing).
 */
export async function recordBookingStep(pool: Pool, step: BookingStep): Promise<string[] | null> {
  return withTransaction(pool, async (tx) => {
    const inserted = await tx.query<{ booking_id: string }>(
      `insert into public.bookings (hotel_id, call_ref, confirmation_number, reservation_id, made_on_call, room_type,
         arrival, departure, adults, children, amount, currency, status, pms_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       on conflict (hotel_id, confirmation_number) do nothing returning booking_id`,
      [
        step.hotelId,
        step.callRef,
        step.confirmationNumber,
        step.reservationId,
        step.madeOnCall,
        step.roomType,
        step.arrival,
        step.departure,
        step.adults,
        step.children,
        step.amount,
        step.currency,
        step.kind,
        step.pmsUrl,
      ],
    );
    const created = inserted.rows[0];
    const { rows } = created
      ? { rows: [{ booking_id: created.booking_id, amount: step.amountBefore, call_ref: step.callRef }] }
      : await tx.query<{ booking_id: string; amount: number | null; call_ref: string }>(
          `select booking_id, amount, call_ref from public.bookings where hotel_id = $1 and confirmation_number = $2 for update`,
          [step.hotelId, step.confirmationNumber],
        );
    const booking = rows[0]!;
    const amountBefore = step.amountBefore ?? (created ? null : booking.amount);
    const amountAfter = step.kind === 'cancelled' ? 0 : step.amount;
    const change = await tx.query(
      `insert into public.booking_changes (booking_id, hotel_id, call_ref, change_key, kind, arrival, departure,
         amount_before, amount, currency)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (booking_id, change_key) do nothing`,
      [
        booking.booking_id,
        step.hotelId,
        step.seenBy === 'agent' ? step.callRef : null,
        step.changeKey,
        step.kind,
        step.arrival,
        step.departure,
        step.kind === 'booked' ? null : amountBefore,
        amountAfter,
        step.currency,
      ],
    );
    if (change.rowCount !== 1) return null;
    if (!created) {
      await tx.query(
        `update public.bookings set status = $2, arrival = $3, departure = $4,
           amount = case when $2 = 'cancelled' then amount else $5 end,
           room_type = coalesce($6, room_type), pms_url = coalesce($7, pms_url), updated_at = now()
         where booking_id = $1`,
        [booking.booking_id, step.kind, step.arrival, step.departure, step.amount, step.roomType, step.pmsUrl],
      );
    }
    return [...new Set([booking.call_ref, step.callRef])];
  });
}

/** The bookings a call made or touched, each with its steps, oldest first. */
export async function listCallBookings(db: Db, hotelId: string, callRef: string): Promise<CallBooking[]> {
  const { rows } = await db.query<CallBooking>(
    `select b.booking_id as "bookingId", b.confirmation_number as "confirmationNumber", b.made_on_call as "madeOnCall",
            b.status, b.room_type as "roomType", to_char(b.arrival, 'YYYY-MM-DD') as arrival,
            to_char(b.departure, 'YYYY-MM-DD') as departure, b.adults, b.children, b.amount::float8 as amount,
            b.currency, b.pms_url as "pmsUrl", ${iso('b.created_at')} as "createdAt",
            (select coalesce(json_agg(json_build_object('kind', s.kind, 'callRef', s.call_ref,
                       'arrival', to_char(s.arrival, 'YYYY-MM-DD'), 'departure', to_char(s.departure, 'YYYY-MM-DD'),
                       'amountBefore', s.amount_before::float8, 'amount', s.amount::float8, 'currency', s.currency,
                       'at', ${iso('s.created_at')}) order by s.created_at, s.booking_change_id), '[]')
             from public.booking_changes s where s.booking_id = b.booking_id) as changes
     from public.bookings b
     where b.booking_id in (
       select booking_id from public.bookings where hotel_id = $1 and call_ref = $2
       union
       select booking_id from public.booking_changes where hotel_id = $1 and call_ref = $2)
     order by b.created_at, b.booking_id`,
    [hotelId, callRef],
  );
  return rows;
}

export interface BookingToReadBack {
  bookingId: string;
  callRef: string;
  confirmationNumber: string;
  reservationId: string;
  arrival: string;
  departure: string;
  amount: number | null;
  currency: string;
}

/** The hotel's bookings the agent touched in the last `days` days that still stand here. */
export async function bookingsToReadBack(db: Db, hotelId: string, days: number): Promise<BookingToReadBack[]> {
  const { rows } = await db.query<BookingToReadBack>(
    `select booking_id as "bookingId", call_ref as "callRef", confirmation_number as "confirmationNumber",
            reservation_id as "reservationId", to_char(arrival, 'YYYY-MM-DD') as arrival,
            to_char(departure, 'YYYY-MM-DD') as departure, amount::float8 as amount, currency
     from public.bookings
     where hotel_id = $1 and status <> 'cancelled' and created_at >= now() - make_interval(days => $2)
     order by created_at`,
    [hotelId, days],
  );
  return rows;
}

/** A booking step a finished agent write still owes its call (stored with the write's answer). */
export interface PendingBookingStep {
  hotelId: string;
  idempotencyKey: string;
  step: BookingStep;
}

/**
 * Agent writes whose booking step is still owed `olderThanSeconds` after the PMS answered: the
 * process recording it died, or the recording failed. The reconcile run records them.
 */
export async function pendingBookingSteps(
  db: Db,
  olderThanSeconds: number,
  limit: number,
): Promise<PendingBookingStep[]> {
  const { rows } = await db.query<PendingBookingStep>(
    `select hotel_id as "hotelId", idempotency_key as "idempotencyKey", pending_booking as step
     from public.pms_idempotency_keys
     where pending_booking is not null and finished_at < now() - make_interval(secs => $1)
     order by finished_at limit $2`,
    [olderThanSeconds, limit],
  );
  return rows;
}

/** The write's booking step is recorded: nothing is owed any more. */
export async function markBookingRecorded(db: Db, hotelId: string, idempotencyKey: string): Promise<void> {
  await db.query(
    'update public.pms_idempotency_keys set pending_booking = null where hotel_id = $1 and idempotency_key = $2',
    [hotelId, idempotencyKey],
  );
}
