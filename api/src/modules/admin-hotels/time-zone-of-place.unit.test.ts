import { describe, expect, it } from 'vitest';
import { timeZoneOfPlace } from './time-zone-of-place.ts';

describe('timeZoneOfPlace', () => {
  it.each([
    [['Lisbon, Portugal'], 'Europe/Lisbon'],
    [['lisbon'], 'Europe/Lisbon'],
    [['São Paulo, Brazil'], 'America/Sao_Paulo'],
    [['Sao Paulo'], 'America/Sao_Paulo'],
    [['München, Germany'], 'Europe/Berlin'],
    [['Portland, Maine, USA'], 'America/New_York'],
    [['Portland, Oregon'], 'America/Los_Angeles'],
    [['Paris, France'], 'Europe/Paris'],
    [['Tokyo'], 'Asia/Tokyo'],
    // No city, but a country with one zone.
    [['Somewhere in the Algarve, Portugal'], 'Europe/Lisbon'],
    [['Bavaria, Germany'], 'Europe/Berlin'],
    // The address settles it when the location says nothing.
    [['', 'Rua Augusta 1, 1100-048 Lisbon, Portugal'], 'Europe/Lisbon'],
  ])('when the place is %j, then the zone is %s', (places, zone) => {
    expect(timeZoneOfPlace(...places)).toBe(zone);
  });

  it.each([[['']], [['Seaside']], [['United States']], [['Australia']], [['   ,  ,']]])(
    'when %j does not settle a zone (unknown, or a country with several), then null',
    (places) => {
      expect(timeZoneOfPlace(...places)).toBeNull();
    },
  );
});
