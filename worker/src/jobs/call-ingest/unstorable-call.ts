import type { CallLogValues } from './build-call-log.ts';

/**
 * The row of a call whose values the database refused (a data exception, which no retry changes):
 * what the provider or voice agent wrote (transcript, summary, reasons, caller number, structured
 * data) is left out and the reason is the call's transcript problem. The call then shows as failed
 * with the reason, and its objects count as taken in, so reconcile does not queue it again until
 * they are replaced.
 */
export function unstorableCall(values: CallLogValues, refusal: Error): CallLogValues {
  const reason = `The call could not be stored: the database refused its data (${refusal.message.slice(0, 200)}).`;
  return {
    ...values,
    transcript: [],
    transcriptLive: false,
    transcriptText: '',
    turnCount: 0,
    summary: null,
    endReason: null,
    callerNumber: null,
    recordingError: null,
    structuredData: null,
    failureReason: reason,
    transcriptProblem: reason,
  };
}
