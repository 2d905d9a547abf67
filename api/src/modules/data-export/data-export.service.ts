import type { Queue } from 'bullmq';
import type { ExportAnswer } from '../../contracts/guest-data.ts';
import type { GuestDataJob } from '../../contracts/queues.ts';
import { recordAudit, type AuditActor } from '../audit-log/index.ts';
import { withTransaction, type Pool } from '../../platform/db/pool.ts';
import { createStoredExport, storedExportBucket, storedExportOfToken } from './stored-exports.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { StoragePort } from '../../platform/storage/storage-port.ts';
import { measureCallData } from '../call-logs/index.ts';
import { readHotelFacts } from '../hotels/index.ts';
import { emailOfUser, mayStillExport } from './data-export.repo.ts';
import { pageLinkSeconds, signExportGrant, verifyExportGrant } from './export-link.ts';
import { hotelExportZip } from './hotel-export-zip.ts';

/** A stored export's link is followed to a storage URL that lives this long (enough to start). */
const storageUrlSeconds = 5 * 60;

interface Deps {
  db: Pool;
  storage: StoragePort;
  guestDataQueue: Queue<GuestDataJob>;
  linkSecret: string;
  publicUrl: string;
  /** Past either, the zip is built by a job into storage and its link comes by e-mail. */
  limits: { calls: number; bytes: number };
}

export type OpenedExport = { fileName: string; zip: NodeJS.ReadableStream } | { redirect: string };

export function createDataExportService(deps: Deps) {
  const { db } = deps;
  const { limits } = deps;
  const linkFor = (hotelId: string, userId: string, seconds: number) =>
    `${deps.publicUrl}/api/exports/download?token=${signExportGrant(deps.linkSecret, {
      hotelId,
      userId,
      expiresAt: Math.floor(Date.now() / 1000) + seconds,
    })}`;

  return {
    /** A small hotel's zip is downloaded at once; a large one's link is e-mailed to the requester. */
    async request(hotelId: string, actor: AuditActor & { userId: string }): Promise<ExportAnswer> {
      const size = await measureCallData(db, hotelId);
      if (!(await readHotelFacts(db, [hotelId])).has(hotelId)) throw notFound('Hotel not found.');
      const large = size.calls > limits.calls || size.bytes > limits.bytes;
      const details = { calls: size.calls, bytes: size.bytes, mode: large ? 'email' : 'download' };
      if (!large) {
        await recordAudit(db, actor, { action: 'data.exported', hotelId, details });
        return { mode: 'download', url: linkFor(hotelId, actor.userId, pageLinkSeconds) };
      }
      // The job builds the zip into storage and e-mails its link; the row and the audit entry commit together.
      const email = (await emailOfUser(db, actor.userId)) || actor.email;
      const stored = await withTransaction(db, async (client) => {
        const created = await createStoredExport(client, { hotelId, userId: actor.userId, email });
        await recordAudit(client, actor, { action: 'data.exported', hotelId, subject: created.exportId, details });
        return created;
      });
      // If queuing fails the row stays pending and expires; the owner sees the error and asks again.
      await deps.guestDataQueue.add(
        'data-export',
        { kind: 'data-export', exportId: stored.exportId },
        { jobId: `data-export-${stored.exportId}` },
      );
      return { mode: 'email', email };
    },

    /** The zip behind a link: well signed, unexpired, and its account still active with access. */
    async open(token: string): Promise<OpenedExport> {
      if (/^[0-9a-f-]{36}\./.test(token)) return openStored(token);
      const grant = verifyExportGrant(deps.linkSecret, token);
      if (!grant) throw new AppError('unauthenticated', 'This download link is invalid or has expired.');
      if (!(await mayStillExport(db, grant.userId, grant.hotelId))) {
        throw new AppError('forbidden', 'This account may no longer export this hotel.');
      }
      const hotel = (await readHotelFacts(db, [grant.hotelId])).get(grant.hotelId);
      if (!hotel) throw notFound('Hotel not found.');
      return { fileName: fileNameOf(hotel.name), zip: await hotelExportZip(db, deps.storage, grant.hotelId) };
    },
  };

  /** A job-built export: the token's export is ready and unexpired, and its requester may still see the hotel. */
  async function openStored(token: string): Promise<OpenedExport> {
    const stored = await storedExportOfToken(db, token);
    if (!stored?.objectPath) throw new AppError('unauthenticated', 'This download link is invalid or has expired.');
    if (!stored.requestedBy || !(await mayStillExport(db, stored.requestedBy, stored.hotelId))) {
      throw new AppError('forbidden', 'This account may no longer export this hotel.');
    }
    return { redirect: await deps.storage.createSignedUrl(storedExportBucket, stored.objectPath, storageUrlSeconds) };
  }
}

function fileNameOf(hotelName: string): string {
  const slug =
    hotelName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'hotel';
  return `hotelvoice-${slug}-${new Date().toISOString().slice(0, 10)}.zip`;
}
