import type { PmsReservation, RoomOffer } from '../pms/index.ts';

/**
 * What a tool answers: `ok`, a sentence the agent can say as it is (`say`), and the data it may
 * use in its next step (ids to pass back). Failures carry `error`, a stable code for prompts.
 */
export type ToolResult =
  | { ok: true; say: string; [data: string]: unknown }
  | { ok: false; error: ToolErrorCode; say: string; [data: string]: unknown };

export type ToolErrorCode =
  | 'pms_unavailable'
  | 'pms_not_connected'
  | 'rate_limited'
  | 'not_found'
  | 'refused_by_pms'
  | 'in_progress'
  | 'invalid_arguments'
  | 'verification_needed';

/** The spoken fallback when the PMS is slow, down or not connected (the issue's wording). */
export const fallbackSay = "I can't check the system right now; I'll take your details for the front desk.";

export const fallback = (error: ToolErrorCode, extra: Record<string, unknown> = {}): ToolResult => ({
  ok: false,
  error,
  say: fallbackSay,
  ...extra,
});

const money = (amount: number | null, currency: string | null) =>
  amount === null ? null : `${amount.toFixed(amount % 1 === 0 ? 0 : 2)} ${currency ?? ''}`.trim();

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' });

export function availabilityAnswer(offers: RoomOffer[], arrival: string, departure: string): ToolResult {
  const free = offers.filter((o) => o.available > 0);
  const rooms = free.map((o) => ({
    room_type_id: o.roomTypeId,
    name: o.name,
    rooms_left: o.available,
    max_guests: o.maxGuests,
    total_price: o.totalPrice,
    currency: o.currency,
  }));
  if (free.length === 0) {
    return {
      ok: true,
      available: false,
      rooms,
      say: `We have no rooms free from ${longDate(arrival)} to ${longDate(departure)}.`,
    };
  }
  const parts = free.map((o) => {
    const price = money(o.totalPrice, o.currency);
    return `${o.name}${price ? ` at ${price} for the stay` : ''} (${o.available} left)`;
  });
  return {
    ok: true,
    available: true,
    rooms,
    say: `From ${longDate(arrival)} to ${longDate(departure)} we have: ${parts.join('; ')}.`,
  };
}

export const reservationData = (r: PmsReservation) => ({
  reservation_id: r.reservationId,
  confirmation_number: r.confirmationNumber,
  guest_name: r.guestName,
  arrival_date: r.arrival,
  departure_date: r.departure,
  status: r.status,
  room_type: r.roomType,
  total_price: r.total,
  currency: r.currency,
});

const describe = (r: PmsReservation) =>
  `${r.guestName ? `${r.guestName}, ` : ''}${r.roomType ? `${r.roomType}, ` : ''}${longDate(r.arrival)} to ${longDate(r.departure)}, confirmation number ${r.confirmationNumber}`;

/** The caller has not said enough to open a booking: nothing is read out, `say` asks for what is missing. */
export const verificationNeeded = (say: string): ToolResult => ({ ok: false, error: 'verification_needed', say });

/** No booking matches every detail given; the same words whether or not the last name exists. */
export const notFoundAnswer = (): ToolResult => ({
  ok: false,
  error: 'not_found',
  say: "I couldn't find a reservation with those details.",
  reservations: [],
});

export function foundAnswer(found: PmsReservation[]): ToolResult {
  if (found.length === 0) return notFoundAnswer();
  const say =
    found.length === 1
      ? `I found the reservation: ${describe(found[0]!)} (${found[0]!.status.replace('_', ' ')}).`
      : `I found ${found.length} reservations: ${found.map(describe).join('; ')}.`;
  return { ok: true, say, reservations: found.map(reservationData) };
}

export const createdAnswer = (r: PmsReservation): ToolResult => ({
  ok: true,
  say: `The reservation is made: ${describe(r)}.`,
  reservation: reservationData(r),
});

export const changedAnswer = (r: PmsReservation): ToolResult => ({
  ok: true,
  say: `The reservation now runs from ${longDate(r.arrival)} to ${longDate(r.departure)}; the confirmation number stays ${r.confirmationNumber}.`,
  reservation: reservationData(r),
});

export const cancelledAnswer = (r: PmsReservation): ToolResult => ({
  ok: true,
  say: `Reservation ${r.confirmationNumber} is cancelled.`,
  reservation: reservationData(r),
});
