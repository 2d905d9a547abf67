import { describe, expect, it } from 'vitest';
import { codePatternOf, endReasonKinds, endReasonOf, knownCodePattern } from './end-reasons.ts';

/** Codes as the platforms send them (Vapi, Retell, ElevenLabs, the ingest API), with the kind each means. */
const samples: [string, string][] = [
  ['customer-ended-call', 'caller-hung-up'],
  ['user_hangup', 'caller-hung-up'],
  ['Call ended by remote party', 'caller-hung-up'],
  ['Client disconnected: 1000', 'caller-hung-up'],
  ['assistant-said-end-call-phrase', 'agent-ended'],
  ['agent_hangup', 'agent-ended'],
  ['end_call tool was called.', 'agent-ended'],
  ['assistant-forwarded-call', 'transferred'],
  ['call_transfer', 'transferred'],
  ['voicemail_reached', 'voicemail'],
  ['silence-timed-out', 'silence'],
  ['inactivity', 'silence'],
  ['max_duration_reached', 'time-limit'],
  ['customer-busy', 'missed'],
  ['dial_no_answer', 'missed'],
  ['twilio-failed-to-connect-call', 'failed'],
  ['pipeline-error-openai-llm-failed', 'failed'],
  ['error_llm_websocket_open', 'failed'],
  ['assistant-request-returned-invalid-json', 'failed'],
  ['scam_detected', 'other'],
  ['something_new_from_a_platform', 'other'],
];

/** Postgres' `~*` on these patterns (anchors, alternation, escaped literals) reads as JavaScript's `i` flag does. */
const matches = (pattern: string, code: string) => new RegExp(pattern, 'i').test(code);

describe('end reasons', () => {
  it('given codes of every platform, then each gets its kind and words, and an unknown code is other', () => {
    for (const [code, kind] of samples) {
      const found = endReasonOf(code);
      expect(found?.kind, code).toBe(kind);
      expect(found?.words, code).toMatch(/^[a-z][^_]*$/);
    }
    expect(endReasonOf('')).toBeNull();
    expect(endReasonOf(null)).toBeNull();
  });

  it('given the filter patterns, then a code matches exactly the pattern of its kind, and other is what matches none', () => {
    for (const [code, kind] of samples) {
      const matched = endReasonKinds.filter((k) => {
        const pattern = codePatternOf(k);
        return pattern === null ? !matches(knownCodePattern(), code) : matches(pattern, code);
      });
      expect(matched, code).toEqual([kind]);
    }
  });
});
