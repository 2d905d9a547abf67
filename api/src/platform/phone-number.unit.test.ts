import { describe, expect, it } from 'vitest';
import { e164Of, isSamePhone } from './phone-number.ts';

describe('e164Of', () => {
  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['+44 (0)20 7946 0958', '+442079460958'],
    ['0044 20 7946-0958', '+442079460958'],
    [' +1 (555) 010-4242 ', '+15550104242'],
    ['020 7946 0958', '02079460958'],
    ['[card number removed]', null],
    ['', null],
    [null, null],
  ])('when the number is %j, then its normal form is %j', (number, expected) => {
    expect(e164Of(number)).toBe(expected);
  });
});

describe('isSamePhone', () => {
  it('when the PMS holds the number in another international spelling, then it is the caller', () => {
    expect(isSamePhone('+442079460958', '0044 (0)20 7946 0958')).toBe(true);
  });

  it('when the PMS holds the national form, then its digits without the trunk 0 must end the caller', () => {
    expect(isSamePhone('+442079460958', '020 7946 0958')).toBe(true);
    expect(isSamePhone('+442079460958', '020 7946 0959')).toBe(false);
  });

  it('when the PMS number is too short to tell, or another country, then it is not the caller', () => {
    expect(isSamePhone('+442079460958', '0958')).toBe(false);
    expect(isSamePhone('+442079460958', '+12079460958')).toBe(false);
    expect(isSamePhone('+442079460958', null)).toBe(false);
  });
});
