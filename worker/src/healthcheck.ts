/**
 * The worker container's health check (docker-compose.yml): healthy while a worker process on this
 * host has written its heartbeat within the last seconds (the same rule /readyz applies to all
 * workers). Exit 0 healthy, 1 not; it reads the worker's own configuration.
 */
import os from 'node:os';
import { createPool } from '@hotelvoice/api/platform/db/pool';
import { hostHasFreshHeartbeat } from '@hotelvoice/api/platform/heartbeat';
import { readWorkerConfig } from './config.ts';

let databaseUrl: string;
try {
  databaseUrl = readWorkerConfig().databaseUrl;
} catch (error) {
  console.error(`healthcheck: ${(error as Error).message}`);
  process.exit(1);
}
const pool = createPool(databaseUrl, 1);
try {
  const healthy = await hostHasFreshHeartbeat(pool, os.hostname());
  if (!healthy) console.error(`healthcheck: no fresh worker heartbeat from ${os.hostname()}`);
  process.exitCode = healthy ? 0 : 1;
} catch (error) {
  console.error(`healthcheck: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await pool.end();
}
