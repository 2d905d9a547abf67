import { describe, expect, it } from 'vitest';
import { maxJsonDepth, storableJsonProblem } from './storable-json.ts';

const nested = (levels: number) => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`) as unknown;

describe('JSON that can be taken in', () => {
  it('when text holds whole characters (an emoji is a surrogate pair), then there is no problem', () => {
    expect(storableJsonProblem({ turns: [{ text: 'Room 4 😀, ümlaut' }], n: 1, ok: true, none: null })).toBeNull();
  });

  it.each([
    ['a lone high surrogate in a value', { text: '\ud800 x' }],
    ['a lone low surrogate in a key', { ['\udc00']: 1 }],
    ['a surrogate pair in the wrong order', ['\udc00\ud800']],
  ])('when %s, then the problem is a lone surrogate', (_what, value) => {
    expect(storableJsonProblem(value)?.message).toBe(
      'text must not contain a lone UTF-16 surrogate (\\ud800–\\udfff without its pair)',
    );
  });

  it('when a key holds NUL, then the problem is NUL', () => {
    expect(storableJsonProblem({ ['a\0b']: 1 })).toEqual({
      kind: 'text',
      message: 'text must not contain NUL characters',
    });
  });

  it(`when JSON nests ${maxJsonDepth} levels, then it is taken; one more, or a million, is refused without recursion`, () => {
    expect(storableJsonProblem(nested(maxJsonDepth))).toBeNull();
    expect(storableJsonProblem(nested(maxJsonDepth + 1))?.kind).toBe('depth');
    expect(storableJsonProblem(nested(1_000_000))?.kind).toBe('depth');
  });

  it('when a value has both a text problem and too deep a nesting, then the depth is reported', () => {
    expect(storableJsonProblem(['\0', nested(100)])?.kind).toBe('depth');
  });

  it('when a string stands for bytes set aside, then it is not checked as text', () => {
    const marker = '\0large-string:0';
    expect(storableJsonProblem({ audio: marker }, (text) => text === marker)).toBeNull();
  });
});
