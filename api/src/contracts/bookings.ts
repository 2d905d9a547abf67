/**
 * Bookings the voice agent made, changed or cancelled in the PMS, per call (issue #33, decision 091).
 * Amounts are what the PMS said, in the currency it said them in; null when it gave none.
 */
export type BookingStatus = 'booked' | 'changed' | 'cancelled';

/**
 * The call list's mark: `booked` when a reservation the agent made on the call still stands
 * (amount: their sum, when every one has an amount in one currency), `changed` when the call only
 * moved an existing booking, `cancelled` when everything it made or touched is cancelled.
 */
export interface CallBookingMark {
  status: BookingStatus;
  bookings: number;
  amount: number | null;
  currency: string | null;
}

/** One step in a booking's life: made, dates changed or cancelled, by the agent on a call or found by the daily PMS check. */
export interface BookingChange {
  kind: BookingStatus;
  /** The call it happened on (its room name); null when the daily PMS check found it. */
  callRef: string | null;
  arrival: string;
  departure: string;
  amountBefore: number | null;
  amount: number | null;
  currency: string;
  at: string;
}

/** `GET /api/hotels/:hotelId/call-logs/:callId/bookings`: the bookings the call made or touched. */
export interface CallBooking {
  bookingId: string;
  confirmationNumber: string;
  /** True when the agent created it on this call (it counts as revenue while it stands). */
  madeOnCall: boolean;
  status: BookingStatus;
  roomType: string | null;
  arrival: string;
  departure: string;
  adults: number | null;
  children: number | null;
  amount: number | null;
  currency: string;
  /** The booking in the PMS's own screens, where the PMS has such a link. */
  pmsUrl: string | null;
  createdAt: string;
  changes: BookingChange[];
}

export interface CallBookings {
  items: CallBooking[];
}

/**
 * `GET /api/hotels/:hotelId/insights/revenue?from=&to=`: the agent-made bookings still standing,
 * made in [from, to] on the hotel's clock, in the hotel's currency, and the same days before.
 */
export interface RevenueFigures {
  /** Sum of the bookings' amounts; bookings without an amount count in `bookings` only. */
  amount: number;
  bookings: number;
  /** amount ÷ bookings with an amount; null without any. */
  averageAmount: number | null;
  /** Bookings made while the front desk was closed. */
  afterHoursBookings: number;
}

export interface RevenueInsights {
  hotelId: string;
  currency: string;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  current: RevenueFigures;
  previous: RevenueFigures;
}
