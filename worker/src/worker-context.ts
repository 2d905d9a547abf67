import type { Queue } from 'bullmq';
import type {
  CallAlertsJob,
  CallFollowUpJob,
  CallIngestJob,
  GuestDataJob,
  CallRederiveJob,
  KnowledgeFileJob,
  MailJob,
  PmsCheckJob,
  RecordingFetchJob,
  RecordingTranscodeJob,
  SiteEventsJob,
  OperationsJob,
  PushJob,
} from '@hotelvoice/api/contracts';
import type { Pool } from '@hotelvoice/api/platform/db/pool';
import type { Logger } from '@hotelvoice/api/platform/logger';
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
  queues: {
    callIngest: Queue<CallIngestJob>;
    knowledgeFile: Queue<KnowledgeFileJob>;
    mail: Queue<MailJob>;
    recordingFetch: Queue<RecordingFetchJob>;
    recordingTranscode: Queue<RecordingTranscodeJob>;
    guestData: Queue<GuestDataJob>;
    pmsCheck: Queue<PmsCheckJob>;
    callRederive: Queue<CallRederiveJob>;
    knowledgeGaps: Queue<CallFollowUpJob>;
    callAlerts: Queue<CallAlertsJob>;
    siteEvents: Queue<SiteEventsJob>;
    operations: Queue<OperationsJob>;
    push: Queue<PushJob>;
  };
}
