import type { Pool } from '@hotelvoice/api/platform/db/pool';
import type { Logger } from '@hotelvoice/api/platform/logger';
import type { AppQueues } from '@hotelvoice/api/platform/queues/app-queues';
import type { RealtimeEmitter } from '@hotelvoice/api/platform/realtime/realtime-backend';
import type { StoragePort } from '@hotelvoice/api/platform/storage/storage-port';
import type { WorkerConfig } from './config.ts';

/** What every processor receives. */
export interface WorkerContext {
  config: WorkerConfig;
  logger: Logger;
  pool: Pool;
  storage: StoragePort;
  emitter: RealtimeEmitter;
  queues: AppQueues;
}
