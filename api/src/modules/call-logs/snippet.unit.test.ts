import { describe, expect, it } from 'vitest';
import { matchEnd, matchStart } from './call-logs.repo.ts';
import { toSnippet } from './snippet.ts';

const mark = (word: string) => `${matchStart}${word}${matchEnd}`;

describe('toSnippet', () => {
  it('when ts_headline marked two words, then the parts alternate plain and matched text in order', () => {
    const snippet = toSnippet(2, `is ${mark('breakfast')} served before ${mark('seven')}?`);
    expect(snippet).toEqual({
      turn: 2,
      parts: [
        { text: 'is ', match: false },
        { text: 'breakfast', match: true },
        { text: ' served before ', match: false },
        { text: 'seven', match: true },
        { text: '?', match: false },
      ],
    });
  });

  it('when the text starts with a match and holds markup, then the markup stays plain text', () => {
    const snippet = toSnippet(0, `${mark('parking')} <b>free</b>`);
    expect(snippet?.parts).toEqual([
      { text: 'parking', match: true },
      { text: ' <b>free</b>', match: false },
    ]);
  });

  it('when no turn matched, then there is no snippet', () => {
    expect(toSnippet(null, null)).toBeNull();
  });
});
