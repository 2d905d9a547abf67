import type { PmsProvider } from '../../contracts/constants.ts';

export type { PmsProvider };

export interface PmsCredentials {
  provider: PmsProvider;
  /** Cloudbeds: the API key; Mews: the property's AccessToken. */
  apiKey: string;
  /** Cloudbeds' propertyID; unused by Mews (the AccessToken names the property). */
  propertyId: string | null;
}

/** Dates are the hotel's calendar days, YYYY-MM-DD. */
export interface StayQuery {
  arrival: string;
  departure: string;
  adults: number;
  children: number;
}

export interface RoomOffer {
  roomTypeId: string;
  name: string;
  /** Rooms of this type free for every night of the stay. */
  available: number;
  maxGuests: number | null;
  /** Price of the whole stay, when the PMS gives one. */
  totalPrice: number | null;
  currency: string | null;
}

export type ReservationStatus = 'confirmed' | 'checked_in' | 'checked_out' | 'cancelled' | 'other';

export interface PmsReservation {
  reservationId: string;
  confirmationNumber: string;
  guestName: string;
  arrival: string;
  departure: string;
  status: ReservationStatus;
  roomType: string | null;
  total: number | null;
  currency: string | null;
  /** The e-mail addresses and phone numbers on the booking: to check a caller against, never read out. */
  guestEmails: string[];
  guestPhones: string[];
}

export interface NewReservation extends StayQuery {
  roomTypeId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  /** Sent to the PMS where it keeps one (Cloudbeds' thirdPartyIdentifier), so a booking can be traced back. */
  idempotencyKey: string;
}

export interface ReservationSearch {
  confirmationNumber?: string;
  lastName?: string;
  arrival?: string;
}

/** What the agent's tools and the key check need from any PMS. Every failure is a PmsError. */
export interface PmsAdapter {
  readonly name: string;
  /** A cheap authenticated read: resolves when the PMS accepts the credentials; the property's currency where it says. */
  verify(): Promise<{ propertyName: string; currency: string | null }>;
  availability(query: StayQuery): Promise<RoomOffer[]>;
  findReservations(search: ReservationSearch): Promise<PmsReservation[]>;
  createReservation(reservation: NewReservation): Promise<PmsReservation>;
  changeDates(reservationId: string, arrival: string, departure: string): Promise<PmsReservation>;
  cancelReservation(reservationId: string): Promise<PmsReservation>;
  /** One reservation read back by its id (Cloudbeds getReservation, Mews reservations/getAll); not_found when gone. */
  readReservation(reservationId: string): Promise<PmsReservation>;
  /** The reservation in the PMS's own screens, where the PMS has such an address; null elsewhere. */
  reservationUrl(reservationId: string): string | null;
  /**
   * Read-only: the reservations booked with this phone number (E.164, the caller's) that end on or
   * after `today` (YYYY-MM-DD, the hotel's day), cancelled ones left out. For the guest behind a
   * caller's number (decision 093); nothing is written to the PMS.
   */
  staysByPhone(phone: string, today: string): Promise<PmsReservation[]>;
}

/** How far ahead a guest's upcoming stay is looked for. */
export const upcomingStayDays = 90;

/** The YYYY-MM-DD `days` after a YYYY-MM-DD day. */
export const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const pmsNames: Record<PmsProvider, string> = { cloudbeds: 'Cloudbeds', mews: 'Mews' };

/** Whole nights between two YYYY-MM-DD dates. */
export function nightsBetween(arrival: string, departure: string): number {
  return Math.round((Date.parse(`${departure}T00:00:00Z`) - Date.parse(`${arrival}T00:00:00Z`)) / 86_400_000);
}

/** Letters and digits only, lower case, accents dropped: "Müller-Lüdenscheidt" is "muller ludenscheidt". */
const nameWords = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Whether the guest's full name carries this last name as whole words ("van der Berg" too). */
export function hasLastName(guestName: string, lastName: string): boolean {
  const wanted = nameWords(lastName);
  return wanted !== '' && ` ${nameWords(guestName)} `.includes(` ${wanted} `);
}

/** An ISO 4217 code as a PMS gave it ("eur" is EUR), or null for anything else. */
export function isoCurrency(code: string | null | undefined): string | null {
  const upper = code?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(upper) ? upper : null;
}
