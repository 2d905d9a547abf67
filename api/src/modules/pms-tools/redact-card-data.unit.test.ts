import { describe, expect, it } from 'vitest';
import { redactCardData } from './redact-card-data.ts';

describe('redactCardData', () => {
  it('when arguments hold card fields or card numbers in text, then they are removed and the rest stays', () => {
    expect(
      redactCardData({
        first_name: 'Ada',
        card_number: '4111111111111111',
        cvv: '123',
        expiry: '12/30',
        notes: 'pay with 4111 1111 1111 1111 please, room 4111',
        nested: [{ text: 'amex 3782-822463-10005' }],
      }),
    ).toEqual({
      first_name: 'Ada',
      notes: 'pay with [card number removed] please, room 4111',
      nested: [{ text: 'amex [card number removed]' }],
    });
  });

  it('when a long number fails the Luhn check (a phone or booking number), then it stays', () => {
    expect(redactCardData({ phone: '+44 20 7946 0958 1234', confirmation_number: '1234567890123' })).toEqual({
      phone: '+44 20 7946 0958 1234',
      confirmation_number: '1234567890123',
    });
  });
});
