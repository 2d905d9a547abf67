import { createHash } from 'node:crypto';
import type { AppQueues } from '../../platform/queues/app-queues.ts';
import type { PmsToolName } from '../../contracts/constants.ts';
import { pmsCheckJobOf } from '../../contracts/queues.ts';
import type { Pool } from '../../platform/db/pool.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { Logger } from '../../platform/logger.ts';
import { createPmsAdapter, type PmsSettings, PmsError, readPmsCredentials } from '../pms/index.ts';
import { markBookingRecorded, type BookingStep } from '../bookings/index.ts';
import type { Publish } from '../../platform/realtime/realtime-backend.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import {
  claimIdempotencyKey,
  findRoomQuote,
  finishIdempotencyKey,
  listToolCalls,
  logToolCall,
  readIdempotencyKey,
  releaseIdempotencyKey,
  type Platform,
  type ToolOutcome,
} from './pms-tools.repo.ts';
import { missingProof } from './booking-proof.ts';
import { bookingTools, toolArguments, writeTools, type BookingProof } from './pms-tools.schemas.ts';
import { redactCardData } from './redact-card-data.ts';
import { runTool, type ToolRun } from './run-tool.ts';
import { fallback, verificationNeeded, type ToolResult } from './tool-answers.ts';

/** Set (blocked) while a hotel's PMS asked us to wait with Retry-After: no request goes out until then. */
export const pmsCooldown = { name: 'pms-cooldown', points: 1, durationSeconds: 1 };
/** A failed tool call has the key checked again this much later (one pending check per hotel). */
const recheckDelayMs = 60_000;

export interface ToolCall {
  hotelId: string;
  platform: Platform;
  /** The call's room name: its id without the _YYYYmmdd_HHMMSS stamp (see call_logs.room_name). */
  callRef: string;
  tool: PmsToolName;
  args: unknown;
  idempotencyKey?: string;
}

export interface ToolAnswer {
  status: 200 | 400 | 429;
  result: ToolResult;
}

type LimitRule = { name: string; points: number; durationSeconds: number };

/** The shared rate-limit store as this service uses it (platform/http's RateLimits fits). */
export interface HotelLimits {
  consume(rule: LimitRule, key: string): Promise<void>;
  waitFor(rule: LimitRule, key: string): Promise<number>;
  block(rule: LimitRule, key: string, seconds: number): Promise<void>;
}

export interface PmsToolsDeps {
  db: Pool;
  hotels: HotelsService;
  bookings: BookingsService;
  publish: Publish;
  encryptionKey: Buffer;
  pms: PmsSettings;
  rateLimits: HotelLimits;
  queues: Pick<AppQueues, 'pmsCheck'>;
  logger: Logger;
}

type Booked = NonNullable<ToolRun['written']> & { pmsUrl: string | null };

const outcomeOf = (result: ToolResult): ToolOutcome => {
  if (result.ok) return 'ok';
  if (result.error === 'not_found') return 'not_found';
  if (result.error === 'refused_by_pms' || result.error === 'invalid_arguments') return 'invalid';
  if (result.error === 'verification_needed') return 'invalid';
  return 'unavailable';
};

/** Sorted keys, so the same arguments in another order make the same idempotency key. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

export function createPmsToolsService(deps: PmsToolsDeps) {
  const { db, hotels, bookings } = deps;
  // Per hotel: a busy call uses a few tools a minute; this stops a loop or abuse from flooding its PMS.
  const pmsToolLimit = { name: 'pms-tools', points: deps.pms.toolCallsPerMinute, durationSeconds: 60 };

  const queueRecheck = (hotelId: string) => {
    const job = pmsCheckJobOf(hotelId);
    return deps.queues.pmsCheck
      .add(job.name, job.data, { ...job.opts, delay: recheckDelayMs })
      .catch((error: unknown) => deps.logger.warn({ err: error, hotelId }, 'could not queue a PMS key check'));
  };

  /** Calls the PMS; a PmsError becomes the spoken fallback or the PMS's own "no". */
  async function callPms(
    call: ToolCall,
    args: never,
    key: string,
  ): Promise<{ result: ToolResult; reservationId: string | null; reachedPms: boolean; booking?: Booked }> {
    if ((await deps.rateLimits.waitFor(pmsCooldown, call.hotelId)) > 0) {
      return { result: fallback('pms_unavailable'), reservationId: null, reachedPms: false };
    }
    const credentials = await readPmsCredentials(db, deps.encryptionKey, call.hotelId);
    if (!credentials) return { result: fallback('pms_not_connected'), reservationId: null, reachedPms: false };
    try {
      const adapter = createPmsAdapter(credentials, deps.pms, deps.pms.toolTimeoutMs);
      const ran = await runTool(adapter, call.tool, args, key);
      const booking = ran.written && {
        ...ran.written,
        pmsUrl: adapter.reservationUrl(ran.written.after.reservationId),
      };
      // A write whose booking the caller could not prove asked the PMS to change nothing.
      return { result: ran.result, reservationId: ran.reservationId, reachedPms: ran.wrote, booking };
    } catch (error) {
      if (!(error instanceof PmsError)) throw error;
      switch (error.kind) {
        case 'rejected':
          return {
            result: { ok: false, error: 'refused_by_pms', say: error.message },
            reservationId: null,
            reachedPms: true,
          };
        case 'not_found':
          return {
            result: { ok: false, error: 'not_found', say: "I couldn't find that reservation." },
            reservationId: null,
            reachedPms: true,
          };
        case 'rate_limited':
          await deps.rateLimits.block(pmsCooldown, call.hotelId, Math.max(1, error.retryAfterSeconds ?? 1));
          return { result: fallback('pms_unavailable'), reservationId: null, reachedPms: false };
        case 'refused':
          void queueRecheck(call.hotelId);
          return { result: fallback('pms_unavailable'), reservationId: null, reachedPms: false };
        case 'unavailable':
        case 'malformed':
          void queueRecheck(call.hotelId);
          // The request may have reached the PMS and done its work: a write is not run again for this key.
          return { result: fallback('pms_unavailable'), reservationId: null, reachedPms: true };
      }
    }
  }

  /** The booking step the write owes its call; a failure to work it out is logged, as the PMS did the work. */
  async function bookingStepOf(call: ToolCall, args: unknown, key: string, booking: Booked) {
    const a = args as { room_type_id?: string; adults?: number; children?: number };
    try {
      const quote =
        call.tool === 'create_reservation' && booking.after.total === null && a.room_type_id
          ? await findRoomQuote(db, call.hotelId, call.callRef, {
              roomTypeId: a.room_type_id,
              arrival: booking.after.arrival,
              departure: booking.after.departure,
            })
          : null;
      return await bookings.stepOf({
        hotelId: call.hotelId,
        callRef: call.callRef,
        tool: call.tool,
        idempotencyKey: key,
        after: booking.after,
        before: booking.before,
        quote,
        guests: { adults: a.adults ?? null, children: a.children ?? null },
        pmsUrl: booking.pmsUrl,
      });
    } catch (error) {
      deps.logger.error({ err: error, hotelId: call.hotelId, callRef: call.callRef }, 'could not work out a booking');
      return null;
    }
  }

  /**
   * Links the write's reservation to the call. The step is already stored with the write's answer,
   * so a failure here is only logged: the worker's reconcile run records the step still owed.
   */
  async function recordBooking(call: ToolCall, key: string, step: BookingStep) {
    try {
      await bookings.record(step);
      await markBookingRecorded(db, call.hotelId, key);
    } catch (error) {
      deps.logger.error(
        { err: error, hotelId: call.hotelId, callRef: call.callRef },
        'could not record a booking; the reconcile run will',
      );
    }
  }

  /** Waits (until the tool's deadline) for another request running the same write to finish. */
  async function awaitRunning(hotelId: string, key: string): Promise<ToolResult> {
    const deadline = Date.now() + deps.pms.toolTimeoutMs;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const claim = await readIdempotencyKey(db, hotelId, key);
      if (claim.state === 'done') return claim.result;
    }
    return {
      ok: false,
      error: 'in_progress',
      say: 'That request is still going through; the front desk will confirm it with the guest.',
    };
  }

  return {
    /** One tool call from the voice agent, logged on the call whatever its answer. */
    async call(call: ToolCall): Promise<ToolAnswer> {
      const started = performance.now();
      if (!(await hotels.exists(call.hotelId))) throw notFound('Hotel not found.');
      try {
        await deps.rateLimits.consume(pmsToolLimit, call.hotelId);
      } catch (error) {
        if (error instanceof AppError && error.code === 'rate_limited') {
          return {
            status: 429,
            result: {
              ...fallback('rate_limited'),
              retry_after_seconds: (error.details as { retryAfter: number }).retryAfter,
            },
          };
        }
        throw error;
      }

      const log = (result: ToolResult, reservationId: string | null) =>
        logToolCall(db, {
          hotelId: call.hotelId,
          callRef: call.callRef,
          platform: call.platform,
          tool: call.tool,
          arguments: redactCardData(call.args),
          result,
          outcome: outcomeOf(result),
          reservationId,
          latencyMs: performance.now() - started,
        });

      const parsed = toolArguments[call.tool].safeParse(call.args);
      if (!parsed.success) {
        const message = parsed.error.issues.map((i) => i.message).join(' ');
        const result: ToolResult = { ok: false, error: 'invalid_arguments', say: message };
        await log(result, null);
        return { status: 400, result };
      }
      const askFor = bookingTools.has(call.tool) ? missingProof(parsed.data as BookingProof) : null;
      if (askFor) {
        const result = verificationNeeded(askFor);
        await log(result, null);
        return { status: 400, result };
      }

      if (!writeTools.has(call.tool)) {
        const { result, reservationId } = await callPms(call, parsed.data as never, '');
        await log(result, reservationId);
        return { status: 200, result };
      }

      const key =
        call.idempotencyKey ??
        `auto-${createHash('sha256')
          .update(`${call.platform}\n${call.callRef}\n${call.tool}\n${canonical(parsed.data)}`)
          .digest('hex')
          .slice(0, 40)}`;
      const claim = await claimIdempotencyKey(db, call.hotelId, key, call.tool);
      let answer: { result: ToolResult; reservationId: string | null };
      if (claim.state === 'done') answer = { result: claim.result, reservationId: null };
      else if (claim.state === 'running')
        answer = { result: await awaitRunning(call.hotelId, key), reservationId: null };
      else {
        const ran = await callPms(call, parsed.data as never, key).catch(async (error: unknown) => {
          await releaseIdempotencyKey(db, call.hotelId, key);
          throw error;
        });
        const step = ran.booking && ran.result.ok ? await bookingStepOf(call, parsed.data, key, ran.booking) : null;
        if (ran.reachedPms) await finishIdempotencyKey(db, call.hotelId, key, ran.result, step);
        else await releaseIdempotencyKey(db, call.hotelId, key);
        if (step) await recordBooking(call, key, step);
        answer = ran;
      }
      await log(answer.result, answer.reservationId);
      return { status: 200, result: { ...answer.result, idempotency_key: key } };
    },

    listForCall: (hotelId: string, callRef: string) => listToolCalls(db, hotelId, callRef),
  };
}

export type PmsToolsService = ReturnType<typeof createPmsToolsService>;
