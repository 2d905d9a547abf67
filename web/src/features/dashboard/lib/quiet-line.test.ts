import { describe, expect, it } from 'vitest';
import { isQuietForLongerThanUsual } from './quiet-line.ts';

const now = Date.parse('2025-03-03T12:00:00Z');
const hoursAgo = (h: number) => new Date(now - h * 3600_000).toISOString();

describe('isQuietForLongerThanUsual', () => {
  it('when the silence is past twice the usual gap, then it warns', () => {
    expect(
      isQuietForLongerThanUsual(
        { lastCallAt: hoursAgo(5), callsToday: 0, callsThisWeek: 9, usualGapSeconds: 7200 },
        now,
      ),
    ).toBe(true);
  });

  it('when the silence is within twice the usual gap, then it does not', () => {
    expect(
      isQuietForLongerThanUsual(
        { lastCallAt: hoursAgo(3), callsToday: 2, callsThisWeek: 9, usualGapSeconds: 7200 },
        now,
      ),
    ).toBe(false);
  });

  it('when calls usually come every few minutes, then under an hour of quiet is no warning', () => {
    expect(
      isQuietForLongerThanUsual(
        { lastCallAt: hoursAgo(0.5), callsToday: 40, callsThisWeek: 300, usualGapSeconds: 120 },
        now,
      ),
    ).toBe(false);
    expect(
      isQuietForLongerThanUsual(
        { lastCallAt: hoursAgo(1.5), callsToday: 40, callsThisWeek: 300, usualGapSeconds: 120 },
        now,
      ),
    ).toBe(true);
  });

  it('when there is no history to judge by, then it does not warn', () => {
    expect(
      isQuietForLongerThanUsual(
        { lastCallAt: hoursAgo(100), callsToday: 0, callsThisWeek: 0, usualGapSeconds: null },
        now,
      ),
    ).toBe(false);
    expect(
      isQuietForLongerThanUsual({ lastCallAt: null, callsToday: 0, callsThisWeek: 0, usualGapSeconds: null }, now),
    ).toBe(false);
  });
});
