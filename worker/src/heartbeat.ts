import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Pool } from '@hotelvoice/api/platform/db/pool';
import { heartbeatEveryMs, removeHeartbeat, writeHeartbeat } from '@hotelvoice/api/platform/heartbeat';
import type { Logger } from '@hotelvoice/api/platform/logger';

/**
 * Writes this process's heartbeat row now and every couple of seconds, so `/readyz` can tell a
 * worker that is down from one that is idle. A failed write is logged and tried again next beat.
 */
export async function startHeartbeat(
  pool: Pool,
  logger: Logger,
  queuePrefix: string | undefined,
): Promise<{ stop(): Promise<void> }> {
  const worker = {
    workerId: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    queuePrefix: queuePrefix ?? '',
    hostname: os.hostname(),
    pid: process.pid,
    startedAt: new Date(),
  };
  const beat = () =>
    writeHeartbeat(pool, worker).catch((error: unknown) => logger.warn({ err: error }, 'heartbeat failed'));
  await beat();
  const timer = setInterval(() => void beat(), heartbeatEveryMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await removeHeartbeat(pool, worker.workerId).catch(() => undefined);
    },
  };
}
