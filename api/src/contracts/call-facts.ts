import { z } from 'zod';
import { callCostParts, callOutcomes, callProviders, callSentiments, factTextLimits } from './call-vocabulary.ts';

export * from './call-vocabulary.ts';

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

/** Bounds of the words so far (decision 090): the first turns, each cut, like every provider text. */
export const liveTurnLimits = { turns: 500, text: 4000 } as const;

/** One turn of the conversation so far, as a platform sent it during the call (decision 090). */
export const liveTurn = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string().min(1).max(liveTurnLimits.text),
  offset: z.number().nonnegative().optional(),
});
export type LiveTurn = z.infer<typeof liveTurn>;

/**
 * What the voice platform reported the call cost (decision 092), in its own terms: an amount in a
 * currency (ISO 4217, e.g. USD) or, where the platform reports no money amount, in its unit (e.g.
 * ElevenLabs' `credits`); never converted. Parts as the platform itemised them, summed per part.
 */
export const callCost = z
  .object({
    amount: z.number().nonnegative().max(1e9),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    unit: z.string().min(1).max(30).optional(),
    parts: z
      .array(z.object({ part: z.enum(callCostParts), amount: z.number().nonnegative().max(1e9) }))
      .max(callCostParts.length)
      .optional(),
  })
  .refine((cost) => (cost.currency === undefined) !== (cost.unit === undefined), {
    message: 'A cost has either a currency or a unit.',
  });
export type CallCost = z.infer<typeof callCost>;

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
  /**
   * The platform sends a report after the end (Vapi: end-of-call-report after status-update
   * "ended"): true on the end, false on the report. While it is true the call is not judged
   * (outcome, alerts) until the report or the grace window (issue #32).
   */
  reportExpected: z.boolean().optional(),
  /**
   * The words so far of a call still live (the `conversation` fact, decision 090): shown until the
   * call's transcript arrives, which always replaces them; never judged.
   */
  conversation: z.array(liveTurn).max(liveTurnLimits.turns).optional(),
  /** The call's cost as the platform reported it (decision 092); a later kind's report replaces an earlier one. */
  cost: callCost.optional(),
});
export type CallFacts = z.infer<typeof callFacts>;

/**
 * The optional `analysis` part of `POST /api/ingest/calls` (docs/voice-agents.md): what any other agent can
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
