import { describe, expect, it } from 'vitest';
import type { CallFactKind, CallFacts } from '@hotelvoice/api/contracts';
import { buildCallLog, type CallObject } from './build-call-log.ts';
import { mergeCallFacts } from './merge-facts.ts';

const startedAt = '2026-11-28T10:00:00.000Z';
const now = new Date('2026-11-28T10:00:30.000Z');
const started: CallFacts = { provider: 'vapi', status: 'in_progress', startedAt };
const conversation = (...texts: string[]): CallFacts => ({
  provider: 'vapi',
  status: 'in_progress',
  startedAt,
  conversation: texts.map((text, i) => ({ role: i % 2 === 0 ? 'assistant' : 'user', text, offset: i * 3 })),
});
const ended: CallFacts = {
  provider: 'vapi',
  status: 'ended',
  startedAt,
  endedAt: '2026-11-28T10:00:20.000Z',
  endReason: 'customer-ended-call',
  reportExpected: true,
};
const report: CallFacts = { ...ended, reportExpected: false, summary: 'Parking question.', outcome: 'success' };
const transcript: CallObject = {
  path: 'hotels/h/transcripts/vapi-c.json',
  size: 100,
  createdAt: now,
  contentType: 'application/json',
  bytes: Buffer.from(
    JSON.stringify([
      { role: 'assistant', content: ['Harbor View, how can I help?'] },
      { role: 'user', content: ['Do you have parking for a van?'] },
    ]),
  ),
};

const build = (facts: Partial<Record<CallFactKind, CallFacts>>, withTranscript = false, at = now) =>
  buildCallLog(
    '00000000-0000-4000-8000-000000000001',
    'vapi-c',
    {
      transcript: withTranscript ? transcript : null,
      recording: null,
      recordingSeconds: null,
      facts: mergeCallFacts(facts),
      factPaths: [],
      providerAudio: false,
    },
    at,
  );

describe('the words so far of a live call (decision 090)', () => {
  it('when a live call has a conversation and no transcript, then its row shows the words so far, unjudged', () => {
    const values = build({ started, conversation: conversation('Harbor View, how can I help?', 'Do you have') });
    expect(values).toMatchObject({ status: 'in_progress', transcriptLive: true, turnCount: 2 });
    expect(values.transcript).toEqual([
      { role: 'assistant', text: 'Harbor View, how can I help?', offset: 0 },
      { role: 'user', text: 'Do you have', offset: 3 },
    ]);
    expect(values).toMatchObject({ resolution: null, followUpReasons: [], topics: [], classifierVersion: null });
  });

  it('when only the greeting has been said, then no words are shown yet (the row reads "Call in progress")', () => {
    const values = build({ started, conversation: conversation('Harbor View, how can I help?') });
    expect(values).toMatchObject({ status: 'in_progress', transcriptLive: false, transcript: [], turnCount: 0 });
  });

  it('when the conversation arrives before the start, then the call is live all the same', () => {
    expect(build({ conversation: conversation('Hello', 'Hi there') }).status).toBe('in_progress');
  });

  it('when the words carry a card number, then it is removed before the row, as in every provider text', () => {
    const values = build({ started, conversation: conversation('Your card?', 'It is 4111 1111 1111 1111') });
    expect(values.transcriptText).not.toContain('4111 1111 1111 1111');
    expect(values.transcript[1]!.text).not.toMatch(/4111/);
  });

  it('when the call ended and its report came, then the transcript replaces the words so far, whatever came in which order', () => {
    const early = conversation('Harbor View, how can I help?');
    const late = conversation('Harbor View, how can I help?', 'Do you have parking');
    for (const facts of [
      { started, conversation: late, ended, analysis: report },
      { conversation: early, analysis: report, ended },
      { analysis: report, conversation: late },
    ]) {
      const values = build(facts, true);
      expect(values).toMatchObject({ status: 'ended', transcriptLive: false, summary: 'Parking question.' });
      expect(values.transcript.map((item) => item.text)).toEqual([
        'Harbor View, how can I help?',
        'Do you have parking for a van?',
      ]);
      expect(values.resolution).not.toBeNull();
    }
  });

  it('when the call ended and its report is still to come, then the words so far stay shown and nothing is judged', () => {
    const values = build({ started, conversation: conversation('Hello', 'I want to complain'), ended });
    expect(values).toMatchObject({ status: 'ended', transcriptLive: true, resolution: null, followUpReasons: [] });
  });

  it('when the wait for the report ended without it, then the call is judged without the words so far', () => {
    const words = conversation('Hello', 'I want to complain about the noise, it is terrible');
    const values = build({ started, conversation: words, ended }, false, new Date('2026-11-28T10:05:00.000Z'));
    expect(values.transcriptLive).toBe(true);
    expect(values.resolution).toBe('missed_or_failed');
    expect(values.topics).toEqual([]);
    expect(values.followUpReasons).not.toContain('complaint');
  });
});
