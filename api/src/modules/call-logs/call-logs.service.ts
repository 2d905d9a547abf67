import path from 'node:path';
import { toCallLogListItem } from '../../contracts/call-log-projection.ts';
import type {
  CallLanguages,
  CallLogDetail,
  CallLogPage,
  CallLogSearchHit,
  CallStats,
} from '../../contracts/call-logs.ts';
import type { Pool } from '../../platform/db/pool.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { StoragePort } from '../../platform/storage/storage-port.ts';
import type { HotelClock, HotelsService } from '../hotels/hotels.service.ts';
import { rangeOf, type CallLogExportQuery, type CallLogListQuery } from './call-logs.schemas.ts';
import {
  findCallLog,
  listCallLanguages,
  listCallLogs,
  listChangedCallLogs,
  streamCallLogsForExport,
  type ListRow,
} from './call-logs.repo.ts';
import { findCallStats } from './call-stats.repo.ts';
import type { CallerThreadService } from './caller-thread.service.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { toSnippet } from './snippet.ts';

/** Long enough to start playback and seek; short enough that a leaked link soon stops working. */
export const recordingUrlSeconds = 10 * 60;

export function createCallLogsService(
  db: Pool,
  storage: StoragePort,
  hotels: HotelsService,
  threads: CallerThreadService,
) {
  const callerFilter = async (hotelId: string, query: CallLogExportQuery) => ({
    callerE164: query.caller ? await threads.filterKeyOf(hotelId, query.caller) : null,
  });
  /** The hotel's name and clock; the access guard has checked the hotel exists. */
  async function clockOf(hotelId: string): Promise<HotelClock> {
    const clock = await hotels.clock(hotelId);
    if (!clock) throw notFound('Hotel not found.');
    return clock;
  }

  return {
    clockOf,

    async stats(hotelId: string): Promise<CallStats> {
      return findCallStats(db, hotelId, (await hotels.clock(hotelId))?.timeZone ?? null);
    },

    languages: async (hotelId: string): Promise<CallLanguages> => ({
      languages: await listCallLanguages(db, hotelId),
    }),

    async list(hotelId: string, query: CallLogListQuery): Promise<CallLogPage> {
      if (query.since) {
        const after = query.cursor ? decodeCursor(query.cursor, 'since') : null;
        const rows = await listChangedCallLogs(db, hotelId, new Date(query.since), after, query.limit);
        return page(rows, query.limit, 'since');
      }
      const after = query.cursor ? decodeCursor(query.cursor, 'list') : null;
      const needsClock = query.from || query.to || query.weekday !== undefined || query.hour !== undefined;
      const timeZone = needsClock ? (await clockOf(hotelId)).timeZone : 'UTC';
      const rows = await listCallLogs(db, {
        hotelId,
        limit: query.limit,
        after,
        q: query.q || null,
        ...(query.from || query.to ? rangeOf(query, timeZone) : { from: null, to: null }),
        outcome: query.outcome ?? null,
        sentiment: query.sentiment ?? null,
        ...analysisFilter(query, timeZone),
        ...(await callerFilter(hotelId, query)),
      });
      return page(rows, query.limit, 'list');
    },

    /** `withCost`: the reader is the hotel's owner or a manager (decision 092); else no cost is sent. */
    async detail(hotelId: string, callId: string, { withCost }: { withCost: boolean }): Promise<CallLogDetail> {
      const row = await findCallLog(db, hotelId, callId);
      if (!row) throw notFound('Call not found.');
      const {
        recordingPath,
        transcriptSize,
        transcriptCreated,
        recordingSize,
        recordingCreated,
        recordingContentType,
        recordingOriginalSize,
        cost,
        ...item
      } = row;
      const recordingUrl = recordingPath
        ? await storage.createSignedUrl('calls', recordingPath, recordingUrlSeconds)
        : null;
      const recordingDownloadUrl = recordingPath
        ? await storage.createSignedUrl('calls', recordingPath, recordingUrlSeconds, {
            download: `call-${callId}${path.extname(recordingPath)}`,
          })
        : null;
      return {
        ...item,
        ...(withCost ? { cost } : {}),
        recordingUrl,
        recordingDownloadUrl,
        metadata: {
          transcriptSize,
          transcriptCreated,
          recordingSize,
          recordingCreated,
          recordingContentType,
          recordingOriginalSize,
        },
      };
    },

    /**
     * Every matching call, newest first, read through a cursor so memory holds one call whatever
     * their number and size. The range and the caller are checked before anything streams, so a bad
     * one is a plain 400.
     */
    async exportRows(hotelId: string, query: CallLogExportQuery, timeZone: string) {
      return streamCallLogsForExport(db, {
        hotelId,
        q: query.q || null,
        ...rangeOf(query, timeZone),
        outcome: query.outcome ?? null,
        sentiment: query.sentiment ?? null,
        ...analysisFilter(query, timeZone),
        ...(await callerFilter(hotelId, query)),
      });
    },
  };
}

function page(rows: ListRow[], limit: number, mode: 'list' | 'since'): CallLogPage {
  const items: CallLogSearchHit[] = rows.map((row) => {
    const snippet = toSnippet(row.snippetTurn, row.snippetText);
    return snippet ? { ...toCallLogListItem(row), snippet } : toCallLogListItem(row);
  });
  const last = rows.at(-1);
  const nextCursor =
    last && rows.length === limit ? encodeCursor({ mode, micros: last.sortMicros, callId: last.callId }) : null;
  return { items, nextCursor };
}

export type CallLogsService = ReturnType<typeof createCallLogsService>;

/** The insights click-through filters (issue #13), the call's language and end reason, as the repo takes them. */
function analysisFilter(query: CallLogExportQuery, timeZone: string) {
  return {
    resolution: query.resolution ?? null,
    topic: query.topic ?? null,
    weekday: query.weekday ?? null,
    hour: query.hour ?? null,
    timeZone,
    followUpOpen: query.followUp === 'open',
    language: query.language ?? null,
    endReason: query.endReason ?? null,
  };
}
