/** Queue names (kebab-case) and their job payloads, shared by the api (producer) and worker. */
export const queueNames = {
  callIngest: 'call-ingest',
  knowledgeFile: 'knowledge-file',
  reconcile: 'reconcile',
  mail: 'mail',
  recordingFetch: 'recording-fetch',
  recordingTranscode: 'recording-transcode',
  guestData: 'guest-data',
  pmsCheck: 'pms-check',
  callRederive: 'call-rederive',
  knowledgeGaps: 'knowledge-gaps',
  callAlerts: 'call-alerts',
  weeklyDigest: 'weekly-digest',
  siteEvents: 'site-events',
  operations: 'operations',
  push: 'push',
} as const;

export type QueueName = (typeof queueNames)[keyof typeof queueNames];

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

/** Every few minutes: open and resolve admin alerts; prune raw site events past 13 months, old salts and visitor rows. */
export type OperationsJob = { kind: 'check' } | { kind: 'site-retention' };
