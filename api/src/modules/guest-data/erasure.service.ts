import type { ErasurePreview, ErasureQuery } from '../../contracts/guest-data.ts';
import { recordAudit, type AuditActor } from '../audit-log/index.ts';
import { removeCalls } from './remove-calls.ts';
import { deleteStoredExportRows, removeStoredExportObjects } from '../data-export/index.ts';
import type { Pool } from '../../platform/db/pool.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { StoragePort } from '../../platform/storage/storage-port.ts';
import { eraseCallerTraces } from './caller-traces.ts';
import { findCall, findCallsByPhone, phoneDigits } from '../call-logs/index.ts';

/**
 * Erasure on a guest's request: find every call of one caller, show them, delete them all.
 *
 * Concurrent ingest: the calls deleted are those stored when the deletion starts (it reads them
 * again itself; the preview the owner saw is not trusted). Their ids are tombstoned first, so an
 * ingest job that read their objects a moment earlier cannot write them back. A new call of the
 * same caller stored after that is not part of the request and is kept whole (row, objects and
 * search); searching again shows it, and erasing again removes it. Every job-built export of the
 * hotel is deleted with the erasure, so no stored zip keeps the caller's calls, and so is everything
 * else held about the caller (caller-traces.ts: the PMS's answers about them).
 */
export function createErasureService(db: Pool, storage: StoragePort) {
  async function preview(hotelId: string, query: ErasureQuery): Promise<ErasurePreview> {
    if ('phone' in query) return summarize(await findCallsByPhone(db, hotelId, phoneDigits(query.phone)));
    const call = await findCall(db, hotelId, query.callId);
    if (!call) throw notFound('No call with that id in this hotel.');
    if (!call.callerNumber) return summarize([call]);
    return summarize(await findCallsByPhone(db, hotelId, phoneDigits(call.callerNumber)));
  }

  return {
    preview,

    async erase(hotelId: string, query: ErasureQuery, actor: AuditActor): Promise<{ erasedCalls: number }> {
      const { calls, callerNumbers } = await preview(hotelId, query);
      const callIds = calls.map((call) => call.callId);
      let exportPaths: string[] = [];
      await removeCalls(db, storage, hotelId, callIds, {
        tombstone: true,
        // One transaction: the rows, the hotel's exports (they hold the caller's calls, pending
        // ones included: their job finds its row gone and removes its zip) and the audit entry.
        withRows: async (tx, removedRows) => {
          exportPaths = await deleteStoredExportRows(tx, { hotelId });
          await eraseCallerTraces(tx, {
            hotelId,
            callIds,
            callerNumbers: 'phone' in query ? [...callerNumbers, query.phone] : callerNumbers,
          });
          // How many and how they were found; never the number or the calls' content.
          await recordAudit(tx, actor, {
            action: 'calls.erased',
            hotelId,
            details: {
              calls: calls.length,
              removedRows,
              removedExports: exportPaths.length,
              by: 'phone' in query ? 'phone' : 'call',
            },
          });
        },
      });
      await removeStoredExportObjects(db, storage, exportPaths, { hotelId });
      return { erasedCalls: calls.length };
    },
  };
}

function summarize(calls: ErasurePreview['calls']): ErasurePreview {
  const callerNumbers = [...new Set(calls.flatMap((call) => (call.callerNumber ? [call.callerNumber] : [])))];
  return { callerNumbers, calls };
}
