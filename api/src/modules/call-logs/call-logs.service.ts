import { toCallLogListItem } from '../../contracts/call-log-projection.ts';
import type { CallLogDetail, CallLogListItem, CallLogPage } from '../../contracts/call-logs.ts';
import type { Db } from '../../platform/db/pool.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { StoragePort } from '../../platform/storage/storage-port.ts';
import { rangeOf, type CallLogExportQuery, type CallLogListQuery } from './call-logs.schemas.ts';
import { findCallLog, listCallLogs, listChangedCallLogs, type ListRow } from './call-logs.repo.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

/** Long enough to start playback and seek; short enough that a leaked link soon stops working. */
export const recordingUrlSeconds = 10 * 60;

export function createCallLogsService(db: Db, storage: StoragePort) {
  return {
    async list(hotelId: string, query: CallLogListQuery): Promise<CallLogPage> {
      if (query.since) {
        const after = query.cursor ? decodeCursor(query.cursor, 'since') : null;
        const rows = await listChangedCallLogs(db, hotelId, new Date(query.since), after, query.limit);
        return page(rows, query.limit, 'since');
      }
      const after = query.cursor ? decodeCursor(query.cursor, 'list') : null;
      const rows = await listCallLogs(db, {
        hotelId,
        limit: query.limit,
        after,
        q: query.q || null,
        ...rangeOf(query),
      });
      return page(rows, query.limit, 'list');
    },

    async detail(hotelId: string, callId: string): Promise<CallLogDetail> {
      const row = await findCallLog(db, hotelId, callId);
      if (!row) throw notFound('Call not found.');
      const { recordingPath, transcriptSize, transcriptCreated, recordingSize, recordingCreated, ...item } = row;
      const recordingUrl = recordingPath
        ? await storage.createSignedUrl('calls', recordingPath, recordingUrlSeconds)
        : null;
      return {
        ...item,
        recordingUrl,
        metadata: { transcriptSize, transcriptCreated, recordingSize, recordingCreated },
      };
    },

    /** Every matching call, newest first, a batch at a time so memory stays flat however many there are. */
    async *exportRows(hotelId: string, query: CallLogExportQuery, batchSize = 500) {
      const range = rangeOf(query);
      let after = null;
      for (;;) {
        const rows = await listCallLogs(db, { hotelId, limit: batchSize, after, q: query.q || null, ...range }, true);
        for (const row of rows) yield row;
        const last = rows.at(-1);
        if (!last || rows.length < batchSize) return;
        after = { mode: 'list' as const, micros: last.sortMicros, callId: last.callId };
      }
    },
  };
}

function page(rows: ListRow[], limit: number, mode: 'list' | 'since'): CallLogPage {
  const items: CallLogListItem[] = rows.map(toCallLogListItem);
  const last = rows.at(-1);
  const nextCursor =
    last && rows.length === limit ? encodeCursor({ mode, micros: last.sortMicros, callId: last.callId }) : null;
  return { items, nextCursor };
}

export type CallLogsService = ReturnType<typeof createCallLogsService>;
