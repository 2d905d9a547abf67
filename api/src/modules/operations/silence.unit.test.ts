import { describe, expect, it } from 'vitest';
import { daytimeMinutesBetween, isSilent, safeTimezone } from './silence.ts';

describe('silence: daytime minutes and the silent flag', () => {
  it('when the span is one UTC night, then only the daytime on either side counts', () => {
    // 22:00 to 08:00 UTC: 22:00–23:00 and 07:00–08:00 are daytime.
    expect(daytimeMinutesBetween(new Date('2026-03-01T22:00:00Z'), new Date('2026-03-02T08:00:00Z'), 'UTC')).toBe(120);
  });

  it('when the hotel is in another time zone, then its own night is left out', () => {
    // 14:00–20:00 UTC is 23:00–05:00 in Tokyo: all night there.
    const from = new Date('2026-03-01T14:00:00Z');
    const to = new Date('2026-03-01T20:00:00Z');
    expect(daytimeMinutesBetween(from, to, 'Asia/Tokyo')).toBe(0);
    expect(daytimeMinutesBetween(from, to, 'Europe/Lisbon')).toBe(360);
  });

  it('when a full day passes, then 16 hours of it are daytime', () => {
    expect(daytimeMinutesBetween(new Date('2026-03-01T00:00:00Z'), new Date('2026-03-02T00:00:00Z'), 'UTC')).toBe(960);
  });

  it('when the silence exceeds three usual gaps and the minimum, then the hotel is silent; without history never', () => {
    expect(isSilent(181, 60)).toBe(true);
    expect(isSilent(180, 60)).toBe(false);
    expect(isSilent(59, 5)).toBe(false);
    expect(isSilent(61, 5)).toBe(true);
    expect(isSilent(10_000, null)).toBe(false);
    expect(isSilent(null, 60)).toBe(false);
  });

  it('when a hotel row holds an unknown zone, then UTC is used instead of failing', () => {
    expect(safeTimezone('Mars/Olympus')).toBe('UTC');
    expect(safeTimezone('Europe/Lisbon')).toBe('Europe/Lisbon');
  });
});
