import { setTimeout as sleep } from 'node:timers/promises';
import type { Job } from 'bullmq';
import { rooms, type GuestDataJob } from '@hotelvoice/api/contracts';
import { removeCalls } from '@hotelvoice/api/modules/guest-data';
import { removeStoredExports } from '@hotelvoice/api/modules/data-export';
import type { WorkerContext } from '../../worker-context.ts';
import {
  callsPastRetention,
  detachRecordings,
  markRecordingsDeleted,
  recordingsDue,
} from '@hotelvoice/api/modules/call-logs';
import { hotelRetentions } from '@hotelvoice/api/modules/hotels';

/**
 * Small batches with a pause between them: each statement holds its row locks for milliseconds,
 * and the pause leaves the pool and the disk to ingest (docs/benchmarks.md, "retention").
 */
export const retentionPace = { batchSize: 500, pauseMs: 25 };

export interface RetentionResult {
  recordingsDeleted: number;
  callsDeleted: number;
  exportsDeleted: number;
}

/**
 * Deletes what each hotel keeps no longer: recordings older than its recording retention (the call
 * stays, saying so), and whole calls older than its transcript retention. Safe to stop anywhere
 * and run again: every step looks again at what is still due.
 */
export async function processRetention(
  ctx: Pick<WorkerContext, 'pool' | 'storage' | 'emitter'>,
  job?: Pick<Job<GuestDataJob>, 'updateProgress'>,
  pace = retentionPace,
): Promise<RetentionResult> {
  const result: RetentionResult = { recordingsDeleted: 0, callsDeleted: 0, exportsDeleted: 0 };
  // Job-built exports whose link expired (and abandoned ones) go first: their zips hold whole calls.
  result.exportsDeleted = await removeStoredExports(ctx.pool, ctx.storage, 'expired');
  const hotels = await hotelRetentions(ctx.pool);
  for (const [index, hotel] of hotels.entries()) {
    for (;;) {
      const due = await recordingsDue(ctx.pool, hotel.hotelId, hotel.recordingRetentionDays, pace.batchSize);
      if (due.length === 0) break;
      const ids = due.map((row) => row.callId);
      await markRecordingsDeleted(ctx.pool, hotel.hotelId, ids, hotel.recordingRetentionDays);
      await ctx.storage.remove(
        'calls',
        due.map((row) => row.recordingPath),
      );
      const items = await detachRecordings(ctx.pool, hotel.hotelId, ids);
      for (const item of items) ctx.emitter.toRoom(rooms.hotel(hotel.hotelId), 'call:upserted', item);
      result.recordingsDeleted += due.length;
      await sleep(pace.pauseMs);
    }
    if (hotel.transcriptRetentionDays !== null) {
      for (;;) {
        const ids = await callsPastRetention(ctx.pool, hotel.hotelId, hotel.transcriptRetentionDays, pace.batchSize);
        if (ids.length === 0) break;
        result.callsDeleted += await removeCalls(ctx.pool, ctx.storage, hotel.hotelId, ids, { tombstone: false });
        await sleep(pace.pauseMs);
      }
    }
    await job?.updateProgress({ hotels: index + 1, of: hotels.length, ...result });
  }
  return result;
}
