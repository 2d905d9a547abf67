import { describe, expect, it } from 'vitest';
import type { TranscriptItem } from '@hotelvoice/api/contracts';
import { detectKnowledgeGaps } from './detect-gaps.ts';
import { loadGapCases, scoreGapDetection } from './gap-fixtures.ts';

const turns = (...pairs: ['a' | 'u', string][]): TranscriptItem[] =>
  pairs.map(([role, text]) => ({ role: role === 'a' ? 'assistant' : 'user', text, offset: null }));

describe('knowledge-gap detection', () => {
  const cases = loadGapCases();

  it('when scored on the labelled English transcripts, then precision and recall are each at least 0.8 (all and held-out)', () => {
    const english = cases.filter((c) => c.lang === 'en');
    const all = scoreGapDetection(english);
    const heldOut = scoreGapDetection(english.filter((c) => c.split === 'heldout'));
    expect(english.length).toBeGreaterThanOrEqual(30);
    expect(all.precision).toBeGreaterThanOrEqual(0.8);
    expect(all.recall).toBeGreaterThanOrEqual(0.8);
    expect(heldOut.precision).toBeGreaterThanOrEqual(0.8);
    expect(heldOut.recall).toBeGreaterThanOrEqual(0.8);
  });

  it('when scored on German, French, Spanish and Italian transcripts, then it finds most gaps without false alarms', () => {
    const other = scoreGapDetection(cases.filter((c) => c.lang !== 'en'));
    expect(other.precision).toBeGreaterThanOrEqual(0.8);
    expect(other.recall).toBeGreaterThanOrEqual(0.75);
  });

  it('when the agent does not know, then the caller question before it is recorded with its turn', () => {
    const gaps = detectKnowledgeGaps(
      turns(
        ['a', 'Hotel Miramar.'],
        ['u', 'Is there a shuttle to the airport?'],
        ['a', "Sorry, I don't have information about a shuttle."],
      ),
    );
    expect(gaps).toEqual([{ turnIndex: 1, question: 'Is there a shuttle to the airport?', signal: 'did_not_know' }]);
  });

  it('when the caller asked to leave a message, then the agent offering one is not a gap', () => {
    const gaps = detectKnowledgeGaps(
      turns(['u', 'Can I leave a message for the manager please?'], ['a', 'Of course, I can take a message.']),
    );
    expect(gaps).toEqual([]);
  });

  it('when the agent only did not hear the caller, then it is not a gap', () => {
    expect(
      detectKnowledgeGaps(
        turns(['u', 'My name is Okonkwo from Lagos.'], ['a', "Sorry, I didn't catch that, could you repeat?"]),
      ),
    ).toEqual([]);
  });

  it('when the caller asks the same question again after an answer, then the repeat is recorded', () => {
    const gaps = detectKnowledgeGaps(
      turns(
        ['u', 'Is the rooftop bar open to non guests tonight?'],
        ['a', 'Our restaurant is open until ten.'],
        ['u', 'But is the rooftop bar open to non guests tonight?'],
      ),
    );
    expect(gaps).toEqual([expect.objectContaining({ turnIndex: 2, signal: 'caller_repeated' })]);
  });

  it('when a transcript is empty or has only the agent, then nothing is found', () => {
    expect(detectKnowledgeGaps([])).toEqual([]);
    expect(detectKnowledgeGaps(turns(['a', "I don't know."]))).toEqual([]);
  });
});
