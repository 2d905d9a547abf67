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
  status: string;
  startedAt: string;
  endedAt: string | null;
  durationSeconds: number | null;
  durationEstimated: boolean;
  turnCount: number;
  hasRecording: boolean;
  preview: string;
  failureReason: string | null;
  updatedAt: string;
}

export interface CallLogDetail extends CallLogListItem {
  transcript: TranscriptItem[];
  recordingUrl: string | null;
  metadata: {
    transcriptSize: number | null;
    transcriptCreated: string | null;
    recordingSize: number | null;
    recordingCreated: string | null;
  };
}

/**
 * One page of `GET /api/hotels/:hotelId/call-logs`. Without `since`: newest first by started_at.
 * With `since`: calls changed after it, oldest change first (catch-up after a reconnect). Pass
 * `nextCursor` back as `cursor` for the next page; null means there is none.
 */
export interface CallLogPage {
  items: CallLogListItem[];
  nextCursor: string | null;
}

/** Header row of `GET /api/hotels/:hotelId/call-logs/export.csv`. */
export const callLogCsvColumns = [
  'call_id',
  'room_name',
  'started_at',
  'ended_at',
  'duration_seconds',
  'status',
  'turn_count',
  'transcript',
] as const;
