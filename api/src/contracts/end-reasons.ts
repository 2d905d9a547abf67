/**
 * Why a call ended, in the owner's words: one table for every platform's code (Vapi's
 * `endedReason`, Retell's `disconnection_reason`, ElevenLabs' `termination_reason` or
 * `failure_reason`, the ingest API's `analysis.end_reason`). Each code belongs to one kind, the
 * call list's filter; `words` finish the sentence "Ended: …" (or, for a call that never took place,
 * "Missed: …" / "Failed: …"). Pure data and functions: the api, the worker and the web share it.
 */
export const endReasonKinds = [
  'caller-hung-up',
  'agent-ended',
  'transferred',
  'voicemail',
  'silence',
  'time-limit',
  'missed',
  'failed',
  'other',
] as const;
export type EndReasonKind = (typeof endReasonKinds)[number];

/** The filter's labels. */
export const endReasonKindLabels: Record<EndReasonKind, string> = {
  'caller-hung-up': 'The caller hung up',
  'agent-ended': 'The agent ended the call',
  transferred: 'Transferred to the hotel',
  voicemail: 'Reached voicemail',
  silence: 'Ended after silence',
  'time-limit': 'Reached the time limit',
  missed: 'Missed call',
  failed: 'Failed call',
  other: 'Other reasons',
};

export interface EndReason {
  kind: EndReasonKind;
  words: string;
}

const reason = (kind: EndReasonKind, words: string, codes: string[]) => codes.map((code) => [code, { kind, words }]);

/** Exact codes, compared without regard to case. */
const byCode = new Map<string, EndReason>(
  [
    ...reason('caller-hung-up', 'the caller hung up', [
      'customer-ended-call',
      'user_hangup',
      'Call ended by remote party',
    ]),
    ...reason('agent-ended', 'the agent ended the call', [
      'assistant-ended-call',
      'assistant-said-end-call-phrase',
      'assistant-ended-call-after-message-spoken',
      'assistant-ended-call-with-hangup-task',
      'agent_hangup',
      'end_call tool was called.',
    ]),
    ...reason('agent-ended', 'the call was ended from the voice platform', ['manually-canceled']),
    ...reason('transferred', 'the call was transferred to the hotel', ['assistant-forwarded-call', 'call_transfer']),
    ...reason('voicemail', 'the call reached voicemail', ['voicemail', 'voicemail_reached', 'machine_detected']),
    ...reason('voicemail', 'the call reached an automated menu', ['ivr_reached']),
    ...reason('silence', 'nobody spoke for too long', ['silence-timed-out', 'inactivity']),
    ...reason('time-limit', 'the call reached its time limit', [
      'exceeded-max-duration',
      'max_duration_reached',
      'max_duration_exceeded',
    ]),
    ...reason('other', 'the call was ended as a suspected scam', ['scam_detected']),
    ...reason('missed', 'the line was busy', ['busy', 'dial_busy', 'customer-busy']),
    ...reason('missed', 'nobody answered', ['no-answer', 'dial_no_answer', 'customer-did-not-answer']),
    ...reason('missed', 'the call was declined', ['user_declined']),
    ...reason('missed', 'the caller did not allow the microphone', ['customer-did-not-give-microphone-permission']),
    ...reason('failed', 'the call could not be connected', [
      'dial_failed',
      'twilio-failed-to-connect-call',
      'vonage-failed-to-connect-call',
    ]),
    ...reason('failed', 'the number called is not valid', ['invalid_destination']),
    ...reason('failed', 'the phone provider refused the call', ['telephony_provider_permission_denied']),
    ...reason('failed', 'the phone provider was unavailable', ['telephony_provider_unavailable']),
    ...reason('failed', 'the call could not be routed', ['sip_routing_error']),
    ...reason('failed', 'the call was marked as spam', ['marked_as_spam']),
    ...reason('failed', "the voice platform account's payment is not set up", ['no_valid_payment']),
    ...reason('failed', 'too many calls at once on the voice platform', ['concurrency_limit_reached']),
    ...reason('failed', 'the voice agent was not found', ['assistant-not-found']),
    ...reason('failed', 'the voice agent could not be reached', ['assistant-request-failed']),
    ...reason('failed', 'the phone provider dropped the call', ['phone-call-provider-closed-websocket']),
    ...reason('failed', 'the call could not be started', ['unknown']),
  ].map(([code, value]) => [(code as string).toLowerCase(), value as EndReason]),
);

/**
 * Codes by their start: platform errors come as families (`pipeline-error-openai-…`, `error_llm_…`),
 * ElevenLabs' disconnects carry a close code ("Client disconnected: 1000").
 */
const byPrefix: [string, EndReason][] = [
  ['client disconnected', { kind: 'caller-hung-up', words: 'the caller hung up' }],
  ['error_', { kind: 'failed', words: 'the voice platform reported an error' }],
  ['pipeline-error', { kind: 'failed', words: 'the voice platform reported an error' }],
  ['call.start.error', { kind: 'failed', words: 'the voice platform reported an error' }],
  ['call.in-progress.error', { kind: 'failed', words: 'the voice platform reported an error' }],
  ['assistant-request-', { kind: 'failed', words: 'the voice agent could not be reached' }],
];

const otherReason: EndReason = { kind: 'other', words: 'for a reason the voice platform did not explain' };

/** The code's kind and words; null without a code. A code not in the table is `other`. */
export function endReasonOf(code: string | null | undefined): EndReason | null {
  const key = code?.trim().toLowerCase();
  if (!key) return null;
  return byCode.get(key) ?? byPrefix.find(([prefix]) => key.startsWith(prefix))?.[1] ?? otherReason;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A case-insensitive pattern (POSIX, as Postgres' `~*` reads it) matching the codes of a kind; for
 * `other`, null: other is what matches no kind (see `knownCodePattern`).
 */
export function codePatternOf(kind: EndReasonKind): string | null {
  if (kind === 'other') return null;
  const exact = [...byCode].filter(([, r]) => r.kind === kind).map(([code]) => `^${escapeRegex(code)}$`);
  const prefixes = byPrefix.filter(([, r]) => r.kind === kind).map(([prefix]) => `^${escapeRegex(prefix)}`);
  return [...exact, ...prefixes].join('|');
}

/** Every code that has a kind other than `other`. */
export function knownCodePattern(): string {
  return endReasonKinds
    .map((kind) => codePatternOf(kind))
    .filter((pattern): pattern is string => pattern !== null)
    .join('|');
}
