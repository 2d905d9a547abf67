import { json, startHttpDouble, type DoubleResponse, type RecordedRequest } from './http-double.ts';
import { createInventory, type Inventory, type InventoryReservation } from './pms-inventory.ts';

/**
 * Cloudbeds API v1.2 as its reference documents it: `/api/v1.2/{method}`, the API key as a bearer
 * token, `propertyID` in the query (GET) or the form body (POST/PUT), answers `{ success, data }` or
 * `{ success: false, message }` (401 for a bad key, 403 for a property the key cannot reach).
 */
export interface CloudbedsDoubleOptions {
  /** The key it accepts: one, or any a test's rule allows. */
  apiKey: string | ((key: string) => boolean);
  propertyId: string;
  propertyName?: string;
  inventory?: Inventory;
  /** The property's currency (propertyCurrency.currencyCode); USD unless named. */
  currency?: string;
}

/** Lets a test answer a request itself (a 429, a slow or malformed answer); undefined falls through. */
export type Interceptor = (req: RecordedRequest) => DoubleResponse | undefined | Promise<DoubleResponse | undefined>;

export function cloudbedsReservation(r: InventoryReservation, inventory: Inventory) {
  const type = inventory.roomTypes.find((t) => t.id === r.roomTypeId)!;
  return {
    reservationID: r.id,
    guestName: `${r.firstName} ${r.lastName}`,
    guestEmail: r.email,
    // As getReservation answers, and getReservations with includeGuestsDetails: every guest, by guest id.
    guestList: {
      [`g-${r.number}`]: {
        guestFirstName: r.firstName,
        guestLastName: r.lastName,
        guestEmail: r.email,
        guestPhone: '',
        guestCellPhone: r.phone,
        isMainGuest: true,
      },
    },
    status: r.status,
    startDate: r.arrival,
    endDate: r.departure,
    adults: String(r.adults),
    children: String(r.children),
    total: inventory.nights(r.arrival, r.departure) * type.nightly,
    thirdPartyIdentifier: r.externalId,
    unassigned: [
      { roomTypeID: type.id, roomTypeName: type.name, adults: String(r.adults), children: String(r.children) },
    ],
  };
}

export function cloudbedsHandler(options: CloudbedsDoubleOptions, interceptors: Interceptor[] = []) {
  const inventory = options.inventory ?? createInventory();
  const currencyCode = options.currency ?? 'USD';
  return async (req: RecordedRequest): Promise<DoubleResponse> => {
    for (const intercept of interceptors) {
      const answer = await intercept(req);
      if (answer) return answer;
    }
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const accepted = typeof options.apiKey === 'string' ? given === options.apiKey : options.apiKey(given);
    if (!accepted) {
      return json(401, { success: false, message: 'Invalid access token' });
    }
    const form = req.method === 'GET' ? req.query : new URLSearchParams(req.body.toString('utf8'));
    const property = form.get('propertyID') ?? form.get('propertyIDs');
    if (property !== options.propertyId) {
      return json(403, { success: false, message: `You don't have access to property ID ${property ?? '(none)'}` });
    }
    const method = req.path.replace(/^\/api\/v1\.2\//, '');
    const byId = (id: string | null) => (id ? inventory.reservations.get(id) : undefined);
    switch (`${req.method} ${method}`) {
      case 'GET getHotelDetails':
        return json(200, {
          success: true,
          data: {
            propertyID: options.propertyId,
            propertyName: options.propertyName ?? 'Double Hotel',
            propertyCurrency: { currencyCode },
          },
        });
      case 'GET getAvailableRoomTypes': {
        const arrival = form.get('startDate') ?? '';
        const departure = form.get('endDate') ?? '';
        const guests = Number(form.get('adults') ?? 1) + Number(form.get('children') ?? 0);
        const rooms = inventory.roomTypes
          .filter((t) => t.maxGuests >= guests)
          .map((t) => ({
            roomTypeID: t.id,
            roomTypeName: t.name,
            maxGuests: String(t.maxGuests),
            roomRate: t.nightly * inventory.nights(arrival, departure),
            roomsAvailable: inventory.available(t.id, arrival, departure),
          }))
          .filter((room) => room.roomsAvailable > 0);
        return json(200, {
          success: true,
          data: [{ propertyID: options.propertyId, propertyCurrency: { currencyCode }, propertyRooms: rooms }],
          roomCount: rooms.length,
          count: 1,
          total: 1,
        });
      }
      case 'GET getReservation': {
        const r = byId(form.get('reservationID'));
        return r
          ? json(200, { success: true, data: cloudbedsReservation(r, inventory) })
          : json(200, { success: false, message: 'Reservation not found' });
      }
      case 'GET getReservations': {
        const from = form.get('checkInFrom');
        const to = form.get('checkInTo');
        const rows = [...inventory.reservations.values()].filter(
          (r) => (!from || r.arrival >= from) && (!to || r.arrival <= to),
        );
        return json(200, {
          success: true,
          data: rows.map((r) => cloudbedsReservation(r, inventory)),
          count: rows.length,
        });
      }
      case 'GET getGuestList': {
        // The reference's filters this double knows: one phone field (exact digits) and the check-out date.
        const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');
        const phone = form.get('guestPhone');
        const cell = form.get('guestCellPhone');
        const checkOutFrom = form.get('checkOutFrom');
        const guests = [...inventory.reservations.values()].filter(
          (r) =>
            (!checkOutFrom || r.departure >= checkOutFrom) &&
            // As cloudbedsReservation shapes them: the booking's phone is the guest's cell phone.
            (phone === null || digits(phone) === '') &&
            (cell === null || digits(cell) === digits(r.phone)),
        );
        return json(200, {
          success: true,
          data: Object.fromEntries(
            guests.map((r) => [
              `g-${r.number}`,
              {
                reservationID: r.id,
                guestID: `g-${r.number}`,
                guestName: `${r.firstName} ${r.lastName}`,
                guestFirstName: r.firstName,
                guestLastName: r.lastName,
                guestEmail: r.email,
                guestPhone: '',
                guestCellPhone: r.phone,
                isMainGuest: true,
                status: r.status,
              },
            ]),
          ),
          count: guests.length,
          total: guests.length,
        });
      }
      case 'POST postReservation': {
        const booked = inventory.book({
          roomTypeId: form.get('rooms[0][roomTypeID]') ?? '',
          firstName: form.get('guestFirstName') ?? '',
          lastName: form.get('guestLastName') ?? '',
          email: form.get('guestEmail') ?? '',
          phone: form.get('guestPhone') ?? '',
          arrival: form.get('startDate') ?? '',
          departure: form.get('endDate') ?? '',
          adults: Number(form.get('adults[0][quantity]') ?? 1),
          children: Number(form.get('children[0][quantity]') ?? 0),
          externalId: form.get('thirdPartyIdentifier') ?? '',
        });
        if (typeof booked === 'string') return json(400, { success: false, message: booked });
        const shaped = cloudbedsReservation(booked, inventory);
        return json(200, {
          success: true,
          ...shaped,
          grandTotal: shaped.total,
          guestFirstName: booked.firstName,
          guestLastName: booked.lastName,
        });
      }
      case 'PUT putReservation': {
        const id = form.get('reservationID');
        const result =
          form.get('status') === 'canceled'
            ? inventory.cancel(id ?? '')
            : inventory.move(
                id ?? '',
                form.get('rooms[0][checkinDate]') ?? '',
                form.get('rooms[0][checkoutDate]') ?? '',
              );
        return typeof result === 'string'
          ? json(400, { success: false, message: result })
          : json(200, { success: true, data: cloudbedsReservation(result, inventory) });
      }
      default:
        return json(404, { success: false, message: `Unknown method ${method}` });
    }
  };
}

export async function startCloudbedsDouble(options: CloudbedsDoubleOptions) {
  const interceptors: Interceptor[] = [];
  const inventory = options.inventory ?? createInventory();
  const double = await startHttpDouble(cloudbedsHandler({ ...options, inventory }, interceptors));
  return {
    ...double,
    inventory,
    intercept: (fn: Interceptor) => interceptors.push(fn),
    clearInterceptors: () => (interceptors.length = 0),
  };
}
