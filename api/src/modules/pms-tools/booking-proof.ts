import { hasLastName, type PmsReservation, type ReservationSearch } from '../pms/index.ts';
import type { BookingProof } from './pms-tools.schemas.ts';

/**
 * A surname alone opens no booking (issue #30): before the agent reads out, moves or cancels one,
 * the caller gives the last name on it and either the confirmation number, or the arrival date
 * with the phone number or e-mail on the booking.
 */

/** What the agent should ask the caller for next, as a question it can say; null when enough is given. */
export function missingProof(proof: BookingProof): string | null {
  const contact = Boolean(proof.phone || proof.email);
  const second = Boolean(proof.confirmation_number || (proof.arrival_date && contact));
  if (!proof.last_name) {
    return second
      ? 'May I have the last name on the booking?'
      : 'May I have the last name on the booking, and the confirmation number or the arrival date with the phone number or e-mail you booked with?';
  }
  if (second) return null;
  if (proof.arrival_date) {
    return 'For your security, may I have the phone number or e-mail you booked with, or the confirmation number?';
  }
  if (contact) return 'For your security, may I have the arrival date of the booking, or the confirmation number?';
  return 'For your security I need one more detail: the confirmation number, or the arrival date with the phone number or e-mail you booked with.';
}

/** What to ask the PMS for: by confirmation number when given, else the last name on the arrival day. */
export const proofSearch = (proof: BookingProof): ReservationSearch =>
  proof.confirmation_number
    ? { confirmationNumber: proof.confirmation_number, lastName: proof.last_name }
    : { lastName: proof.last_name, arrival: proof.arrival_date };

const digits = (value: string) => value.replace(/\D/g, '');

/** Same number, or one ends with the other (a country code given or left out), at least 7 digits. */
function samePhone(a: string, b: string): boolean {
  const [short, long] = [digits(a), digits(b)].sort((x, y) => x.length - y.length) as [string, string];
  return short.length >= 7 && long.endsWith(short);
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether the booking is the caller's: every detail given matches it (for the phone and e-mail,
 * one of those given is enough). Call only once missingProof said the proof is complete.
 */
export function matchesProof(booking: PmsReservation, proof: BookingProof): boolean {
  if (!proof.last_name || !hasLastName(booking.guestName, proof.last_name)) return false;
  if (proof.confirmation_number && !sameText(booking.confirmationNumber, proof.confirmation_number)) return false;
  if (proof.arrival_date && booking.arrival !== proof.arrival_date) return false;
  if (!proof.phone && !proof.email) return true;
  const phoneMatches = proof.phone ? booking.guestPhones.some((p) => samePhone(p, proof.phone!)) : false;
  const emailMatches = proof.email ? booking.guestEmails.some((e) => sameText(e, proof.email!)) : false;
  return phoneMatches || emailMatches;
}
