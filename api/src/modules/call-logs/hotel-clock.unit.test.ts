import { describe, expect, it } from 'vitest';
import { dayIn, isTimeZone, startOfDayIn, wallClockIn } from './hotel-clock.ts';

describe('hotel clock', () => {
  it('when a day starts in a zone ahead of UTC, then the instant is the previous UTC evening', () => {
    expect(startOfDayIn('2025-03-02', 'Europe/Berlin').toISOString()).toBe('2025-03-01T23:00:00.000Z');
    expect(startOfDayIn('2025-07-02', 'Europe/Berlin').toISOString()).toBe('2025-07-01T22:00:00.000Z');
  });

  it('when a day starts in a zone behind UTC or in UTC, then the instant follows', () => {
    expect(startOfDayIn('2025-03-02', 'America/New_York').toISOString()).toBe('2025-03-02T05:00:00.000Z');
    expect(startOfDayIn('2025-03-02', 'UTC').toISOString()).toBe('2025-03-02T00:00:00.000Z');
  });

  it('when the clocks go forward that day, then the day still starts at local midnight', () => {
    expect(startOfDayIn('2025-03-30', 'Europe/Lisbon').toISOString()).toBe('2025-03-30T00:00:00.000Z');
    expect(startOfDayIn('2025-03-31', 'Europe/Lisbon').toISOString()).toBe('2025-03-30T23:00:00.000Z');
  });

  it('when an instant is written on a hotel clock, then it reads as that wall time', () => {
    expect(wallClockIn('2025-03-02T10:00:04.000Z', 'Asia/Tokyo')).toBe('2025-03-02 19:00:04');
    expect(wallClockIn('2025-03-02T00:30:00.000Z', 'America/Los_Angeles')).toBe('2025-03-01 16:30:00');
    expect(wallClockIn(null, 'UTC')).toBeNull();
    expect(dayIn(new Date('2025-03-02T00:30:00.000Z'), 'America/Los_Angeles')).toBe('2025-03-01');
  });

  it('when a zone name is unknown, then it is refused', () => {
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
