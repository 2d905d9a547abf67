import type { Job } from 'bullmq';
import { pmsCheckJobOf, type PmsCheckJob } from '@hotelvoice/api/contracts';
import { checkPmsKey, hotelsWithCheckableKeys, readPmsCredentials, recordPmsCheck } from '@hotelvoice/api/modules/pms';
import type { WorkerContext } from '../../worker-context.ts';
import { readBackBookings } from './read-back-bookings.ts';

/**
 * Checks stored PMS keys with a cheap authenticated read and records the answer, so the owner's
 * page says when the PMS last answered and why not; a key that answers then reads back the agent's
 * recent bookings (cancelled in the PMS: cancelled here, decision 091). `{ all: true }` (daily) fans out one job per
 * hotel; a hotel's job runs one check.
 */
export async function processPmsCheck(ctx: WorkerContext, job: Job<PmsCheckJob>): Promise<void> {
  if ('all' in job.data) {
    const hotelIds = await hotelsWithCheckableKeys(ctx.pool);
    await ctx.queues.pmsCheck.addBulk(hotelIds.map(pmsCheckJobOf));
    return;
  }
  const { hotelId } = job.data;
  const credentials = await readPmsCredentials(ctx.pool, ctx.config.pmsEncryptionKey, hotelId);
  if (!credentials) return; // removed or replaced by an unverified key since the job was queued
  const check = await checkPmsKey(credentials, ctx.config.pms);
  await recordPmsCheck(ctx.pool, hotelId, check.ok ? null : check.reason);
  ctx.logger.info({ hotelId, ok: check.ok }, 'PMS key checked');
  if (!check.ok) return;
  try {
    const readBack = await readBackBookings(ctx, hotelId, credentials);
    ctx.logger.info({ hotelId, ...readBack }, 'bookings read back');
  } catch (error) {
    // The key answered a moment ago: a PMS that fails now is tried again tomorrow, not retried hot.
    ctx.logger.warn({ err: error, hotelId }, 'could not read bookings back');
  }
}
