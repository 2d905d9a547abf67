import type { PmsToolName } from '../../contracts/constants.ts';
import type { PmsToolCall } from '../../contracts/call-logs.ts';
import type { Db } from '../../platform/db/pool.ts';
import type { BookingStep } from '../bookings/index.ts';
import type { ToolResult } from './tool-answers.ts';

export type ToolOutcome = 'ok' | 'not_found' | 'refused' | 'unavailable' | 'invalid';
export type Platform = 'bearer' | 'elevenlabs' | 'retell' | 'vapi';

export async function logToolCall(
  db: Db,
  row: {
    hotelId: string;
    callRef: string;
    platform: Platform;
    tool: PmsToolName;
    arguments: unknown;
    result: ToolResult;
    outcome: ToolOutcome;
    reservationId: string | null;
    latencyMs: number;
  },
): Promise<void> {
  await db.query(
    `insert into public.pms_tool_calls (hotel_id, call_ref, platform, tool, arguments, result, outcome, reservation_id, latency_ms)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      row.hotelId,
      row.callRef,
      row.platform,
      row.tool,
      JSON.stringify(row.arguments),
      JSON.stringify(row.result),
      row.outcome,
      row.reservationId,
      Math.max(0, Math.round(row.latencyMs)),
    ],
  );
}

export type Claim =
  { state: 'claimed' } | { state: 'done'; result: ToolResult } | { state: 'running'; startedAt: Date };

/** Takes the key for this write, or says who has it: a finished write (its answer) or one still running. */
export async function claimIdempotencyKey(db: Db, hotelId: string, key: string, tool: PmsToolName): Promise<Claim> {
  const inserted = await db.query(
    `insert into public.pms_idempotency_keys (hotel_id, idempotency_key, tool, state) values ($1, $2, $3, 'running')
     on conflict do nothing`,
    [hotelId, key, tool],
  );
  if (inserted.rowCount === 1) return { state: 'claimed' };
  return readIdempotencyKey(db, hotelId, key);
}

export async function readIdempotencyKey(db: Db, hotelId: string, key: string): Promise<Claim> {
  const { rows } = await db.query<{ state: 'running' | 'done'; result: ToolResult | null; created_at: Date }>(
    'select state, result, created_at from public.pms_idempotency_keys where hotel_id = $1 and idempotency_key = $2',
    [hotelId, key],
  );
  const row = rows[0];
  if (!row) return { state: 'claimed' };
  return row.state === 'done'
    ? { state: 'done', result: row.result! }
    : { state: 'running', startedAt: row.created_at };
}

/**
 * Marks the write done with its answer and, in the same statement, the booking step it owes its
 * call: a process that dies before recording the booking leaves the step for the reconcile run.
 */
export async function finishIdempotencyKey(
  db: Db,
  hotelId: string,
  key: string,
  result: ToolResult,
  pendingBooking: BookingStep | null,
): Promise<void> {
  await db.query(
    `update public.pms_idempotency_keys set state = 'done', result = $3, pending_booking = $4, finished_at = now()
     where hotel_id = $1 and idempotency_key = $2`,
    [hotelId, key, JSON.stringify(result), pendingBooking && JSON.stringify(pendingBooking)],
  );
}

/** A write that got a definite "no" before reaching the PMS gives its key back, so a retry may run. */
export async function releaseIdempotencyKey(db: Db, hotelId: string, key: string): Promise<void> {
  await db.query(
    `delete from public.pms_idempotency_keys where hotel_id = $1 and idempotency_key = $2 and state = 'running'`,
    [hotelId, key],
  );
}

export async function listToolCalls(db: Db, hotelId: string, callRef: string): Promise<PmsToolCall[]> {
  const { rows } = await db.query<PmsToolCall>(
    `select pms_tool_call_id as "toolCallId", tool, platform, arguments, result, outcome, latency_ms as "latencyMs",
            to_char(created_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
     from public.pms_tool_calls where hotel_id = $1 and call_ref = $2 order by created_at, pms_tool_call_id`,
    [hotelId, callRef],
  );
  return rows;
}

/** Whether the stored call (by its call id) made a reservation: the outcome work's question. */
export async function reservationCreatedOnCall(db: Db, hotelId: string, callId: string): Promise<boolean> {
  const { rows } = await db.query<{ made: boolean }>('select public.reservation_created_on_call($1, $2) as made', [
    hotelId,
    callId,
  ]);
  return rows[0]?.made === true;
}

export interface RoomQuote {
  amount: number;
  currency: string | null;
}

/**
 * The price the PMS quoted on this call for this room type and stay (the newest answered
 * check_availability), for a PMS whose new reservation carries no total (Mews).
 */
export async function findRoomQuote(
  db: Db,
  hotelId: string,
  callRef: string,
  stay: { roomTypeId: string; arrival: string; departure: string },
): Promise<RoomQuote | null> {
  const { rows } = await db.query<RoomQuote>(
    `select (room->>'total_price')::numeric::float8 as amount, room->>'currency' as currency
     from public.pms_tool_calls t, jsonb_array_elements(t.result->'rooms') room
     where t.hotel_id = $1 and t.call_ref = $2 and t.tool = 'check_availability' and t.outcome = 'ok'
       and t.arguments->>'arrival_date' = $4 and t.arguments->>'departure_date' = $5
       and room->>'room_type_id' = $3 and jsonb_typeof(room->'total_price') = 'number'
     order by t.created_at desc limit 1`,
    [hotelId, callRef, stay.roomTypeId, stay.arrival, stay.departure],
  );
  return rows[0] ?? null;
}
