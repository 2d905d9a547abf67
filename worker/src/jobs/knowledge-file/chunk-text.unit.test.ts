import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkText, splitSentences } from './chunk-text.ts';
import { normalizeText } from './normalize-text.ts';

describe('chunkText', () => {
  it('when paragraphs are small, then they share a chunk separated by a blank line', () => {
    expect(chunkText('Breakfast is at 7.\n\nParking is free.', 100)).toEqual([
      'Breakfast is at 7.\n\nParking is free.',
    ]);
  });

  it('when the next paragraph does not fit, then it starts a new chunk', () => {
    const a = 'a'.repeat(60);
    const b = 'b'.repeat(60);
    expect(chunkText(`${a}\n\n${b}`, 100)).toEqual([a, b]);
  });

  it('when a paragraph is too long, then it is split between sentences', () => {
    const paragraph = 'The pool opens at nine. The spa opens at ten. The gym never closes.';
    expect(chunkText(paragraph, 30)).toEqual([
      'The pool opens at nine.',
      'The spa opens at ten.',
      'The gym never closes.',
    ]);
  });

  it('when one sentence is longer than a chunk, then it is cut between words', () => {
    expect(splitSentences('one two three four five six', 10)).toEqual(['one two', 'three four', 'five six']);
  });

  it('when the text is empty, then there are no chunks', () => {
    expect(chunkText('')).toEqual([]);
  });

  it('when any text is chunked, then no chunk exceeds the limit and no word is lost', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), fc.integer({ min: 20, max: 400 }), (raw, max) => {
        const text = normalizeText(raw);
        const chunks = chunkText(text, max);
        for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(max);
        const words = (s: string) => s.split(/\s+/).filter(Boolean);
        // A word longer than a chunk is cut, so compare the characters without whitespace.
        expect(words(chunks.join(' ')).join('')).toBe(words(text).join(''));
      }),
      { numRuns: 200 },
    );
  });
});

describe('normalizeText', () => {
  it('when text has CRLF, tabs, a BOM and blank runs, then it comes out canonical', () => {
    expect(normalizeText('\uFEFFTitle\r\n\r\n\r\n\tLine  one  \r\nLine two\f')).toBe('Title\n\nLine one\nLine two');
  });
});
