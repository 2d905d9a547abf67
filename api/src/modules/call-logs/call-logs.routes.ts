import { once } from 'node:events';
import { Router, type Request } from 'express';
import { callLogCsvColumns } from '../../contracts/call-logs.ts';
import { requireHotelAccess } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';
import { callIdParam, callLogExportQuery, callLogListQuery } from './call-logs.schemas.ts';
import { createCallLogsService } from './call-logs.service.ts';
import { csvLine, transcriptAsText } from './csv.ts';

/** Mounted at /hotels/:hotelId/call-logs; every route is authorized for that hotel. */
export function callLogsRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const service = createCallLogsService(ctx.pool, ctx.storage);
  router.use(requireHotelAccess(ctx.pool));

  router.get('/', async (req, res) => {
    const query = callLogListQuery.parse(req.query);
    res.json(await service.list(hotelIdOf(req), query));
  });

  // Before '/:callId', so the export is not read as a call id.
  router.get('/export.csv', async (req, res) => {
    const query = callLogExportQuery.parse(req.query);
    const hotelId = hotelIdOf(req);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="call-logs-${hotelId}.csv"`);
    res.write(csvLine([...callLogCsvColumns]));
    for await (const row of service.exportRows(hotelId, query)) {
      if (res.destroyed) return;
      const line = csvLine([
        row.callId,
        row.roomName,
        row.startedAt,
        row.endedAt,
        row.durationSeconds,
        row.status,
        row.turnCount,
        transcriptAsText(row.transcript ?? []),
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

/** The hotel of the mount path (merged params); requireHotelAccess has checked it. */
function hotelIdOf(req: Request): string {
  return String((req.params as Record<string, string>).hotelId);
}
