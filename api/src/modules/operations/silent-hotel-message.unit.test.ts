import { describe, expect, it } from 'vitest';
import { minutesInWords, silentHotelMessage } from './silent-hotel-message.ts';

describe('the operations e-mail for a hotel that went quiet', () => {
  it('when a hotel has had no call for a day, then its last call is on its own clock and the spells are in words', () => {
    expect(
      silentHotelMessage({
        name: 'Quiet Harbour Hotel',
        timezone: 'Europe/Berlin',
        lastCallAt: '2026-11-26T19:33:13.000Z',
        daytimeMinutesSinceLastCall: 1103,
        usualGapMinutes: 60,
      }),
    ).toBe(
      'Quiet Harbour Hotel has had no call since Thu 26 Nov, 20:33 (hotel time, Europe/Berlin): about 18 hours of daytime without a call, where its quiet spells usually last at most about 1 hour.',
    );
  });

  it('says minutes, hours and days as people do', () => {
    expect([1, 45, 60, 89, 91, 1103, 2800, 2880, 4400].map(minutesInWords)).toEqual([
      '1 minute',
      '45 minutes',
      'about 1 hour',
      'about 1 hour',
      'about 2 hours',
      'about 18 hours',
      'about 47 hours',
      'about 2 days',
      'about 3 days',
    ]);
  });
});
