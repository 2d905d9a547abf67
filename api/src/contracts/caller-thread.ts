/**
 * The guest behind a number (issue #33, decision 093): every call of one caller number at a hotel
 * is one thread. The number never leaves the api whole here: a thread is named by one of its calls
 * (`?caller=<callId>` on the call list and its CSV) and shown by its last 4 digits.
 */

/** `GET /api/hotels/:hotelId/call-logs/:callId/caller-thread`. */
export interface CallerThread {
  callId: string;
  /** The last 4 digits of the caller's number; null when the call came without one (no thread). */
  callerLast4: string | null;
  /** Calls from the same number that started before this one. */
  earlierCalls: number;
  /** Every call from the same number, this one included (1 without a number). */
  totalCalls: number;
}

/** The guest's current or next stay, as the hotel's PMS holds it (YYYY-MM-DD days). */
export interface CallerGuestStay {
  arrival: string;
  departure: string;
  roomType: string | null;
  /** Arrived and not yet departed, on the hotel's clock. */
  inHouse: boolean;
}

/**
 * `GET /api/hotels/:hotelId/call-logs/:callId/caller-guest`: who the hotel's PMS says has the
 * caller's number. `found` carries the guest; anything else shows nothing: `not_found` (no current
 * or upcoming reservation with that number), `no_number`, `no_pms` (no PMS connected) and
 * `unavailable` (the PMS failed, was slow or asked us to wait).
 */
export type CallerGuest =
  | { lookup: 'found'; guest: { name: string; stay: CallerGuestStay } }
  | { lookup: 'not_found' | 'no_number' | 'no_pms' | 'unavailable'; guest: null };
