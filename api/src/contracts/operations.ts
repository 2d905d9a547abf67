/** GET /api/admin/operations: is every hotel's receptionist working right now? */
export interface HotelOperations {
  hotelId: string;
  name: string;
  timezone: string;
  lastCallAt: string | null;
  callsLast24h: number;
  /** Calls per 24 hours over the 28 days before the last 24 hours; null without history. */
  usualCallsPer24h: number | null;
  /** The 90th percentile of daytime gaps between calls (minutes); null with fewer than 5 calls. */
  usualGapMinutes: number | null;
  /** Minutes since the last call, not counting the hotel's night (23:00–07:00 local). */
  daytimeMinutesSinceLastCall: number | null;
  silent: boolean;
  failuresLast24h: number;
  failureReasons: { reason: string; count: number }[];
}

export interface OpsLatency {
  samples: number;
  p50Seconds: number | null;
  p95Seconds: number | null;
  maxSeconds: number | null;
}

export interface OpsAlert {
  opsAlertId: string;
  kind: 'hotel_silent' | 'ingest_failures' | 'feed_lag';
  subject: string;
  hotelId: string | null;
  message: string;
  openedAt: string;
  resolvedAt: string | null;
}

export interface OperationsSnapshot {
  generatedAt: string;
  hotels: HotelOperations[];
  /** Failed jobs still kept by the queues (a week), by queue and reason. */
  failedJobs: { queue: string; reason: string; count: number; hotelId: string | null }[];
  /** Storage object stored → call row written, for calls of the last hour. */
  feedLag: OpsLatency;
  /** Last object of a call stored → the call's live event sent (its row's last update), last hour. */
  liveEventLatency: OpsLatency;
  knowledgeFiles: {
    knowledgeFileId: string;
    fileName: string;
    hotelId: string | null;
    status: string;
    failureReason: string | null;
    updatedAt: string;
  }[];
  outbox: { unsent: number; oldestUnsentAt: string | null };
  alerts: OpsAlert[];
}

/** When an alert opens (decision 019); the operations job checks every few minutes. */
export const opsThresholds = {
  /** A hotel is silent after this many times its usual daytime gap (and at least the minimum). */
  silentGapFactor: 3,
  silentMinimumMinutes: 60,
  /** Ingest failures of one hotel within the last hour. */
  failuresPerHour: 5,
  /** p95 feed lag over the last 15 minutes. */
  feedLagSeconds: 120,
} as const;
