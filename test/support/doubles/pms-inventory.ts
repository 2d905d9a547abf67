import { randomUUID } from 'node:crypto';

/** A small hotel's rooms and bookings, held in memory by the PMS doubles (and the local demo PMS). */
export interface InventoryRoomType {
  id: string;
  name: string;
  count: number;
  maxGuests: number;
  nightly: number;
}

export interface InventoryReservation {
  id: string;
  number: string;
  roomTypeId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  status: 'confirmed' | 'canceled';
  /** Cloudbeds' thirdPartyIdentifier / Mews' Identifier, as sent. */
  externalId: string;
}

export const defaultRoomTypes: InventoryRoomType[] = [
  { id: '101', name: 'Queen Room', count: 6, maxGuests: 2, nightly: 129 },
  { id: '102', name: 'King Room', count: 4, maxGuests: 2, nightly: 149 },
  { id: '103', name: 'Family Suite', count: 2, maxGuests: 4, nightly: 229 },
];

const nights = (arrival: string, departure: string) =>
  Math.round((Date.parse(departure) - Date.parse(arrival)) / 86_400_000);

export function createInventory(roomTypes: InventoryRoomType[] = defaultRoomTypes) {
  const reservations = new Map<string, InventoryReservation>();
  let nextNumber = 1000;

  const overlapping = (roomTypeId: string, arrival: string, departure: string) =>
    [...reservations.values()].filter(
      (r) => r.roomTypeId === roomTypeId && r.status === 'confirmed' && r.arrival < departure && arrival < r.departure,
    ).length;

  return {
    roomTypes,
    reservations,
    nights,
    available(roomTypeId: string, arrival: string, departure: string) {
      const type = roomTypes.find((t) => t.id === roomTypeId);
      return type ? Math.max(0, type.count - overlapping(roomTypeId, arrival, departure)) : 0;
    },
    /** A new confirmed booking, or a reason it cannot be made. */
    book(input: Omit<InventoryReservation, 'id' | 'number' | 'status'>): InventoryReservation | string {
      if (!(input.arrival < input.departure)) return 'The check-out date must be after the check-in date.';
      const type = roomTypes.find((t) => t.id === input.roomTypeId);
      if (!type) return `Room type ${input.roomTypeId} does not exist.`;
      if (input.adults + input.children > type.maxGuests) return `${type.name} sleeps at most ${type.maxGuests}.`;
      if (this.available(type.id, input.arrival, input.departure) < 1)
        return `No ${type.name} is free for those dates.`;
      const reservation: InventoryReservation = {
        ...input,
        id: randomUUID(),
        number: String(nextNumber++),
        status: 'confirmed',
      };
      reservations.set(reservation.id, reservation);
      return reservation;
    },
    move(id: string, arrival: string, departure: string): InventoryReservation | string {
      const r = reservations.get(id);
      if (!r) return 'Reservation not found.';
      if (!(arrival < departure)) return 'The check-out date must be after the check-in date.';
      const others =
        overlapping(r.roomTypeId, arrival, departure) - (r.arrival < departure && arrival < r.departure ? 1 : 0);
      const type = roomTypes.find((t) => t.id === r.roomTypeId)!;
      if (r.status === 'confirmed' && type.count - others < 1) return `No ${type.name} is free for those dates.`;
      Object.assign(r, { arrival, departure });
      return r;
    },
    cancel(id: string): InventoryReservation | string {
      const r = reservations.get(id);
      if (!r) return 'Reservation not found.';
      r.status = 'canceled';
      return r;
    },
  };
}

export type Inventory = ReturnType<typeof createInventory>;
