import { describe, expect, it } from 'vitest';
import type { TranscriptItem } from '@hotelvoice/api/contracts';
import { currentTurnAt } from './current-turn.ts';
import { turnTime } from './turn-time.ts';

// A turn stored without its time (older calls, platforms that send none) has no offset at all.
const untimed = { role: 'user', text: 'Hello?' } as unknown as TranscriptItem;
const at = (offset: number | null): TranscriptItem => ({ role: 'assistant', text: 'Hi.', offset }) as TranscriptItem;

describe('a transcript turn time', () => {
  it('when a turn has no time, missing or null, then it has none (no "NaN:NaN" beside it)', () => {
    expect(turnTime(untimed)).toBeNull();
    expect(turnTime(at(null))).toBeNull();
    expect(turnTime(at(Number.NaN))).toBeNull();
    expect(turnTime(at(0))).toBe(0);
    expect(turnTime(at(12.5))).toBe(12.5);
  });

  it('when some turns have no time, then playback marks the last timed turn started', () => {
    const items = [at(0), untimed, at(10), untimed];
    expect(currentTurnAt(items, 5)).toBe(0);
    expect(currentTurnAt(items, 11)).toBe(2);
    expect(currentTurnAt([untimed, untimed], 30)).toBeNull();
  });
});
