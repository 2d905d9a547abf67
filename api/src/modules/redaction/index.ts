/**
 * Card and caller number redaction (decision 101): pure functions the ingest, the call log, the
 * exports and the worker's jobs run over what a call said.
 */
export { redactCallerNumber } from './redact-caller-number.ts';
export { createCardRedactor, redactCardNumbers, type RedactionOptions } from './redact-cards.ts';
export { redactTexts, redactTranscriptDocument } from './redact-transcript.ts';
