import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Request } from 'express';
import { callLogCsvColumns } from '../../contracts/call-logs.ts';
import { endReasonOf } from '../../contracts/end-reasons.ts';
import { reasonLabels, resolutionLabels, topicLabels } from '../../contracts/call-analysis-labels.ts';
import type { CallResolution } from '../../contracts/call-vocabulary.ts';
import { canAccessHotel } from '../../platform/access/access.ts';
import { auditActorOf } from '../../platform/http/audit-actor.ts';
import { signedIn, requireHotelAccess } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';
import { callIdParam, callLogExportQuery, callLogListQuery } from './call-logs.schemas.ts';
import { createCallbackNumberService } from './callback-number.service.ts';
import { redactCardNumbers } from '../redaction/index.ts';
import { csvFileName, csvLine, transcriptAsText, yesNo } from '../../platform/csv.ts';
import { wallClockIn } from './hotel-clock.ts';
import type { ExportRow } from './call-logs.repo.ts';
import type { HotelClock } from '../hotels/hotels.service.ts';

/** Mounted at /hotels/:hotelId/call-logs; every route is authorized for that hotel. */
export function callLogsRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const { callLogs: service, callerThread: threads } = ctx.services;
  const callbacks = createCallbackNumberService(ctx.pool, ctx.rateLimits);
  router.use(requireHotelAccess(ctx.pool));

  router.get('/', async (req, res) => {
    const query = callLogListQuery.parse(req.query);
    res.json(await service.list(hotelIdOf(req), query));
  });

  // Before '/:callId', so neither is read as a call id.
  router.get('/languages', async (req, res) => {
    res.json(await service.languages(hotelIdOf(req)));
  });

  // A bulk copy of guests' words: the owner and managers only (decision 088), not the front desk.
  router.get('/export.csv', requireHotelAccess(ctx.pool, 'manage'), async (req, res) => {
    const query = callLogExportQuery.parse(req.query);
    const hotelId = hotelIdOf(req);
    const clock = await service.clockOf(hotelId);
    const rows = await service.exportRows(hotelId, query, clock.timeZone);
    // The first row is read before anything is sent, so a query that fails (too slow) is answered
    // with its error rather than a cut file.
    const first = await rows.next();
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${csvFileName(clock, query)}"`);
    // A client that takes no bytes for a minute is let go, so it cannot hold a database connection.
    res.setTimeout(stalledDownloadMs);
    async function* lines() {
      yield csvLine([...callLogCsvColumns]);
      if (first.done) return;
      yield csvLine(csvValues(first.value, clock));
      for await (const row of rows) yield csvLine(csvValues(row, clock));
    }
    // A line at a time, each written when the client has taken the last. However it ends (a client
    // that leaves too), the rows are ended, which closes the cursor and hands its connection back.
    try {
      await pipeline(Readable.from(lines(), { highWaterMark: 1 }), res);
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    } finally {
      await rows.return(undefined);
    }
  });

  router.get('/:callId', async (req, res) => {
    const callId = callIdParam.parse(req.params.callId);
    const hotelId = hotelIdOf(req);
    // What the call cost is the owner's and managers' (decision 092): the front desk's answer has no cost.
    const withCost = await canAccessHotel(ctx.pool, signedIn(req), hotelId, 'manage');
    res.json(await service.detail(hotelId, callId, { withCost }));
  });

  // The caller's other calls, counted (decision 093); the number stays on the server.
  router.get('/:callId/caller-thread', async (req, res) => {
    const callId = callIdParam.parse(req.params.callId);
    res.json(await threads.thread(hotelIdOf(req), callId));
  });

  // A POST, not a GET: every answer is a reveal with its audit entry (decision 085).
  router.post('/:callId/callback-number', async (req, res) => {
    const callId = callIdParam.parse(req.params.callId);
    res.json(await callbacks.reveal(signedIn(req), hotelIdOf(req), callId, auditActorOf(req)));
  });

  return router;
}

/** How long the CSV export waits for a client that takes no bytes before it ends the download. */
const stalledDownloadMs = 60_000;

function csvValues(row: ExportRow, clock: HotelClock) {
  return [
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
    endReasonOf(row.endReason)?.words ?? null,
    yesNo(row.transferred),
    yesNo(row.voicemail),
    row.callerNumber,
    textOrNull(row.failureReason),
    row.resolution ? resolutionLabels[row.resolution] : null,
    row.topics.map((topic) => topicLabels[topic]).join('; '),
    row.followUpReasons.map((reason) => reasonLabels[reason]).join('; '),
    bookingOf(row.resolution),
    redactCardNumbers(transcriptAsText(row.transcript ?? [])),
  ];
}

const bookingOf = (resolution: CallResolution | null) =>
  resolution === 'booking_made' ? 'made' : resolution === 'booking_changed' ? 'changed' : null;

const textOrNull = (text: string | null) => (text === null ? null : redactCardNumbers(text));

/** The hotel of the mount path (merged params); requireHotelAccess has checked it. */
function hotelIdOf(req: Request): string {
  return String((req.params as Record<string, string>).hotelId);
}

/** `GET /api/hotels/:hotelId/call-stats`: the owner home's numbers about calls. */
export function callStatsRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const service = ctx.services.callLogs;
  router.use(requireHotelAccess(ctx.pool));
  router.get('/', async (req, res) => {
    res.json(await service.stats(hotelIdOf(req)));
  });
  return router;
}
