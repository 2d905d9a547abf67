import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import type { SiteEventRow, SiteEventsBody, SiteEventsJob } from '../../contracts/index.ts';
import type { Db } from '../../platform/db/pool.ts';
import { createMicroBatch } from '../../platform/micro-batch.ts';
import { isBot, referrerHostOf } from './request-filters.ts';
import { createDailySalts, utcDay, visitorHash } from './visitor-hash.ts';

/** Who sent the events, as far as counting needs: never stored, only hashed. */
export interface EventSender {
  ip: string;
  userAgent: string | undefined;
}

const emptyToNull = (value: string | undefined) => (value ? value : null);

/**
 * The request path does only what must happen there: hash the sender with the day's salt and
 * queue the events. Requests arriving together share one queue job (the micro-batcher), and the
 * api answers only once the job is stored, so an accepted event survives any process dying.
 */
export function createSiteEventsService(db: Db, queue: Queue<SiteEventsJob>) {
  const saltOf = createDailySalts(db);
  const enqueue = createMicroBatch<SiteEventRow[], void>(
    async (batches) => {
      await queue.add('batch', { events: batches.flat() }, { jobId: randomUUID() });
      return batches.map(() => undefined);
    },
    // A beacon's answer is read by no one: waiting 25 ms for company turns 200 beacons a second
    // into 40 jobs instead of 200 (the call log's p95 under that load: 26 → 21 ms, decision 019).
    { maxSize: 100, maxInFlight: 2, lingerMs: 25 },
  );

  return {
    /** Answers how many events were queued: none from bots. */
    async record(body: SiteEventsBody, sender: EventSender, now = new Date()): Promise<number> {
      if (isBot(sender.userAgent)) return 0;
      const hash = visitorHash(await saltOf(utcDay(now)), sender.ip, sender.userAgent ?? '');
      const occurredAt = now.toISOString();
      const rows: SiteEventRow[] = body.events.map((event) => ({
        eventId: randomUUID(),
        occurredAt,
        name: event.name,
        path: event.path,
        referrerHost: referrerHostOf(event.referrer),
        utmSource: emptyToNull(event.utmSource),
        utmMedium: emptyToNull(event.utmMedium),
        utmCampaign: emptyToNull(event.utmCampaign),
        visitorHash: hash,
        hotelId: event.hotelId ?? null,
        rating: event.rating ?? null,
      }));
      await enqueue(rows);
      return rows.length;
    },
  };
}
