import type { Job } from 'bullmq';
import type { GuestDataJob } from '@hotelvoice/api/contracts';
import { withTransaction } from '@hotelvoice/api/platform/db/pool';
import {
  hotelExportZip,
  markStoredExportReady,
  pendingStoredExport,
  storedExportBucket,
  storedExportPath,
} from '@hotelvoice/api/modules/data-export';
import { insertOutboxMessage } from '@hotelvoice/api/modules/mail';
import { countHotelCalls } from '@hotelvoice/api/modules/call-logs';
import { findHotelName } from '@hotelvoice/api/modules/hotels';
import type { WorkerContext } from '../../worker-context.ts';

export interface DataExportResult {
  built: boolean;
  calls?: number;
  bytes?: number;
}

/**
 * Builds one large hotel's export: the zip (the same entries as a small hotel's download) into
 * private storage under exports/, then in one transaction marks it ready and writes the e-mail with
 * its link to the outbox. A retry rebuilds it over the same object. When the row went meanwhile
 * (a caller's erasure, the hotel's deletion), what was written is removed instead of kept.
 */
export async function processDataExport(
  ctx: Pick<WorkerContext, 'pool' | 'storage' | 'config' | 'queues'>,
  job: Pick<Job<GuestDataJob>, 'data' | 'updateProgress'>,
): Promise<DataExportResult> {
  if (job.data.kind !== 'data-export') throw new Error('not a data-export job');
  const pending = await pendingStoredExport(ctx.pool, job.data.exportId);
  if (!pending) return { built: false };
  const { hotelId, exportId } = pending;

  const calls = await countHotelCalls(ctx.pool, hotelId);
  let lastReported = 0;
  const zip = await hotelExportZip(ctx.pool, ctx.storage, hotelId, (done, total) => {
    if (done === total || Date.now() - lastReported > 1000) {
      lastReported = Date.now();
      void job.updateProgress({ stage: 'building', objectsRead: done, objects: total, calls });
    }
  });
  const chunks: Buffer[] = [];
  for await (const chunk of zip) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const objectPath = storedExportPath(hotelId, exportId);
  await ctx.storage.put(storedExportBucket, objectPath, body, 'application/zip');

  const outboxId = await withTransaction(ctx.pool, async (client) => {
    const ready = await markStoredExportReady(client, exportId, { objectPath, sizeBytes: body.length, calls });
    if (!ready) return null;
    const name = (await findHotelName(client, hotelId)) ?? 'your hotel';
    return insertOutboxMessage(client, {
      to: pending.email,
      subject: `Your HotelVoice export of ${name}`,
      text:
        `The export of ${name} (${calls} calls, ${megabytes(body.length)}) is ready:\n\n` +
        `${ctx.config.publicUrl}/api/exports/download?token=${ready.token}\n\n` +
        `The link works until ${ready.expiresAt.toUTCString()} and only while your account may see this hotel; ` +
        `then the export is deleted.\n`,
    });
  });
  if (!outboxId) {
    // Erased or deleted while it was built: nothing of it may stay.
    await ctx.storage.remove(storedExportBucket, [objectPath]);
    return { built: false };
  }
  // Unsent outbox rows are queued again at worker start, should this add fail.
  await ctx.queues.mail.add('send', { outboxMessageId: outboxId }, { jobId: outboxId });
  await job.updateProgress({ stage: 'mailed', calls, bytes: body.length });
  return { built: true, calls, bytes: body.length };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
