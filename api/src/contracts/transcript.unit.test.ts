import { describe, expect, it } from 'vitest';
import { PermanentIngestError, parseTranscript } from './transcript.ts';

const bytes = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));

describe('parseTranscript', () => {
  it('when the transcript is the spec list of role and content, then each item keeps its first text', () => {
    const items = parseTranscript(
      bytes([
        { role: 'assistant', content: ['Hello, how can I help?', 'ignored'] },
        { role: 'user', content: ['A room for tonight.'] },
      ]),
    );
    expect(items).toEqual([
      { role: 'assistant', text: 'Hello, how can I help?', offset: null },
      { role: 'user', text: 'A room for tonight.', offset: null },
    ]);
  });

  it('when LiveKit writes an items envelope with tool calls and timestamps, then messages become offsets', () => {
    const items = parseTranscript(
      bytes({
        items: [
          { type: 'message', role: 'system', content: ['You are a receptionist'], created_at: 1000 },
          { type: 'message', role: 'assistant', content: ['Hi!'], created_at: 1000.5 },
          { type: 'function_call', name: 'book_room', arguments: '{}' },
          { type: 'message', role: 'user', content: ['Book it'], created_at: 1004.25 },
        ],
      }),
    );
    expect(items).toEqual([
      { role: 'assistant', text: 'Hi!', offset: 0.5 },
      { role: 'user', text: 'Book it', offset: 4.25 },
    ]);
  });

  it('when items carry a time offset, then it is kept', () => {
    expect(parseTranscript(bytes([{ role: 'agent', message: 'Hi', time_in_call_secs: 3 }]))).toEqual([
      { role: 'assistant', text: 'Hi', offset: 3 },
    ]);
  });

  it('when the bytes are not JSON, then a permanent "malformed" error is thrown', () => {
    expect(() => parseTranscript(bytes('[{"role": "user"'))).toThrow(PermanentIngestError);
    expect(() => parseTranscript(bytes('[{"role": "user"'))).toThrow(/malformed transcript/);
  });

  it('when the JSON is not a transcript, then a permanent "not a transcript" error is thrown', () => {
    expect(() => parseTranscript(bytes({ hello: 'world' }))).toThrow(/not a transcript/);
    expect(() => parseTranscript(bytes([1, 2, 3]))).toThrow(/not a transcript/);
  });

  it('when a turn holds a NUL character, then a permanent error is thrown (Postgres text cannot hold it)', () => {
    const withNul = bytes([{ role: 'user', content: ['A room\u0000 for tonight.'] }]);
    expect(() => parseTranscript(withNul)).toThrow(PermanentIngestError);
    expect(() => parseTranscript(withNul)).toThrow('malformed transcript: text must not contain NUL characters');
  });

  it('when the list is empty, then the transcript has no turns', () => {
    expect(parseTranscript(bytes([]))).toEqual([]);
  });
});
