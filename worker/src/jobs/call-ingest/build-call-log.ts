import type { TranscriptItem } from '@hotelvoice/api/contracts';
import { roomNameOf, startFromCallId } from './call-id.ts';
import { measureOgg } from './ogg-duration.ts';
import { PermanentIngestError, parseTranscript } from '@hotelvoice/api/contracts';

export interface CallObject {
  path: string;
  size: number;
  createdAt: Date;
  bytes: Uint8Array;
}

export interface CallLogValues {
  hotelId: string;
  callId: string;
  roomName: string;
  startedAt: Date;
  endedAt: Date;
  durationSeconds: number;
  durationEstimated: boolean;
  transcript: TranscriptItem[];
  transcriptText: string;
  turnCount: number;
  transcriptPath: string | null;
  recordingPath: string | null;
  transcriptSize: number | null;
  transcriptCreated: Date | null;
  recordingSize: number | null;
  recordingCreated: Date | null;
  failureReason: string | null;
}

/** Spec §9: without a readable recording, a call is assumed to last 60 s from its creation. */
export const assumedCallSeconds = 60;

/**
 * The call_logs row for a call, computed only from its objects, so any number of runs in any order
 * agree. A transcript that can never be read still yields a row, carrying the reason.
 */
export function buildCallLog(
  hotelId: string,
  callId: string,
  objects: { transcript: CallObject | null; recording: CallObject | null },
): CallLogValues {
  const { transcript, recording } = objects;
  let items: TranscriptItem[] = [];
  let failureReason: string | null = null;
  if (transcript) {
    try {
      items = parseTranscript(transcript.bytes);
    } catch (error) {
      if (!(error instanceof PermanentIngestError)) throw error;
      failureReason = error.message;
    }
  }
  const measured = recording ? measureOgg(recording.bytes) : null;
  const created = recording?.createdAt ?? transcript?.createdAt ?? new Date(0);
  const startedAt = startFromCallId(callId) ?? created;
  const seconds = measured?.ok ? Math.round(measured.seconds * 1000) / 1000 : assumedCallSeconds;
  return {
    hotelId,
    callId,
    roomName: roomNameOf(callId),
    startedAt,
    endedAt: new Date(startedAt.getTime() + seconds * 1000),
    durationSeconds: seconds,
    durationEstimated: !measured?.ok,
    transcript: items,
    transcriptText: items.map((item) => item.text).join('\n'),
    turnCount: items.length,
    transcriptPath: transcript?.path ?? null,
    recordingPath: recording?.path ?? null,
    transcriptSize: transcript?.size ?? null,
    transcriptCreated: transcript?.createdAt ?? null,
    recordingSize: recording?.size ?? null,
    recordingCreated: recording?.createdAt ?? null,
    failureReason,
  };
}
