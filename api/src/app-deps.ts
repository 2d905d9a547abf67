import type { AppConfig } from './config.ts';
import type { AuthPort } from './platform/auth/auth-port.ts';
import type { Pool } from './platform/db/pool.ts';
import type { AppQueues } from './platform/queues/app-queues.ts';
import type { WorkerStatus } from './platform/heartbeat.ts';
import type { RateLimits } from './platform/http/rate-limit.ts';
import type { Logger } from './platform/logger.ts';
import type { RealtimeBackend } from './platform/realtime/realtime-backend.ts';
import type { LocalStorage } from './platform/storage/local-storage.ts';
import type { StoragePort } from './platform/storage/storage-port.ts';

/** Everything createApp needs; index.ts builds the real ones, tests build their own. */
export interface AppDeps {
  config: AppConfig;
  logger: Logger;
  pool: Pool;
  auth: AuthPort;
  storage: StoragePort;
  /** Present with the local storage adapter: serves signed URLs with Range support. */
  localStorage?: LocalStorage;
  queues: AppQueues;
  realtime: RealtimeBackend;
  rateLimits: RateLimits;
  /** Answers whether the queue backend is reachable, for /readyz. */
  queueReady: () => Promise<boolean>;
  /** Whether a worker serving these queues has written a fresh heartbeat, for /readyz. */
  workerStatus: () => Promise<WorkerStatus>;
}
