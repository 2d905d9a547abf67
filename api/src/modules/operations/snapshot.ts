import type { Queue } from 'bullmq';
import type { HotelOperations, OperationsSnapshot } from '../../contracts/operations.ts';
import type { Db } from '../../platform/db/pool.ts';
import { failedJobGroups } from './failed-jobs.ts';
import * as callLogs from '../call-logs/index.ts';
import { readAllHotelFacts, type HotelFacts } from '../hotels/index.ts';
import * as repo from './operations.repo.ts';
import { daytimeMinutesBetween, isSilent, safeTimezone } from './silence.ts';

/** Every hotel's name and clock beside how its calls flow: the hotels' facts, then one read of the call log. */
async function hotelCallRows(db: Db) {
  const hotels: HotelFacts[] = await readAllHotelFacts(db, 'name');
  const health = await callLogs.readHotelCallHealth(db, hotels);
  return hotels.map((hotel) => ({
    hotelId: hotel.hotelId,
    name: hotel.name,
    timezone: hotel.timeZone,
    ...health.get(hotel.hotelId)!,
  }));
}

/** Per hotel, whether its calls flow; silent hotels first, then the ones with failures. */
export async function hotelOperations(
  db: Db,
  failedJobs: Awaited<ReturnType<typeof failedJobGroups>>,
  now = new Date(),
) {
  const [rows, reasons] = await Promise.all([hotelCallRows(db), callLogs.callFailureReasons(db)]);
  const dayAgo = now.getTime() - 24 * 3600_000;
  const hotels: HotelOperations[] = rows.map((row) => {
    const timezone = safeTimezone(row.timezone);
    const since = row.lastCallAt ? daytimeMinutesBetween(row.lastCallAt, now, timezone) : null;
    const usualGap = row.usualGapMinutes === null ? null : Math.round(row.usualGapMinutes);
    const jobFailures = failedJobs.filter((g) => g.hotelId === row.hotelId && g.lastFailedAt >= dayAgo);
    const failureReasons = [
      ...reasons.filter((r) => r.hotelId === row.hotelId).map(({ reason, count }) => ({ reason, count })),
      ...jobFailures.map((g) => ({ reason: `${g.queue}: ${g.reason}`, count: g.count })),
    ];
    return {
      hotelId: row.hotelId,
      name: row.name,
      timezone,
      lastCallAt: row.lastCallAt?.toISOString() ?? null,
      callsLast24h: row.callsLast24h,
      usualCallsPer24h: row.historyDays >= 1 ? Math.round((row.callsBefore / row.historyDays) * 10) / 10 : null,
      usualGapMinutes: usualGap,
      daytimeMinutesSinceLastCall: since,
      silent: isSilent(since, usualGap),
      failuresLast24h: row.failuresLast24h + jobFailures.reduce((sum, g) => sum + g.count, 0),
      failureReasons,
    };
  });
  return hotels.sort(
    (a, b) =>
      Number(b.silent) - Number(a.silent) || b.failuresLast24h - a.failuresLast24h || a.name.localeCompare(b.name),
  );
}

/** Everything /admin/operations shows, read at once. `queues`: the ingest queues whose failed jobs count. */
export async function readOperations(db: Db, queues: Queue[], now = new Date()): Promise<OperationsSnapshot> {
  const failedJobs = await failedJobGroups(queues);
  const [hotels, feedLag, liveEventLatency, knowledgeFiles, outbox, alerts] = await Promise.all([
    hotelOperations(db, failedJobs, now),
    callLogs.feedLag(db),
    callLogs.liveEventLatency(db),
    repo.troubledKnowledgeFiles(db),
    repo.outboxBacklog(db),
    repo.recentAlerts(db),
  ]);
  return {
    generatedAt: now.toISOString(),
    hotels,
    failedJobs: failedJobs.map(({ queue, reason, count, hotelId }) => ({ queue, reason, count, hotelId })),
    feedLag,
    liveEventLatency,
    knowledgeFiles,
    outbox,
    alerts,
  };
}
