import { describe, expect, it } from 'vitest';
import type { PmsReservation } from '../pms/index.ts';
import { matchesProof, missingProof } from './booking-proof.ts';

const booking: PmsReservation = {
  reservationId: 'r1',
  confirmationNumber: 'HV-1042',
  guestName: 'Grace van der Hopper',
  arrival: '2032-05-01',
  departure: '2032-05-03',
  status: 'confirmed',
  roomType: 'King Room',
  total: 298,
  currency: 'USD',
  guestEmails: ['Grace@Example.com'],
  guestPhones: ['+1 (555) 010-4242'],
};

describe('what the caller must say before a booking is opened', () => {
  it('when only a last name is given, then it asks for the confirmation number or the arrival date with phone or e-mail', () => {
    expect(missingProof({ last_name: 'Hopper' })).toMatch(/confirmation number, or the arrival date with the phone/);
    expect(missingProof({ last_name: 'Hopper', arrival_date: '2032-05-01' })).toMatch(/phone number or e-mail/);
    expect(missingProof({ last_name: 'Hopper', email: 'grace@example.com' })).toMatch(/arrival date/);
    expect(missingProof({ confirmation_number: 'HV-1042' })).toBe('May I have the last name on the booking?');
    expect(missingProof({})).toMatch(/^May I have the last name on the booking, and/);
  });

  it('when the last name comes with the confirmation number, or the arrival date with phone or e-mail, then that is enough', () => {
    expect(missingProof({ last_name: 'Hopper', confirmation_number: 'HV-1042' })).toBeNull();
    expect(missingProof({ last_name: 'Hopper', arrival_date: '2032-05-01', phone: '555 010 4242' })).toBeNull();
    expect(missingProof({ last_name: 'Hopper', arrival_date: '2032-05-01', email: 'g@example.com' })).toBeNull();
  });
});

describe('whether a booking is the caller’s', () => {
  it('when every detail given matches, then it is, whatever the case, accents or country code', () => {
    expect(matchesProof(booking, { last_name: 'VAN DER HOPPER', confirmation_number: 'hv-1042' })).toBe(true);
    expect(matchesProof(booking, { last_name: 'hopper', arrival_date: '2032-05-01', phone: '555-010-4242' })).toBe(
      true,
    );
    expect(
      matchesProof(booking, { last_name: 'Hopper', arrival_date: '2032-05-01', email: ' grace@example.COM ' }),
    ).toBe(true);
    // The last seven digits are enough (a local number without its area code).
    expect(matchesProof(booking, { last_name: 'Hopper', arrival_date: '2032-05-01', phone: '0104242' })).toBe(true);
    expect(
      matchesProof({ ...booking, guestName: 'José Núñez' }, { last_name: 'Nunez', confirmation_number: 'HV-1042' }),
    ).toBe(true);
  });

  it('when any detail given differs, then it is not', () => {
    expect(matchesProof(booking, { last_name: 'Hop', confirmation_number: 'HV-1042' })).toBe(false);
    expect(matchesProof(booking, { last_name: 'Hopper', confirmation_number: 'HV-1043' })).toBe(false);
    expect(matchesProof(booking, { last_name: 'Hopper', arrival_date: '2032-05-02', phone: '5550104242' })).toBe(false);
    expect(matchesProof(booking, { last_name: 'Hopper', arrival_date: '2032-05-01', phone: '104242' })).toBe(false);
    expect(matchesProof(booking, { last_name: 'Hopper', arrival_date: '2032-05-01', email: 'x@example.com' })).toBe(
      false,
    );
    expect(
      matchesProof(
        { ...booking, guestEmails: [], guestPhones: [] },
        {
          last_name: 'Hopper',
          arrival_date: '2032-05-01',
          email: 'grace@example.com',
        },
      ),
    ).toBe(false);
  });
});
