/*
 * The words of a call's facts: providers, outcomes, sentiments, statuses, resolutions, topics and
 * follow-up reasons. Free of zod, so the web imports them without the schemas
 * (`@hotelvoice/api/contracts/call-vocabulary`); call-facts.ts re-exports them.
 */

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

/**
 * The parts of a call's reported cost (decision 092): speech (speech-to-text, text-to-speech,
 * voice), LLM, telephony, the platform's own fee, and anything else the platform names.
 */
export const callCostParts = ['speech', 'llm', 'telephony', 'platform', 'other'] as const;
export type CallCostPart = (typeof callCostParts)[number];
