import { z } from 'zod';
import { PmsError } from './pms-error.ts';
import { pmsFetch, type PmsHttpOptions } from './pms-http.ts';
import { isSamePhone } from '../../platform/phone-number.ts';
import { hasLastName, isoCurrency, type PmsAdapter, type PmsReservation, type ReservationStatus } from './pms-port.ts';

/**
 * Cloudbeds API v1.2 (https://api.cloudbeds.com/api/v1.2/{method}): the API key as a bearer token,
 * the property as `propertyID`, form-encoded writes, JSON answers of the form
 * `{ success, data | message }` — `success: false` can come with HTTP 200.
 */
const envelope = z.object({ success: z.boolean(), message: z.string().optional() }).loose();

const roomType = z
  .object({
    roomTypeID: z.coerce.string(),
    roomTypeName: z.string(),
    roomsAvailable: z.coerce.number(),
    maxGuests: z.coerce.number().optional(),
    roomRate: z.coerce.number().optional(),
  })
  .loose();
const availability = z.object({
  data: z.array(
    z
      .object({
        propertyCurrency: z.object({ currencyCode: z.string() }).loose().optional(),
        propertyRooms: z.array(roomType),
      })
      .loose(),
  ),
});
const guestContact = z
  .object({ guestEmail: z.string().nullish(), guestPhone: z.string().nullish(), guestCellPhone: z.string().nullish() })
  .loose();
const reservation = z
  .object({
    reservationID: z.coerce.string(),
    guestName: z.string().optional(),
    guestFirstName: z.string().optional(),
    guestLastName: z.string().optional(),
    status: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    total: z.coerce.number().optional(),
    grandTotal: z.coerce.number().optional(),
    roomTypeName: z.string().optional(),
    unassigned: z.array(z.object({ roomTypeName: z.string().optional() }).loose()).optional(),
    assigned: z.array(z.object({ roomTypeName: z.string().optional() }).loose()).optional(),
    guestEmail: z.string().nullish(),
    guestPhone: z.string().nullish(),
    guestCellPhone: z.string().nullish(),
    // Every guest of the booking (keyed by guest id), with includeGuestsDetails on a list.
    guestList: z.union([z.record(z.string(), guestContact), z.array(guestContact)]).nullish(),
  })
  .loose();

/** getGuestList's guests: an object keyed by guest id in the reference, an array in some answers. */
const listedGuest = z
  .object({ reservationID: z.coerce.string(), guestPhone: z.string().nullish(), guestCellPhone: z.string().nullish() })
  .loose();
const guestList = z.object({
  data: z.union([z.record(z.string(), listedGuest), z.array(listedGuest)]).transform((d) => Object.values(d)),
});
/** Reservations read for one caller: a returning guest has one or two ahead, rarely more. */
const staysPerPhone = 3;

const statuses: Record<string, ReservationStatus> = {
  confirmed: 'confirmed',
  not_confirmed: 'confirmed',
  in_house: 'checked_in',
  checked_out: 'checked_out',
  canceled: 'cancelled',
  cancelled: 'cancelled',
};

/** The booking's e-mail addresses and phone numbers, wherever Cloudbeds put them, each once. */
function contactsOf(row: z.infer<typeof reservation>) {
  const guests = [row, ...Object.values(row.guestList ?? {})];
  const present = (values: (string | null | undefined)[]) =>
    [...new Set(values.map((v) => v?.trim() ?? ''))].filter(Boolean);
  return {
    guestEmails: present(guests.map((g) => g.guestEmail)),
    guestPhones: present(guests.flatMap((g) => [g.guestPhone, g.guestCellPhone])),
  };
}

function toReservation(row: z.infer<typeof reservation>, currency: string | null): PmsReservation {
  const guestName = row.guestName ?? [row.guestFirstName, row.guestLastName].filter(Boolean).join(' ');
  const rooms = [...(row.assigned ?? []), ...(row.unassigned ?? [])];
  return {
    reservationId: row.reservationID,
    confirmationNumber: row.reservationID,
    guestName,
    arrival: row.startDate.slice(0, 10),
    departure: row.endDate.slice(0, 10),
    status: statuses[row.status] ?? 'other',
    roomType: row.roomTypeName ?? rooms[0]?.roomTypeName ?? null,
    total: row.grandTotal ?? row.total ?? null,
    currency,
    ...contactsOf(row),
  };
}

export function createCloudbedsAdapter(
  credentials: { apiKey: string; propertyId: string | null },
  baseUrl: string,
  http: Omit<PmsHttpOptions, 'pmsName' | 'reasonOf'>,
): PmsAdapter {
  const propertyId = credentials.propertyId ?? '';
  const options: PmsHttpOptions = {
    ...http,
    pmsName: 'Cloudbeds',
    reasonOf: (body) => envelope.safeParse(body).data?.message,
  };
  const headers = { authorization: `Bearer ${credentials.apiKey}` };
  const url = (method: string, query: Record<string, string> = {}) => {
    const u = new URL(`/api/v1.2/${method}`, baseUrl);
    for (const [key, value] of Object.entries(query)) u.searchParams.set(key, value);
    return u;
  };

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT',
    name: string,
    params: Record<string, string>,
    schema: S,
  ): Promise<z.infer<S>> {
    const withProperty = { propertyID: propertyId, ...params };
    const body =
      method === 'GET'
        ? await pmsFetch({ method, url: url(name, withProperty), headers }, options)
        : await pmsFetch(
            {
              method,
              url: url(name),
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams(withProperty).toString(),
            },
            options,
          );
    const head = envelope.safeParse(body);
    if (!head.success) throw new PmsError('malformed', 'Cloudbeds answered in an unexpected shape.');
    if (!head.data.success) {
      const message = head.data.message ?? 'Cloudbeds refused the request.';
      throw new PmsError(/not found|no reservation/i.test(message) ? 'not_found' : 'rejected', message);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new PmsError('malformed', 'Cloudbeds answered in an unexpected shape.');
    return parsed.data;
  }

  const readReservation = async (reservationId: string) =>
    toReservation(
      (await call('GET', 'getReservation', { reservationID: reservationId }, z.object({ data: reservation }))).data,
      null,
    );

  return {
    name: 'Cloudbeds',

    async verify() {
      const details = await call(
        'GET',
        'getHotelDetails',
        {},
        z.object({
          data: z
            .object({
              propertyName: z.string(),
              propertyCurrency: z.object({ currencyCode: z.string() }).loose().optional(),
            })
            .loose(),
        }),
      );
      return {
        propertyName: details.data.propertyName,
        currency: isoCurrency(details.data.propertyCurrency?.currencyCode),
      };
    },

    async availability(query) {
      const answer = await call(
        'GET',
        'getAvailableRoomTypes',
        {
          propertyIDs: propertyId,
          startDate: query.arrival,
          endDate: query.departure,
          adults: String(query.adults),
          children: String(query.children),
        },
        availability,
      );
      return answer.data.flatMap((property) =>
        property.propertyRooms.map((room) => ({
          roomTypeId: room.roomTypeID,
          name: room.roomTypeName,
          available: room.roomsAvailable,
          maxGuests: room.maxGuests ?? null,
          totalPrice: room.roomRate ?? null,
          currency: property.propertyCurrency?.currencyCode ?? null,
        })),
      );
    },

    async findReservations(search) {
      if (search.confirmationNumber) {
        try {
          return [await readReservation(search.confirmationNumber)];
        } catch (error) {
          if (error instanceof PmsError && error.kind === 'not_found') return [];
          throw error;
        }
      }
      const params: Record<string, string> = { includeGuestsDetails: 'true' };
      if (search.arrival) Object.assign(params, { checkInFrom: search.arrival, checkInTo: search.arrival });
      const answer = await call('GET', 'getReservations', params, z.object({ data: z.array(reservation) }));
      const lastName = search.lastName;
      return answer.data
        .map((row) => toReservation(row, null))
        .filter((r) => !lastName || hasLastName(r.guestName, lastName));
    },

    async createReservation(r) {
      const created = await call(
        'POST',
        'postReservation',
        {
          startDate: r.arrival,
          endDate: r.departure,
          guestFirstName: r.firstName,
          guestLastName: r.lastName,
          guestCountry: 'US',
          guestEmail: r.email ?? '',
          guestPhone: r.phone ?? '',
          thirdPartyIdentifier: r.idempotencyKey,
          paymentMethod: 'cash',
          'rooms[0][roomTypeID]': r.roomTypeId,
          'rooms[0][quantity]': '1',
          'adults[0][roomTypeID]': r.roomTypeId,
          'adults[0][quantity]': String(r.adults),
          'children[0][roomTypeID]': r.roomTypeId,
          'children[0][quantity]': String(r.children),
        },
        reservation,
      );
      return toReservation(created, null);
    },

    async changeDates(reservationId, arrival, departure) {
      await call(
        'PUT',
        'putReservation',
        { reservationID: reservationId, 'rooms[0][checkinDate]': arrival, 'rooms[0][checkoutDate]': departure },
        envelope,
      );
      return readReservation(reservationId);
    },

    async cancelReservation(reservationId) {
      await call('PUT', 'putReservation', { reservationID: reservationId, status: 'canceled' }, envelope);
      return readReservation(reservationId);
    },

    readReservation,

    // The staff app's reservation page; only for the real API (a local double has no such screens).
    reservationUrl: (reservationId) =>
      new URL(baseUrl).hostname === 'api.cloudbeds.com' && propertyId
        ? `https://hotels.cloudbeds.com/connect/${encodeURIComponent(propertyId)}#/reservations/${encodeURIComponent(reservationId)}`
        : null,

    // getGuestList filters by guestPhone or guestCellPhone (one each, so both are asked) and by
    // check-out date; its guests carry no stay, so each reservation found is read for its dates.
    async staysByPhone(phone, today) {
      const asked = await Promise.all(
        (['guestPhone', 'guestCellPhone'] as const).map((field) =>
          call(
            'GET',
            'getGuestList',
            { propertyIDs: propertyId, [field]: phone, checkOutFrom: today, pageSize: '20' },
            guestList,
          ),
        ),
      );
      const reservationIds = [
        ...new Set(
          asked
            .flatMap((answer) => answer.data)
            .filter((guest) => isSamePhone(phone, guest.guestPhone) || isSamePhone(phone, guest.guestCellPhone))
            .map((guest) => guest.reservationID),
        ),
      ].slice(0, staysPerPhone);
      const stays = await Promise.all(reservationIds.map((id) => readReservation(id)));
      return stays.filter((stay) => stay.departure >= today && stay.status !== 'cancelled');
    },
  };
}
