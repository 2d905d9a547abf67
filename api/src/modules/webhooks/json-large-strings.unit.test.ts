import { describe, expect, it } from 'vitest';
import { largeStringOf, parseWithLargeStringsAside } from './json-large-strings.ts';

const parse = (text: string, minBytes = 8) => {
  const body = Buffer.from(text);
  const { value, large } = parseWithLargeStringsAside(body, minBytes);
  const aside = (v: unknown) => {
    const range = largeStringOf(v, large);
    return range ? body.subarray(range.start, range.end).toString() : null;
  };
  return { value: value as Record<string, unknown>, large, aside };
};

describe('parseWithLargeStringsAside', () => {
  it('when a string value is long, then it is set aside by its byte range and the rest is parsed', () => {
    const { value, aside } = parse('{"type":"post_call_audio","data":{"id":"c1","full_audio":"QUJDREVGR0hJSktM"}}', 16);
    expect(value.type).toBe('post_call_audio');
    const data = value.data as Record<string, unknown>;
    expect(data.id).toBe('c1');
    expect(aside(data.full_audio)).toBe('QUJDREVGR0hJSktM');
  });

  it('when strings hold escaped quotes and backslashes, then they end where JSON says they end', () => {
    const source = {
      a: 'say "hi" \\',
      b: 'x\\',
      long: `ab"cd\\"ef/gh\\${'z'.repeat(40)}\\`,
      c: ['"', '\\'],
    };
    const text = JSON.stringify(source);
    const { value, aside } = parse(text, 40);
    expect(value.a).toBe(source.a);
    expect(value.b).toBe(source.b);
    expect(value.c).toEqual(source.c);
    expect(JSON.parse(`"${aside(value.long)!}"`)).toBe(source.long);
  });

  it('when keys and numbers sit around the long strings, then several are set aside in order', () => {
    const { value, large, aside } = parse('[ "aaaaaaaaaa" , 1.5e3, {"k": "bbbbbbbbbbbb"}, true, null, "short"]');
    expect(large).toHaveLength(2);
    const list = value as unknown as unknown[];
    expect(aside(list[0])).toBe('aaaaaaaaaa');
    expect(list[1]).toBe(1500);
    expect(aside((list[2] as Record<string, unknown>).k)).toBe('bbbbbbbbbbbb');
    expect(list.slice(3)).toEqual([true, null, 'short']);
  });

  it('when the body is not JSON, then it throws as JSON.parse does', () => {
    for (const text of [
      '{"type": "post_call_audio",',
      '{"a": "unterminated',
      '',
      '{"a": "aaaaaaaaaaaa" x}',
      '{"a":1}}',
    ])
      expect(() => parse(text)).toThrow(SyntaxError);
  });

  it('when a short value only looks like a marker, then no range is found for it', () => {
    const { value, aside } = parse(JSON.stringify({ a: '\u0000large-string:0' }), 64);
    expect(aside(value.a)).toBeNull();
  });

  it('when multi-byte text sits before the long string, then its range is still the exact bytes', () => {
    const { value, aside } = parse(JSON.stringify({ name: 'Zoë – 東京', audio: 'Zm9vYmFyYmF6cXV4Zm9vYmFy' }), 24);
    expect(value.name).toBe('Zoë – 東京');
    expect(aside(value.audio)).toBe('Zm9vYmFyYmF6cXV4Zm9vYmFy');
  });
});
