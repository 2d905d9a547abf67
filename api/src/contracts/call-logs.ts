import type { CallBookingMark } from './bookings.ts';
import type {
  AnalysisSource,
  CallCostPart,
  CallOutcome,
  CallProvider,
  CallResolution,
  CallSentiment,
  CallStatus,
  CallTopic,
  FollowUpReason,
} from './call-facts.ts';

export interface TranscriptItem {
  role: 'assistant' | 'user';
  text: string;
  /** Seconds from the start of the call, when the transcript carried it. */
  offset: number | null;
}

/** What the call list shows and what `call:upserted` carries. */
export interface CallLogListItem {
  hotelId: string;
  callId: string;
  roomName: string;
  /** in_progress (live), ended, failed (never connected; failureReason says why) or unknown (no end heard). */
  status: CallStatus;
  startedAt: string;
  endedAt: string | null;
  durationSeconds: number | null;
  durationEstimated: boolean;
  turnCount: number;
  hasRecording: boolean;
  preview: string;
  failureReason: string | null;
  provider: CallProvider | null;
  /** The caller's number with all but its last 4 digits hidden ("•••• 0123"). */
  callerNumber: string | null;
  summary: string | null;
  outcome: CallOutcome | null;
  sentiment: CallSentiment | null;
  /** The platform's code for why the call ended (`user_hangup`); endReasonOf (end-reasons.ts) says it in words. */
  endReason: string | null;
  transferred: boolean | null;
  voicemail: boolean | null;
  /** A provider recording that is still being fetched and transcoded. */
  recordingPending: boolean;
  /** Why the provider's recording could not be stored, in words. */
  recordingError: string | null;
  /** What the call came to (issue #13); null while live. */
  resolution: CallResolution | null;
  /** provider: the voice platform's; auto: derived here, shown as "auto-detected". */
  resolutionSource: AnalysisSource | null;
  sentimentSource: AnalysisSource | null;
  topics: CallTopic[];
  topicsSource: AnalysisSource | null;
  /** Why a person should follow the call up; empty when nobody needs to. */
  followUpReasons: FollowUpReason[];
  /** The language the call was in (ISO 639-1 such as `de`); null while live or with no words. */
  language: string | null;
  /** provider: the voice platform detected it; auto: detected from the caller's words. */
  languageSource: AnalysisSource | null;
  /**
   * The call ended and its platform's report (summary, outcome) is still on its way: nothing is
   * judged yet (no outcome, no follow-up, no alert) until it arrives or the grace window passes.
   */
  awaitingReport: boolean;
  updatedAt: string;
  /** The bookings the agent made or touched on the call, in short (decision 091); null when none. */
  booking: CallBookingMark | null;
}

/**
 * What the call's voice platform reported it cost (decision 092), as it said it: `currency` (ISO
 * 4217) for money, else `unit` (ElevenLabs: `credits`); never converted. `parts` as itemised.
 */
export interface CallCostReport {
  amount: number;
  currency: string | null;
  unit: string | null;
  parts: { part: CallCostPart; amount: number }[];
}

export interface CallLogDetail extends CallLogListItem {
  /**
   * Owners and managers only: absent from the front desk's answer. Null when the platform
   * reported no cost ("not reported", never 0).
   */
  cost?: CallCostReport | null;
  transcript: TranscriptItem[];
  recordingUrl: string | null;
  /** The same recording as an attachment named `call-<call id>.<ext>`, for the Download link. */
  recordingDownloadUrl: string | null;
  /** The provider's data collection / custom analysis results. */
  structuredData: Record<string, unknown> | null;
  /** Set when retention removed the recording: "Recording deleted after N days". */
  recordingDeletedAfterDays: number | null;
  metadata: {
    transcriptSize: number | null;
    transcriptCreated: string | null;
    recordingSize: number | null;
    recordingCreated: string | null;
    recordingContentType: string | null;
    /** Bytes of the recording as the provider sent it; recordingSize is what is stored. */
    recordingOriginalSize: number | null;
  };
}

/**
 * `POST /api/hotels/:hotelId/call-logs/:callId/callback-number`: the full number of a caller who
 * asked to be called back, for the hotel's team only, each answer written to the audit log
 * (decision 085). Everywhere else the number stays masked.
 */
export interface CallbackNumber {
  callId: string;
  /** As the caller's platform sent it ("+44 20 7946 0958"). */
  callerNumber: string;
  summary: string | null;
}

/** Where a search matched: the transcript turn (0-based) and its words around the match, matches marked. */
export interface CallLogSnippet {
  turn: number;
  parts: { text: string; match: boolean }[];
}

/** A list item; a search answer adds where it matched (live events and unfiltered lists do not). */
export interface CallLogSearchHit extends CallLogListItem {
  snippet?: CallLogSnippet;
}

/**
 * One page of `GET /api/hotels/:hotelId/call-logs`. Without `since`: newest first by started_at.
 * With `since`: calls changed after it, oldest change first (catch-up after a reconnect). Pass
 * `nextCursor` back as `cursor` for the next page; null means there is none.
 */
export interface CallLogPage {
  items: CallLogSearchHit[];
  nextCursor: string | null;
}

/**
 * Header row of `GET /api/hotels/:hotelId/call-logs/export.csv`: times on the hotel's clock
 * ('2025-03-02 07:25:03') in the zone the time_zone column names, durations in whole seconds;
 * what the call came to, its topics and follow-up reasons in the dashboard's words ('; ' between
 * several), booking 'made' or 'changed' when the call made or changed one.
 */
export const callLogCsvColumns = [
  'call_id',
  'hotel',
  'room_name',
  'started_at',
  'ended_at',
  'time_zone',
  'duration_seconds',
  'status',
  'turn_count',
  'outcome',
  'sentiment',
  'language',
  'summary',
  'end_reason',
  'transferred',
  'voicemail',
  'caller_number',
  'failure_reason',
  'resolution',
  'topics',
  'follow_up',
  'booking',
  'transcript',
] as const;

/**
 * `GET /api/hotels/:hotelId/call-logs/languages`: the languages the hotel's calls were in, most
 * calls first, for the call log's language filter.
 */
export interface CallLanguages {
  languages: { language: string; calls: number }[];
}

/**
 * `GET /api/hotels/:hotelId/call-stats`: what the owner's home says about calls. Days and weeks
 * (Monday first) are on the hotel's clock. `usualGapSeconds` is how long the hotel usually goes
 * without a call (the 90th percentile of the gaps between its calls in the last 30 days; null with
 * fewer than 5 calls there), so a quiet line is told from a broken one.
 */
export interface CallStats {
  lastCallAt: string | null;
  callsToday: number;
  callsThisWeek: number;
  usualGapSeconds: number | null;
}

/**
 * `GET /api/hotels/:hotelId/call-logs/:callId/tool-calls`: the PMS tool calls the voice agent made
 * during the call, oldest first (arguments without card data).
 */
export interface PmsToolCall {
  toolCallId: string;
  tool: string;
  platform: 'bearer' | 'elevenlabs' | 'retell' | 'vapi';
  arguments: Record<string, unknown>;
  result: { ok: boolean; say?: string; error?: string } & Record<string, unknown>;
  outcome: 'ok' | 'not_found' | 'refused' | 'unavailable' | 'invalid';
  latencyMs: number;
  createdAt: string;
}
