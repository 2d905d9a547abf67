import pg from 'pg';
import type { Pool } from '@hotelvoice/api/platform/db/pool';
import type { Logger } from '@hotelvoice/api/platform/logger';
import { createFeedCursor, type FeedCursor } from './feed-cursor.ts';
import {
  latestStorageEventId,
  readReplacedObjects,
  readStorageEvents,
  type StorageObjectEvent,
} from './storage-feed.repo.ts';

export type StorageNotification = Omit<StorageObjectEvent, 'eventId'>;

interface FeedOptions {
  databaseUrl: string;
  pool: Pool;
  logger: Logger;
  /** Handles one read of the feed; the cursor moves on only when it resolves, so a failure retries. */
  onObjects: (objects: StorageNotification[]) => Promise<void>;
}

const readLimit = 1000;
/** After a read that found events, or while an id's writer may be about to commit, read again soon. */
const followUpMs = 20;
/** Wake-ups are coalesced (decision 012), so the feed is also read at this pace when all is quiet. */
const idlePollMs = 1000;
const failureRetryMs = 2000;

/**
 * Follows the storage object feed (public.storage_object_events) from the newest event at start,
 * after handing over the replaced objects it still holds: a read on every NOTIFY wake-up on
 * channel storage_objects, follow-up reads while events keep coming, and a poll each second. Reads
 * go through the pool, so nothing is missed while the LISTEN connection reconnects with backoff.
 */
export function followStorageFeed({ databaseUrl, pool, logger, onObjects }: FeedOptions) {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let cursor: FeedCursor | undefined;
  let reading: Promise<void> | undefined;
  let readAgain = false;
  let timer: NodeJS.Timeout | undefined;

  async function readFeed(from: FeedCursor): Promise<number> {
    let found = 0;
    for (;;) {
      const events = await readStorageEvents(pool, from.position(), readLimit);
      if (events.length === 0) return found;
      await onObjects(events);
      from.advance(events.map((event) => event.eventId));
      found += events.length;
      if (events.length < readLimit) return found;
    }
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(wake, ms);
  }

  function wake() {
    if (stopped || !cursor) return;
    if (reading) {
      readAgain = true;
      return;
    }
    const from = cursor;
    clearTimeout(timer);
    reading = readFeed(from)
      .then((found) => schedule(found > 0 || readAgain || from.waitingSince(2000) ? followUpMs : idlePollMs))
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'could not read the storage feed; retrying');
        schedule(failureRetryMs);
      })
      .finally(() => {
        reading = undefined;
        readAgain = false;
      });
  }

  /** Where reading starts: the newest event, once the replaced objects before it were handed over. */
  async function startCursor(): Promise<FeedCursor> {
    const start = await latestStorageEventId(pool);
    const replaced = await readReplacedObjects(pool);
    if (replaced.length > 0) await onObjects(replaced);
    return createFeedCursor(start);
  }

  function retryConnect() {
    if (!stopped) setTimeout(() => void connect(), Math.min(30_000, 500 * 2 ** attempt++));
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('error', (error) => logger.warn({ err: error }, 'storage listener connection error'));
    next.on('end', () => {
      if (stopped) return;
      logger.warn('storage listener disconnected; reconnecting');
      retryConnect();
    });
    next.on('notification', wake);
    try {
      await next.connect();
      await next.query('listen storage_objects');
      cursor ??= await startCursor();
      client = next;
      attempt = 0;
      if (stopped) return void (await next.end());
      logger.info('following the storage feed');
      wake();
    } catch (error) {
      logger.warn({ err: error }, 'storage listener could not connect; retrying');
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      retryConnect();
    }
  }

  return {
    start: connect,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await reading;
      await client?.end().catch(() => undefined);
    },
  };
}
