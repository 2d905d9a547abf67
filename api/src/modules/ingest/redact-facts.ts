import type { CallFacts } from '../../contracts/call-facts.ts';
import {
  redactCallerNumber,
  createCardRedactor,
  redactCardNumbers,
  type RedactionOptions,
} from '../redaction/index.ts';

/**
 * A provider's own text in a call's facts (summary, reasons, data collection results) with card
 * numbers removed, as the transcript is: the original never reaches storage (the words so far go
 * through one redactor in order, as a transcript's turns do). The caller's number
 * too, should it be a card number (redactCallerNumber). Ids, dates and URLs are left as they are.
 */
export function redactCallFacts(facts: CallFacts, options: RedactionOptions): CallFacts {
  const text = (value: string | undefined) => (value === undefined ? undefined : redactCardNumbers(value, options));
  return {
    ...facts,
    ...(facts.summary !== undefined ? { summary: text(facts.summary) } : {}),
    ...(facts.failureReason !== undefined ? { failureReason: text(facts.failureReason) } : {}),
    ...(facts.endReason !== undefined ? { endReason: text(facts.endReason) } : {}),
    ...(facts.callerNumber !== undefined ? { callerNumber: redactCallerNumber(facts.callerNumber, options) } : {}),
    ...(facts.structuredData !== undefined
      ? { structuredData: redactData(facts.structuredData, options) as Record<string, unknown> }
      : {}),
    ...(facts.conversation !== undefined ? { conversation: redactTurns(facts.conversation, options) } : {}),
    ...(facts.recording?.reason !== undefined
      ? { recording: { ...facts.recording, reason: text(facts.recording.reason) } }
      : {}),
  };
}

function redactTurns(turns: NonNullable<CallFacts['conversation']>, options: RedactionOptions) {
  const redactor = createCardRedactor(options);
  return turns.map((turn) => ({ ...turn, text: redactor.redact(turn.text) }));
}

function redactData(value: unknown, options: RedactionOptions): unknown {
  if (typeof value === 'string') return redactCardNumbers(value, options);
  if (Array.isArray(value)) return value.map((inner) => redactData(inner, options));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [redactCardNumbers(key, options), redactData(inner, options)]),
    );
  }
  return value;
}
