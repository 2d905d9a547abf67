import type { CallFacts, CallStatus, TranscriptItem } from '@hotelvoice/api/contracts';
import { PermanentIngestError, parseTranscript } from '@hotelvoice/api/contracts';
import { roomNameOf, startFromCallId } from './call-id.ts';
import { storedData, storedText, storedTranscript } from './provider-text.ts';
import { redactCallerNumber, type RedactionOptions } from '@hotelvoice/api/modules/redaction';
import { callerNumberOf } from './caller-number.ts';
import { analyseCall } from './call-analysis.ts';
import type { IngestedCallLog } from '@hotelvoice/api/modules/call-logs';
import { isFinalRecording } from '../recording-fetch/recording-final.ts';

export interface CallObject {
  path: string;
  size: number;
  createdAt: Date;
  contentType: string;
  bytes: Uint8Array;
}

/** What the job found for a call, already read and parsed. */
export interface CallInputs {
  transcript: CallObject | null;
  recording: CallObject | null;
  /** Seconds measured from the stored recording; null when absent or unreadable. */
  recordingSeconds: number | null;
  facts: CallFacts | null;
  factPaths: string[];
  providerAudio: boolean;
  /** The hotel lets staff see a redacted card's last four digits (guest-data); off when not given. */
  cardLast4Visible?: boolean;
}

/** The row the ingest writes, and what the job does next because of it. */
export interface CallLogValues extends IngestedCallLog {
  /** The transcript shown is the words so far: not judged, and no knowledge gaps are read from it. */
  transcriptLive: boolean;
  /** A transcript that can never be read: the job records it and fails for good. */
  transcriptProblem: string | null;
  /** The platform's report, which an earlier end said would follow, is here: alerts raised without it are checked. */
  reportArrived: boolean;
}

/**
 * Spec §9: a recording whose length cannot be read is assumed to end 60 s after its creation. A call
 * without a recording (and without the platform's times) has no known duration: none is made up.
 */
export const assumedCallSeconds = 60;
/** A call heard starting and never ending is not shown as live for ever (decision 015). */
export const liveCallLimitMs = 2 * 3600 * 1000;
/**
 * How long an ended call waits for the report its platform said would follow (Vapi's comes about
 * 5 s after the end) before it is judged without it (issue #32). Counted from the call's end.
 */
export const reportGraceMs = 60_000;

/**
 * The call log row for a call, computed only from its objects (and, for a call still live, the
 * clock), so any number of runs in any order agree. A transcript that can never be read still
 * yields a row, carrying the reason.
 */
export function buildCallLog(hotelId: string, callId: string, inputs: CallInputs, now = new Date()): CallLogValues {
  const { transcript, recording, facts } = inputs;
  const redaction = { keepLast4: inputs.cardLast4Visible === true };
  const textOrNull = (text: string | null) => (text ? storedText(text, redaction) : null);
  let items: TranscriptItem[] = [];
  let transcriptProblem: string | null = null;
  if (transcript) {
    try {
      items = storedTranscript(parseTranscript(transcript.bytes), redaction);
    } catch (error) {
      if (!(error instanceof PermanentIngestError)) throw error;
      transcriptProblem = error.message;
    }
  }
  // Until the call's transcript arrives, the words its platform sent so far are shown (decision 090),
  // once the caller has said something: the list leads with the caller's words, never the greeting.
  const live =
    !transcript && facts?.conversation?.some((turn) => turn.role === 'user')
      ? storedTranscript(liveItemsOf(facts), redaction)
      : null;
  const shown = live ?? items;
  const created = recording?.createdAt ?? transcript?.createdAt ?? new Date(0);
  const startedAt = dateOf(facts?.startedAt) ?? startFromCallId(callId) ?? created;
  const status = statusOf(facts, startedAt, now);
  const providerEnd = dateOf(facts?.endedAt);
  const providerSeconds =
    providerEnd && providerEnd >= startedAt ? (providerEnd.getTime() - startedAt.getTime()) / 1000 : null;
  const measured = inputs.recordingSeconds;
  let seconds: number | null;
  if (measured !== null) seconds = measured;
  else if (providerSeconds !== null) seconds = providerSeconds;
  else if (status === 'in_progress' || status === 'unknown' || status === 'failed' || !recording) seconds = null;
  else seconds = assumedCallSeconds;
  if (seconds !== null) seconds = Math.round(seconds * 1000) / 1000;
  const reportDueAt = reportDueOf(facts, status, providerEnd ?? startedAt, now);
  const recordingFact = facts?.recording;
  const hasSource = Boolean(facts?.recordingUrl) || inputs.providerAudio;
  return {
    hotelId,
    callId,
    roomName: roomNameOf(callId),
    status,
    startedAt,
    endedAt: seconds === null ? (providerEnd ?? null) : new Date(startedAt.getTime() + seconds * 1000),
    durationSeconds: seconds,
    durationEstimated: measured === null && providerSeconds === null && seconds !== null,
    transcript: shown,
    transcriptLive: live !== null,
    transcriptText: shown.map((item) => item.text).join('\n'),
    turnCount: shown.length,
    transcriptPath: transcript?.path ?? null,
    recordingPath: recording?.path ?? null,
    transcriptSize: transcript?.size ?? null,
    transcriptCreated: transcript?.createdAt ?? null,
    recordingSize: recording?.size ?? null,
    recordingCreated: recording?.createdAt ?? null,
    recordingContentType: recording?.contentType ?? null,
    recordingOriginalSize: recording ? (recordingFact?.originalBytes ?? null) : null,
    recordingError:
      !recording && recordingFact?.stored === false ? storedText(recordingFact.reason ?? '', redaction) : null,
    // Still to come: nothing stored yet, or only the original stored to be playable during transcoding.
    recordingPending: hasSource && !isFinalRecording(recording?.contentType, recordingFact !== undefined),
    failureReason: textOrNull(status === 'failed' ? (facts?.failureReason ?? null) : null) ?? transcriptProblem,
    transcriptProblem,
    provider: facts?.provider ?? null,
    // The provider's own word first (#12), else what the transcript document says (#17); never a card number.
    callerNumber: callerNumberOrNull(
      facts?.callerNumber ?? (transcript && !transcriptProblem ? callerNumberOf(transcript.bytes) : null),
      redaction,
    ),
    summary: textOrNull(facts?.summary ?? null),
    outcome: facts?.outcome ?? null,
    endReason: textOrNull(facts?.endReason ?? null),
    transferred: facts?.transferred ?? null,
    voicemail: facts?.voicemail ?? null,
    structuredData: facts?.structuredData ? storedData(facts.structuredData, redaction) : null,
    cost: facts?.cost ?? null,
    factPaths: [...inputs.factPaths].sort(),
    reportDueAt,
    reportArrived: facts?.reportExpected === false,
    // Outcome, topics, sentiment and follow-up reasons (issue #13): the platform's, else derived here,
    // from the call's transcript only: nothing is judged on the words so far (decisions 084, 090).
    ...analyseCall(status, facts, items, { awaitingReport: reportDueAt !== null }),
  };
}

function statusOf(facts: CallFacts | null, startedAt: Date, now: Date): CallStatus {
  if (!facts || !facts.status) return 'ended';
  if (facts.status !== 'in_progress') return facts.status;
  return now.getTime() - startedAt.getTime() > liveCallLimitMs ? 'unknown' : 'in_progress';
}

/** The end of the wait for a report still to come, while it lasts; null when nothing is awaited. */
function reportDueOf(facts: CallFacts | null, status: CallStatus, endedAt: Date, now: Date): Date | null {
  if (facts?.reportExpected !== true || status === 'in_progress' || status === 'unknown') return null;
  const due = new Date(endedAt.getTime() + reportGraceMs);
  return now < due ? due : null;
}

const liveItemsOf = (facts: CallFacts): TranscriptItem[] =>
  (facts.conversation ?? []).map((turn) => ({ role: turn.role, text: turn.text, offset: turn.offset ?? null }));

const dateOf = (iso: string | undefined) => (iso ? new Date(iso) : null);

const callerNumberOrNull = (number: string | null, redaction: RedactionOptions) =>
  number === null ? null : redactCallerNumber(number, redaction);
