import { describe, expect, it } from 'vitest';
import { waitInWords } from './wait-in-words.ts';

describe('waitInWords', () => {
  it.each([
    [0.2, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [737, '13 minutes'],
    [3600, '1 hour'],
    [3601, '2 hours'],
  ])('when the wait is %s s, then it reads "%s"', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
