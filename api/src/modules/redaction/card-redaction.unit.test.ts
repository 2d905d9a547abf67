import { describe, expect, it } from 'vitest';
import { cardFixtureCases, scoreAll, scoreCase } from './card-redaction-score.ts';
import { redactCallerNumber } from './redact-caller-number.ts';
import { cardNumberMarker, redactCardNumbers } from './redact-cards.ts';
import { redactTranscriptDocument } from './redact-transcript.ts';

describe('card redaction on the labelled fixture set', () => {
  it('when every fixture is redacted, then precision and recall are reported and stay above the bar', () => {
    const score = scoreAll(cardFixtureCases);
    const failing = score.results.filter((r) => r.missed.length > 0 || r.destroyed.length > 0);
    console.info(
      `card redaction: ${cardFixtureCases.length} transcripts, ${score.sensitive} sensitive values, ` +
        `precision ${score.precision.toFixed(3)}, recall ${score.recall.toFixed(3)}; ` +
        `failing: ${failing.map((r) => `${r.id}${r.hard ? ' (hard)' : ''}`).join(', ') || 'none'}`,
    );
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
  });

  it.each(cardFixtureCases.filter((c) => !c.hard).map((c) => [c.id, c] as const))(
    'when %s is redacted, then its card values are gone and its look-alikes stay',
    (_id, c) => {
      const result = scoreCase(c);
      expect({ missed: result.missed, destroyed: result.destroyed }).toEqual({ missed: [], destroyed: [] });
    },
  );
});

describe('card redaction rules', () => {
  it('when the hotel keeps the last four digits, then the marker carries them and nothing else', () => {
    expect(redactCardNumbers('card 4111 1111 1111 1111 thanks', { keepLast4: true })).toBe(
      'card [card number removed, ending 1111] thanks',
    );
  });

  it('when text is redacted twice, then the second pass changes nothing', () => {
    const once = redactCardNumbers('4485 2757 4230 8327, expiry 09/28, code 431');
    expect(redactCardNumbers(once)).toBe(once);
    expect(once).toBe(`${cardNumberMarker}, expiry [card details removed], code [card details removed]`);
  });

  it('when a transcript document holds a card in a turn and in a summary, then both are removed and the shape stays', () => {
    const doc = {
      items: [{ role: 'user', content: ['my card is 4111 1111 1111 1111'] }],
      metadata: { caller_number: '+4930123456789', summary: 'Guest paid with 5555 5555 5555 4444.' },
    };
    const result = redactTranscriptDocument(Buffer.from(JSON.stringify(doc)), { keepLast4: false });
    expect(result.changed).toBe(true);
    expect(result.cardsFound).toBe(2);
    const parsed = JSON.parse(result.bytes.toString('utf8'));
    expect(parsed.items[0].content[0]).toBe(`my card is ${cardNumberMarker}`);
    expect(parsed.metadata).toEqual({
      caller_number: '+4930123456789',
      summary: `Guest paid with ${cardNumberMarker}.`,
    });
  });

  it('when a code is asked for in the turn after a card, then the answer in the next turn is removed', () => {
    const doc = [
      { role: 'user', content: ['four one one one one one one one one one one one one one one one'] },
      { role: 'assistant', content: ['And the expiry date and security code?'] },
      { role: 'user', content: ['Twelve twenty-seven, and the code is 123.'] },
      { role: 'assistant', content: ['Thank you, you are in room 214.'] },
    ];
    const result = redactTranscriptDocument(Buffer.from(JSON.stringify(doc)), { keepLast4: false });
    const texts = (JSON.parse(result.bytes.toString()) as { content: string[] }[]).map((item) => item.content[0]);
    expect(texts).toEqual([
      cardNumberMarker,
      'And the expiry date and security code?',
      '[card details removed], and the code is [card details removed].',
      'Thank you, you are in room 214.',
    ]);
  });

  it('when a document has no card number, then its bytes are returned unchanged', () => {
    const bytes = Buffer.from('[{"role":"user","content":["room 214, +1 555 010 4242"]}]');
    const result = redactTranscriptDocument(bytes, { keepLast4: false });
    expect(result.changed).toBe(false);
    expect(result.bytes.equals(bytes)).toBe(true);
  });

  it('when the text is not JSON, then it is redacted as text', () => {
    const result = redactTranscriptDocument(Buffer.from('{oops 4111111111111111'), { keepLast4: false });
    expect(result.bytes.toString()).toBe(`{oops ${cardNumberMarker}`);
  });

  it('when a document nests deeper than can be walked, then it is redacted as text, not overflowing the stack', () => {
    const deep = `[{"role":"user","content":["card 4111111111111111"]},${'['.repeat(100_000)}${']'.repeat(100_000)}]`;
    const result = redactTranscriptDocument(Buffer.from(deep), { keepLast4: false });
    expect(result.bytes.toString()).toBe(deep.replace('4111111111111111', cardNumberMarker));
  });
});

describe('caller numbers', () => {
  it.each([
    ['4111111111111111', cardNumberMarker],
    ['4111 1111 1111 1111', cardNumberMarker],
    // No phone number has 16 digits (E.164: at most 15), whatever it starts with.
    ['+4111111111111111', cardNumberMarker],
    ['004111 1111 1111 1111', cardNumberMarker],
  ])('when the caller number is the card number %s, then it is removed', (number, expected) => {
    expect(redactCallerNumber(number, { keepLast4: false })).toBe(expected);
  });

  it.each(['+14155550123', '+49 30 1234567', '+4915112345674', '+12345678901234567890', 'anonymous'])(
    'when the caller number is %s, a phone number or no card, then it is kept as it is',
    (number) => {
      expect(redactCallerNumber(number, { keepLast4: false })).toBe(number);
    },
  );

  it('when the hotel keeps the last four digits, then the removed caller number keeps them too', () => {
    expect(redactCallerNumber('+4111111111111111', { keepLast4: true })).toBe('[card number removed, ending 1111]');
  });
});
