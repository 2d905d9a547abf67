import { once } from 'node:events';
import { Router, type Request } from 'express';
import { callLogCsvColumns } from '../../contracts/call-logs.ts';
import { requireHotelAccess } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';
import { callIdParam, callLogExportQuery, callLogListQuery } from './call-logs.schemas.ts';
import { createCallLogsService } from './call-logs.service.ts';
import { redactCardNumbers } from '../../platform/redaction/redact-cards.ts';
import { csvFileName, csvLine, transcriptAsText, yesNo } from '../../platform/csv.ts';
import { wallClockIn } from './hotel-clock.ts';

/** Mounted at /hotels/:hotelId/call-logs; every route is authorized for that hotel. */
export function callLogsRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const service = createCallLogsService(ctx.pool, ctx.storage);
  router.use(requireHotelAccess(ctx.pool));

  router.get('/', async (req, res) => {
    const query = callLogListQuery.parse(req.query);
    res.json(await service.list(hotelIdOf(req), query));
  });

  // Before '/:callId', so neither is read as a call id.
  router.get('/languages', async (req, res) => {
    res.json(await service.languages(hotelIdOf(req)));
  });

  router.get('/export.csv', async (req, res) => {
    const query = callLogExportQuery.parse(req.query);
    const hotelId = hotelIdOf(req);
    const clock = await service.clockOf(hotelId);
    const rows = service.exportRows(hotelId, query, clock.timeZone);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${csvFileName(clock, query)}"`);
    res.write(csvLine([...callLogCsvColumns]));
    for await (const row of rows) {
      if (res.destroyed) return;
      const line = csvLine([
        row.callId,
        clock.name,
        row.roomName,
        wallClockIn(row.startedAt, clock.timeZone),
        wallClockIn(row.endedAt, clock.timeZone),
        clock.timeZone,
        row.durationSeconds === null ? null : Math.round(Number(row.durationSeconds)),
        row.status,
        row.turnCount,
        row.outcome,
        row.sentiment,
        row.language,
        // Stored text is redacted already; this also covers rows stored before redaction existed.
        textOrNull(row.summary),
        textOrNull(row.endReason),
        yesNo(row.transferred),
        yesNo(row.voicemail),
        row.callerNumber,
        textOrNull(row.failureReason),
        redactCardNumbers(transcriptAsText(row.transcript ?? [])),
      ]);
      // Wait for the client to take the bytes (or leave) before reading the next batch.
      if (!res.write(line)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
    res.end();
  });

  router.get('/:callId', async (req, res) => {
    const callId = callIdParam.parse(req.params.callId);
    res.json(await service.detail(hotelIdOf(req), callId));
  });

  return router;
}

const textOrNull = (text: string | null) => (text === null ? null : redactCardNumbers(text));

/** The hotel of the mount path (merged params); requireHotelAccess has checked it. */
function hotelIdOf(req: Request): string {
  return String((req.params as Record<string, string>).hotelId);
}

/** `GET /api/hotels/:hotelId/call-stats`: the owner home's numbers about calls. */
export function callStatsRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const service = createCallLogsService(ctx.pool, ctx.storage);
  router.use(requireHotelAccess(ctx.pool));
  router.get('/', async (req, res) => {
    res.json(await service.stats(hotelIdOf(req)));
  });
  return router;
}
