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
