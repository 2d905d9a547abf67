/** The queues (one table), their job payloads and job ids, shared by the api (producer) and worker. */
/**
 * Default options of a queue's jobs: the part of BullMQ's JobsOptions the table uses, written here
 * so the contracts stay free of bullmq (the web imports them).
 */
export interface QueueJobDefaults {
  attempts?: number;
  backoff?: { type: 'exponential' | 'fixed'; delay: number };
  removeOnComplete?: boolean | number | { age: number };
  removeOnFail?: boolean | number | { age: number };
}

/**
 * One queue of the table. `producedBy: 'worker'`: only the worker's own schedulers add its jobs, so
 * the api opens no queue for it.
 */
interface QueueEntry {
  name: string;
  options: QueueJobDefaults;
  producedBy?: 'worker';
}

/**
 * An entry whose `payload` is never set: it carries the job data's type, so the api's queues, the
 * worker's processors and its registry are all typed from this one table.
 */
const queueOf =
  <Data>() =>
  <const Entry extends QueueEntry>(entry: Entry): Entry & { payload?: Data } =>
    entry;

const keptAWeek = { age: 7 * 24 * 3600 };
/** A periodic run (the operations check, site-data pruning): three tries, kept a day, failures a week. */
const periodicRunOptions = {
  attempts: 3,
  backoff: { type: 'exponential' as const, delay: 5000 },
  removeOnComplete: { age: 24 * 3600 },
  removeOnFail: keptAWeek,
};

/**
 * The job id is the call, and BullMQ ignores an add whose id still exists: a completed job must go
 * at once, or a recording arriving later would be dropped. Failed jobs stay a week for people to read.
 */
const keyedByCall: QueueJobDefaults = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: true,
  removeOnFail: keptAWeek,
};

/**
 * The runs of the worker's repeating schedulers on reconcile, weekly-digest, pms-check (the daily
 * check of every key) and call-alerts (the sweep): one try each, since the next run comes anyway,
 * and the last 100 failures kept.
 */
export const scheduledRunOptions: QueueJobDefaults = { removeOnComplete: true, removeOnFail: 100 };

/**
 * Every queue: its key in code, its name on the wire (kebab-case), its payload and its jobs'
 * default options. The only place a queue is named; a new queue is one entry here and a processor
 * in worker/src/jobs/registry.ts.
 */
export const queueTable = {
  callIngest: queueOf<CallIngestJob>()({ name: 'call-ingest', options: keyedByCall }),
  knowledgeFile: queueOf<KnowledgeFileJob>()({
    name: 'knowledge-file',
    options: { attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: { age: 3600 } },
  }),
  reconcile: queueOf<ReconcileJob>()({ name: 'reconcile', options: scheduledRunOptions, producedBy: 'worker' }),
  mail: queueOf<MailJob>()({
    name: 'mail',
    // The outbox row records the sending; the job is only kept a day for people to look at.
    options: { attempts: 10, backoff: { type: 'exponential', delay: 5000 }, removeOnComplete: { age: 24 * 3600 } },
  }),
  // Three tries, 2 s then 4 s apart: a provider's CDN that answers 500 three times is given up on
  // and the call keeps its transcript with the reason (decision 015).
  recordingFetch: queueOf<RecordingFetchJob>()({
    name: 'recording-fetch',
    options: {
      attempts: 3,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: true,
      removeOnFail: keptAWeek,
    },
  }),
  // CPU-bound and apart from the fetch, so a backlog of transcoding never delays a playable original.
  recordingTranscode: queueOf<RecordingTranscodeJob>()({
    name: 'recording-transcode',
    options: {
      attempts: 3,
      backoff: { type: 'exponential', delay: 2000 },
      removeOnComplete: true,
      removeOnFail: keptAWeek,
    },
  }),
  // Kept a week so /admin/queues shows how the last runs went (and the backfill's progress).
  guestData: queueOf<GuestDataJob>()({
    name: 'guest-data',
    options: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: keptAWeek,
      removeOnFail: keptAWeek,
    },
  }),
  // Kept a week so /admin/queues shows each classifier version's re-derive run and its progress.
  callRederive: queueOf<CallRederiveJob>()({
    name: 'call-rederive',
    options: {
      attempts: 10,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: keptAWeek,
      removeOnFail: keptAWeek,
    },
  }),
  // A check either answers or records why not; retries only cover our own database or queue failing.
  pmsCheck: queueOf<PmsCheckJob>()({
    name: 'pms-check',
    options: {
      attempts: 3,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: true,
      removeOnFail: keptAWeek,
    },
  }),
  // Keyed by call like call-ingest. call-ingest records a call's gaps and alerts itself (decision 109): these
  // drain what an older worker queued; call-alerts also carries reviews, sweeps and due e-mails.
  knowledgeGaps: queueOf<CallFollowUpJob>()({ name: 'knowledge-gaps', options: keyedByCall }),
  callAlerts: queueOf<CallAlertsJob>()({ name: 'call-alerts', options: keyedByCall }),
  weeklyDigest: queueOf<WeeklyDigestJob>()({
    name: 'weekly-digest',
    options: scheduledRunOptions,
    producedBy: 'worker',
  }),
  // Event ids make a retried batch a no-op; a batch that keeps failing stays a week to be looked at.
  siteEvents: queueOf<SiteEventsJob>()({
    name: 'site-events',
    options: {
      attempts: 10,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: true,
      removeOnFail: keptAWeek,
    },
  }),
  // The hourly pruning of site analytics data (decision 107); kept like the operations check's runs.
  siteRetention: queueOf<SiteRetentionJob>()({
    name: 'site-retention',
    options: periodicRunOptions,
  }),
  operations: queueOf<OperationsJob>()({
    name: 'operations',
    options: periodicRunOptions,
  }),
  // A push service down or slow: about 17 minutes of tries (1 s doubling, 10 times). The failed
  // job stays a week on /admin/queues and keeps its id, so the sweep does not queue it again.
  push: queueOf<PushJob>()({
    name: 'push',
    options: {
      attempts: 10,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: true,
      removeOnFail: keptAWeek,
    },
  }),
};

export type QueueTable = typeof queueTable;
export type QueueKey = keyof QueueTable;
export type QueueName = QueueTable[QueueKey]['name'];
/** The data of a job on the queue `K`. */
export type JobData<K extends QueueKey> = QueueTable[K] extends { payload?: infer Data } ? Data : never;
/** The queues the api adds jobs to (all but those only the worker's schedulers feed). */
export type ProducedQueueKey = {
  [K in QueueKey]: QueueTable[K] extends { producedBy: 'worker' } ? never : K;
}[QueueKey];

/** Every key of the table, in its order. */
export const queueKeys = Object.keys(queueTable) as QueueKey[];
export const producedQueueKeys = queueKeys.filter((key): key is ProducedQueueKey => !('producedBy' in queueTable[key]));

/** The reconcile run reads the store itself; its job carries nothing. */
export type ReconcileJob = Record<string, never>;
/** The quarter-hourly digest check reads which hotels are due; its job carries nothing. */
export type WeeklyDigestJob = Record<string, never>;

export interface CallIngestJob {
  hotelId: string;
  callId: string;
}

/** Fetch (or read the inline audio of) a call's provider recording, transcode it and store it. */
export type RecordingFetchJob = CallIngestJob;
export type RecordingTranscodeJob = CallIngestJob;

export interface KnowledgeFileJob {
  knowledgeFileId: string;
}

/**
 * Guest-data housekeeping (decision 016): the hourly retention run and the one-off redaction of
 * calls stored before card redaction existed. Both resume from where they stopped.
 */
/** Retention, the one-off card-redaction backfill, or building one large hotel's export (decision 016). */
export type GuestDataJob =
  { kind: 'retention' } | { kind: 'card-redaction-backfill' } | { kind: 'data-export'; exportId: string };

/** Re-derive the analysis of calls stored by an older classifier version (decision 017). */
export interface CallRederiveJob {
  classifierVersion: number;
}

export interface MailJob {
  outboxMessageId: string;
}

/** Check one hotel's stored PMS key (after a failed tool call); `all` checks every key (daily). */
export type PmsCheckJob = { hotelId: string } | { all: true };

/** One pending check per hotel: a burst of failed tool calls queues it once. */
export const pmsCheckJobId = (hotelId: string) => `pms-check_${hotelId}`;

/** One hotel's key check as a job (named after its queue), for `add` and `addBulk` alike. */
export const pmsCheckJobOf = (hotelId: string) => ({
  name: queueTable.pmsCheck.name,
  data: { hotelId },
  opts: { jobId: pmsCheckJobId(hotelId) },
});

/** BullMQ rejects custom job ids containing ':'; hotel ids are uuids and call ids match callIdPattern. */
export function callIngestJobId(job: CallIngestJob): string {
  return `${job.hotelId}_${job.callId}`;
}

/**
 * Work on one stored call after its row was upserted (knowledge gaps, alerts). Keyed like the
 * ingest job: a burst of re-ingests of one call queues it once; each run reads the row as it is.
 */
export type CallFollowUpJob = CallIngestJob;

/**
 * Alerts about one call (its follow-up reasons) or one new review; `dueEmailsOf` writes a hotel's
 * alert e-mails that are due now (the api queues it after recording a follow-up assignment's
 * alert, decision 086); `sweep` (every minute, a job scheduler) does that for every hotel and
 * catches what a lost job left.
 */
export type CallAlertsJob = CallIngestJob | { reviewId: string } | { dueEmailsOf: string } | { sweep: true };

/** One pending alerts job per review. */
export const reviewAlertsJobId = (reviewId: string) => `review-alerts_${reviewId}`;
/** A batch of validated, hashed site events; the id of each event makes a redelivery a no-op. */
export interface SiteEventsJob {
  events: SiteEventRow[];
}

/** A site event as stored: what the api keeps of a request (never the address or user agent). */
export interface SiteEventRow {
  eventId: string;
  occurredAt: string;
  name: string;
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  visitorHash: string;
  hotelId: string | null;
  rating: number | null;
}

/** Send one owed push (a push_deliveries row) to its device (decision 094). */
export interface PushJob {
  pushDeliveryId: string;
}

/** One job per owed push: a delivery queued again (the sweep, a retried alert) is the same job. */
export const pushJobId = (pushDeliveryId: string) => `push_${pushDeliveryId}`;

/** Hourly: prune raw site events past 13 months, old salts and visitor rows; the run reads the tables itself. */
export type SiteRetentionJob = Record<string, never>;

/** Every few minutes: open and resolve admin alerts; the check reads what it needs itself, its job carries nothing. */
export type OperationsJob = Record<string, never>;
