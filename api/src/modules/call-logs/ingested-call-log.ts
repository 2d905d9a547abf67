import type { CallCost } from '../../contracts/call-facts.ts';
import type { TranscriptItem } from '../../contracts/call-logs.ts';
import type {
  AnalysisSource,
  CallResolution,
  CallStatus,
  CallTopic,
  FollowUpReason,
} from '../../contracts/call-vocabulary.ts';

/** What a call came to, what it was about, how the caller felt, and whether a person should follow up. */
export interface CallAnalysis {
  resolution: CallResolution | null;
  resolutionSource: AnalysisSource | null;
  sentiment: string | null;
  sentimentSource: AnalysisSource | null;
  topics: CallTopic[];
  topicsSource: AnalysisSource | null;
  classifierVersion: number | null;
  followUpReasons: FollowUpReason[];
  /** ISO 639-1; the platform's where it named one (languageSource provider), else detected. */
  language: string | null;
  languageSource: AnalysisSource | null;
}

/** A call's row as the ingest job writes it (upsertCallLogs), computed from the call's objects. */
export interface IngestedCallLog extends CallAnalysis {
  hotelId: string;
  callId: string;
  roomName: string;
  status: CallStatus;
  startedAt: Date;
  endedAt: Date | null;
  durationSeconds: number | null;
  durationEstimated: boolean;
  /** The call's transcript, else (decision 090) the words so far its platform sent during the call. */
  transcript: TranscriptItem[];
  transcriptText: string;
  turnCount: number;
  transcriptPath: string | null;
  recordingPath: string | null;
  transcriptSize: number | null;
  transcriptCreated: Date | null;
  recordingSize: number | null;
  recordingCreated: Date | null;
  recordingContentType: string | null;
  recordingOriginalSize: number | null;
  recordingError: string | null;
  recordingPending: boolean;
  failureReason: string | null;
  provider: string | null;
  callerNumber: string | null;
  summary: string | null;
  outcome: string | null;
  endReason: string | null;
  transferred: boolean | null;
  voicemail: boolean | null;
  structuredData: unknown;
  /** What the platform reported the call cost (decision 092); null when it reported nothing. */
  cost: CallCost | null;
  factPaths: string[];
  /** Until when the call waits for its platform's report before it is judged; null when it does not wait. */
  reportDueAt: Date | null;
}
