import { describe, expect, it } from 'vitest';
import { googleLine, trendLine } from './trend-line.ts';

const period = (average: number | null, count: number) => ({ average, count });

describe('trendLine', () => {
  it('when both periods have reviews, then it says up or down by how much', () => {
    expect(trendLine({ days: 30, current: period(4.5, 2), previous: period(2.5, 2) })).toBe(
      'Last 30 days: 4.5 from 2 reviews, up 2.0 from 2.5 in the 30 days before.',
    );
    expect(trendLine({ days: 30, current: period(3, 1), previous: period(3.25, 4) })).toBe(
      'Last 30 days: 3.0 from 1 review, down 0.3 from 3.3 in the 30 days before.',
    );
  });

  it('when a period is empty or nothing changed, then it says so', () => {
    expect(trendLine({ days: 30, current: period(null, 0), previous: period(4, 3) })).toBe(
      'No reviews in the last 30 days.',
    );
    expect(trendLine({ days: 30, current: period(4, 3), previous: period(null, 0) })).toBe(
      'Last 30 days: 4.0 from 3 reviews; none in the 30 days before.',
    );
    expect(trendLine({ days: 30, current: period(4, 3), previous: period(4.02, 9) })).toBe(
      'Last 30 days: 4.0 from 3 reviews, the same as the 30 days before.',
    );
  });
});

describe('googleLine', () => {
  it('when guests were offered Google, then it says how many and how many opened it', () => {
    expect(googleLine({ offered: 12, opened: 5 })).toBe('Google: offered to 12 guests, 5 opened it.');
    expect(googleLine({ offered: 1, opened: 0 })).toBe('Google: offered to 1 guest, 0 opened it.');
    expect(googleLine({ offered: 0, opened: 0 })).toBe('Google: no guest has been offered your Google page yet.');
  });
});
