import pg from 'pg';
import type { Logger } from '@hotelvoice/api/platform/logger';

export interface StorageNotification {
  bucket: string;
  name: string;
  op: 'insert' | 'update';
}

/**
 * Holds a dedicated connection that LISTENs on channel storage_objects and hands each notification
 * to `onObject`. On a dropped connection it reconnects with backoff and calls `onReconnect`, so the
 * caller can reconcile whatever was announced while nobody listened.
 */
export function listenForStorageObjects(
  databaseUrl: string,
  logger: Logger,
  onObject: (notification: StorageNotification) => Promise<void>,
  onReconnect: () => Promise<void>,
) {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;

  async function connect(): Promise<void> {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('error', (error) => logger.warn({ err: error }, 'storage listener connection error'));
    next.on('end', () => {
      if (stopped) return;
      logger.warn('storage listener disconnected; reconnecting');
      setTimeout(() => void connect(), Math.min(30_000, 500 * 2 ** attempt++));
    });
    next.on('notification', (message) => {
      const notification = parseNotification(message.payload);
      if (!notification) return;
      onObject(notification).catch((error: unknown) =>
        logger.error({ err: error, notification }, 'could not queue storage object'),
      );
    });
    try {
      await next.connect();
      await next.query('listen storage_objects');
      client = next;
      if (attempt > 0) await onReconnect();
      attempt = 0;
      logger.info('listening on storage_objects');
    } catch (error) {
      logger.warn({ err: error }, 'storage listener could not connect; retrying');
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      setTimeout(() => void connect(), Math.min(30_000, 500 * 2 ** attempt++));
    }
  }

  return {
    start: connect,
    async stop() {
      stopped = true;
      await client?.end().catch(() => undefined);
    },
  };
}

export function parseNotification(payload: string | undefined): StorageNotification | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<StorageNotification>;
    if (typeof value.bucket !== 'string' || typeof value.name !== 'string') return null;
    return { bucket: value.bucket, name: value.name, op: value.op === 'update' ? 'update' : 'insert' };
  } catch {
    return null;
  }
}
