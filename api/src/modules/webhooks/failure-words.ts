/**
 * Why a call never became a conversation, in the owner's words. Keys are the providers' codes:
 * ElevenLabs' `failure_reason`, Retell's `disconnection_reason`, Vapi's `endedReason`.
 */
const missedWords: Record<string, string> = {
  busy: 'Missed: the line was busy',
  'no-answer': 'Missed: nobody answered',
  dial_busy: 'Missed: the line was busy',
  dial_no_answer: 'Missed: nobody answered',
  user_declined: 'Missed: the call was declined',
  'customer-busy': 'Missed: the line was busy',
  'customer-did-not-answer': 'Missed: nobody answered',
  'customer-did-not-give-microphone-permission': 'Missed: the caller did not allow the microphone',
};

const failedWords: Record<string, string> = {
  dial_failed: 'Failed: the call could not be connected',
  invalid_destination: 'Failed: the number called is not valid',
  telephony_provider_permission_denied: 'Failed: the phone provider refused the call',
  telephony_provider_unavailable: 'Failed: the phone provider was unavailable',
  sip_routing_error: 'Failed: the call could not be routed',
  marked_as_spam: 'Failed: the call was marked as spam',
  no_valid_payment: "Failed: the voice platform account's payment is not set up",
  concurrency_limit_reached: 'Failed: too many calls at once on the voice platform',
  'twilio-failed-to-connect-call': 'Failed: the call could not be connected',
  'vonage-failed-to-connect-call': 'Failed: the call could not be connected',
  'assistant-not-found': 'Failed: the voice agent was not found',
  'assistant-request-failed': 'Failed: the voice agent could not be reached',
  'phone-call-provider-closed-websocket': 'Failed: the phone provider dropped the call',
  unknown: 'Failed: the call could not be started',
};

/** Codes of calls that failed because the platform, not the caller, broke down. */
const failedPrefixes = ['error_', 'pipeline-error', 'call.start.error', 'call.in-progress.error', 'assistant-request-'];

export const hungUpBeforeAnswer = 'Missed: caller hung up before the agent answered';

/** The reason in words when the code means the call failed; null for a call that took place. */
export function failureInWords(code: string | undefined | null): string | null {
  if (!code) return null;
  const known = missedWords[code] ?? failedWords[code];
  if (known) return known;
  if (failedPrefixes.some((prefix) => code.startsWith(prefix))) {
    return `Failed: the voice platform reported an error (${code})`;
  }
  return null;
}
