import { z } from 'zod';

export const callProviders = ['elevenlabs', 'retell', 'vapi', 'ingest'] as const;
export type CallProvider = (typeof callProviders)[number];

export const callOutcomes = ['success', 'failure', 'unknown'] as const;
export type CallOutcome = (typeof callOutcomes)[number];

export const callSentiments = ['positive', 'neutral', 'negative', 'unknown'] as const;
export type CallSentiment = (typeof callSentiments)[number];

export const callStatuses = ['in_progress', 'ended', 'failed', 'unknown'] as const;
export type CallStatus = (typeof callStatuses)[number];

/** What a call came to (issue #13's outcome); `call_logs.resolution`. */
export const callResolutions = [
  'booking_made',
  'booking_changed',
  'question_answered',
  'request_for_staff',
  'complaint',
  'transferred',
  'missed_or_failed',
  'other',
] as const;
export type CallResolution = (typeof callResolutions)[number];

/** What the caller asked about, from a fixed list; `call_logs.topics`. */
export const callTopics = [
  'rooms_and_rates',
  'availability',
  'booking_changes',
  'check_in_out',
  'breakfast_and_restaurant',
  'parking_and_transport',
  'directions',
  'amenities',
  'billing',
  'lost_and_found',
  'complaint',
  'other',
] as const;
export type CallTopic = (typeof callTopics)[number];

/** Why a person should follow a call up (insights' follow-ups, alerts); `call_logs.follow_up_reasons`. */
export const followUpReasons = [
  'complaint',
  'negative_sentiment',
  'callback_requested',
  'transferred',
  'unsuccessful',
  'missed_or_failed',
] as const;
export type FollowUpReason = (typeof followUpReasons)[number];

/** Who computed a value: the voice platform, or our classifier ('auto-detected'). */
export const analysisSources = ['provider', 'auto'] as const;
export type AnalysisSource = (typeof analysisSources)[number];

/**
 * The primary language subtag of a BCP 47 tag, lower-cased (`en-US` → `en`), as `call_logs.language`
 * stores it; null for anything that names no single language (`multi`, `und`, empty).
 */
export function languageOfTag(tag: string | null | undefined): string | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return /^[a-z]{2,3}$/.test(primary) && primary !== 'und' && primary !== 'mul' ? primary : null;
}

/** Text a provider computed is bounded before it is stored; a summary longer than this is cut. */
export const factTextLimits = { summary: 20_000, reason: 500, code: 200, callerNumber: 40 } as const;

const timestamp = z.iso.datetime({ offset: true });

/** What the recording job stored, or why it could not: the `recording` fact, written by the worker. */
export const recordingFact = z.object({
  stored: z.boolean(),
  reason: z.string().max(factTextLimits.reason).optional(),
  contentType: z.string().max(100).optional(),
  originalBytes: z.number().int().nonnegative().optional(),
  transcoded: z.boolean().optional(),
});
export type RecordingFact = z.infer<typeof recordingFact>;

/**
 * One provider event, normalised (decision 015): stored as a `facts/<call>.<kind>.json` object by
 * the webhook or ingest that received it, read and merged by the call-ingest job. Every field is
 * optional; a later kind's values win over an earlier kind's.
 */
export const callFacts = z.object({
  provider: z.enum(callProviders),
  status: z.enum(['in_progress', 'ended', 'failed']).optional(),
  startedAt: timestamp.optional(),
  endedAt: timestamp.optional(),
  failureReason: z.string().max(factTextLimits.reason).optional(),
  endReason: z.string().max(factTextLimits.code).optional(),
  callerNumber: z.string().max(factTextLimits.callerNumber).optional(),
  summary: z.string().max(factTextLimits.summary).optional(),
  outcome: z.enum(callOutcomes).optional(),
  sentiment: z.enum(callSentiments).optional(),
  /** The language the platform detected (BCP 47, e.g. `de` or `en-US`); read with languageOfTag. */
  language: z.string().max(35).optional(),
  transferred: z.boolean().optional(),
  voicemail: z.boolean().optional(),
  structuredData: z.record(z.string(), z.unknown()).optional(),
  recordingUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional(),
  /** ElevenLabs' inline audio was stored at providerAudioPath(callId). */
  providerAudio: z.boolean().optional(),
  recording: recordingFact.optional(),
});
export type CallFacts = z.infer<typeof callFacts>;

/**
 * The optional `analysis` part of `POST /api/ingest/calls` (README): what any other agent can
 * report about a call, in the same terms as the providers' analysis.
 */
export const ingestAnalysis = z
  .object({
    summary: z.string().max(factTextLimits.summary).optional(),
    outcome: z.enum(callOutcomes).optional(),
    sentiment: z.enum(callSentiments).optional(),
    /** The language of the call as the agent knows it (BCP 47: `de`, `en-US`). */
    language: z.string().max(35).optional(),
    end_reason: z.string().max(factTextLimits.code).optional(),
    transferred: z.boolean().optional(),
    voicemail: z.boolean().optional(),
    caller_number: z.string().max(factTextLimits.callerNumber).optional(),
    status: z.enum(['ended', 'failed']).optional(),
    failure_reason: z.string().max(factTextLimits.reason).optional(),
    structured_data: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type IngestAnalysis = z.infer<typeof ingestAnalysis>;

export function factsOfIngestAnalysis(analysis: IngestAnalysis): CallFacts {
  return {
    provider: 'ingest',
    summary: analysis.summary,
    outcome: analysis.outcome,
    sentiment: analysis.sentiment,
    language: analysis.language,
    endReason: analysis.end_reason,
    transferred: analysis.transferred,
    voicemail: analysis.voicemail,
    callerNumber: analysis.caller_number,
    status: analysis.status,
    failureReason: analysis.failure_reason,
    structuredData: analysis.structured_data,
  };
}
