import { json, startHttpDouble, type DoubleResponse, type RecordedRequest } from './http-double.ts';
import type { Interceptor } from './cloudbeds-double.ts';
import { createInventory, type Inventory, type InventoryReservation } from './pms-inventory.ts';

/**
 * Mews Connector API as its documentation describes it: POST `/api/connector/v1/{operation}` with
 * ClientToken, AccessToken and Client in the JSON body; 401 `{ Message }` for tokens it does not
 * know, 400 `{ Message }` for requests it refuses.
 */
export interface MewsDoubleOptions {
  clientToken: string;
  accessToken: string;
  enterpriseName?: string;
  inventory?: Inventory;
  /** The enterprise's default currency, which it prices in; EUR unless named. */
  currency?: string;
}

const serviceId = 'bd26d8db-86da-4f96-9efc-e5a4654a4a94';
const rateId = 'ed4b660b-19d0-434b-9360-a4de2ea42eda';
const adultId = '1f67644f-052d-4863-acdf-ae1600c60ca0';
const childId = 'ab58c939-be30-4a60-8f75-ae1600c60c9f';

const day = (utc: unknown) => String(utc ?? '').slice(0, 10);

function mewsReservation(r: InventoryReservation, customerId: string) {
  return {
    Id: r.id,
    ServiceId: serviceId,
    Number: r.number,
    State: r.status === 'canceled' ? 'Canceled' : 'Confirmed',
    StartUtc: `${r.arrival}T00:00:00Z`,
    EndUtc: `${r.departure}T00:00:00Z`,
    RequestedCategoryId: r.roomTypeId,
    RateId: rateId,
    CustomerId: customerId,
    Identifier: r.externalId,
  };
}

export function mewsHandler(options: MewsDoubleOptions, inventory: Inventory, interceptors: Interceptor[] = []) {
  const customers = new Map<
    string,
    { Id: string; FirstName: string; LastName: string; Email: string | null; Phone: string | null }
  >();
  const customerOf = new Map<string, string>();
  let nextCustomer = 1;
  // A booking a test put straight into the inventory has its guest as a customer of its own.
  const customerIdOf = (r: InventoryReservation) => customerOf.get(r.id) ?? `c-${r.id}`;
  const shaped = (r: InventoryReservation) => mewsReservation(r, customerIdOf(r));
  const customersOf = (rows: InventoryReservation[]) =>
    rows.map(
      (r) =>
        customers.get(customerIdOf(r)) ?? {
          Id: customerIdOf(r),
          FirstName: r.firstName,
          LastName: r.lastName,
          Email: r.email || null,
          Phone: r.phone || null,
        },
    );

  return async (req: RecordedRequest): Promise<DoubleResponse> => {
    for (const intercept of interceptors) {
      const answer = await intercept(req);
      if (answer) return answer;
    }
    const body = (req.json ?? {}) as Record<string, unknown>;
    if (body.ClientToken !== options.clientToken) return json(401, { Message: 'Invalid ClientToken.' });
    if (body.AccessToken !== options.accessToken) return json(401, { Message: 'Invalid AccessToken.' });
    if (typeof body.Client !== 'string' || !body.Client) return json(400, { Message: 'Client is required.' });
    const operation = req.path.replace(/^\/api\/connector\/v1\//, '');
    switch (operation) {
      case 'configuration/get':
        return json(200, {
          Enterprise: {
            Id: 'e1',
            Name: options.enterpriseName ?? 'Double Mews Hotel',
            TimeZoneIdentifier: 'Europe/Prague',
            Currencies: [
              { Currency: options.currency ?? 'EUR', IsDefault: true, IsEnabled: true },
              { Currency: 'XXX', IsDefault: false, IsEnabled: false },
            ],
          },
        });
      case 'services/getAll':
        return json(200, {
          Services: [{ Id: serviceId, IsActive: true, Name: 'Accommodation', Type: 'Reservable' }],
          Cursor: null,
        });
      case 'resourceCategories/getAll':
        return json(200, {
          ResourceCategories: inventory.roomTypes.map((t) => ({
            Id: t.id,
            ServiceId: serviceId,
            Names: { 'en-US': t.name },
            Capacity: t.maxGuests,
          })),
          Cursor: null,
        });
      case 'rates/getAll':
        return json(200, {
          Rates: [{ Id: rateId, ServiceId: serviceId, IsActive: true, IsPublic: true, Name: 'Best available' }],
          Cursor: null,
        });
      case 'ageCategories/getAll':
        return json(200, {
          AgeCategories: [
            { Id: adultId, ServiceId: serviceId, Classification: 'Adult' },
            { Id: childId, ServiceId: serviceId, Classification: 'Child' },
          ],
          Cursor: null,
        });
      case 'services/getAvailability':
      case 'rates/getPricing': {
        const first = day(body.FirstTimeUnitStartUtc);
        const last = day(body.LastTimeUnitStartUtc);
        const days: string[] = [];
        for (
          let d = first;
          d <= last && days.length < 100;
          d = new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10)
        )
          days.push(d);
        const next = (d: string) => new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10);
        if (operation === 'services/getAvailability') {
          return json(200, {
            TimeUnitStartsUtc: days.map((d) => `${d}T00:00:00Z`),
            CategoryAvailabilities: inventory.roomTypes.map((t) => ({
              CategoryId: t.id,
              Availabilities: days.map((d) => inventory.available(t.id, d, next(d))),
              Adjustments: days.map(() => 0),
            })),
          });
        }
        return json(200, {
          Currency: options.currency ?? 'EUR',
          TimeUnitStartsUtc: days.map((d) => `${d}T00:00:00Z`),
          CategoryPrices: inventory.roomTypes.map((t) => ({
            CategoryId: t.id,
            AmountPrices: days.map(() => ({ Currency: 'EUR', GrossValue: t.nightly, NetValue: t.nightly })),
          })),
        });
      }
      case 'customers/add': {
        const id = `c${nextCustomer++}`;
        const c = {
          Id: id,
          FirstName: String(body.FirstName ?? ''),
          LastName: String(body.LastName ?? ''),
          Email: (body.Email as string) ?? null,
          Phone: (body.Phone as string) ?? null,
        };
        if (!c.LastName) return json(400, { Message: 'LastName is required.' });
        customers.set(id, c);
        return json(200, c);
      }
      case 'reservations/add': {
        const [input] = (body.Reservations as Record<string, unknown>[] | undefined) ?? [];
        if (!input) return json(400, { Message: 'Reservations are required.' });
        const counts = (input.PersonCounts as { AgeCategoryId: string; Count: number }[] | undefined) ?? [];
        const customer = customers.get(String(input.CustomerId));
        if (!customer) return json(400, { Message: 'Invalid CustomerId.' });
        const booked = inventory.book({
          roomTypeId: String(input.RequestedCategoryId),
          firstName: customer.FirstName,
          lastName: customer.LastName,
          email: customer.Email ?? '',
          phone: customer.Phone ?? '',
          arrival: day(input.StartUtc),
          departure: day(input.EndUtc),
          adults: counts.find((c) => c.AgeCategoryId === adultId)?.Count ?? 0,
          children: counts.find((c) => c.AgeCategoryId === childId)?.Count ?? 0,
          externalId: String(input.Identifier ?? ''),
        });
        if (typeof booked === 'string') return json(400, { Message: booked });
        customerOf.set(booked.id, customer.Id);
        return json(200, { Reservations: [{ Identifier: input.Identifier, Reservation: shaped(booked) }] });
      }
      case 'reservations/getAll': {
        const ids = body.ReservationIds as string[] | undefined;
        const numbers = body.Numbers as string[] | undefined;
        let rows = [...inventory.reservations.values()];
        if (ids) rows = rows.filter((r) => ids.includes(r.id));
        if (numbers) rows = rows.filter((r) => numbers.includes(r.number));
        if (body.TimeFilter === 'Start') {
          rows = rows.filter((r) => r.arrival >= day(body.StartUtc) && r.arrival < day(body.EndUtc));
        }
        if (body.TimeFilter === 'Colliding') {
          rows = rows.filter((r) => r.arrival <= day(body.EndUtc) && r.departure >= day(body.StartUtc));
        }
        const states = body.States as string[] | undefined;
        if (states) rows = rows.filter((r) => states.includes(shaped(r).State));
        // Mews pages every getAll: at most Limitation.Count items (1 to 1000) after Limitation.Cursor,
        // the id of the last item of the page before; the answer's Cursor is this page's last id.
        const limitation = body.Limitation as { Count?: number; Cursor?: string } | undefined;
        const count = limitation?.Count;
        if (!Number.isInteger(count) || count! < 1 || count! > 1000) {
          return json(400, { Message: 'Limitation.Count must be between 1 and 1000.' });
        }
        rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        if (limitation?.Cursor) rows = rows.filter((r) => r.id > limitation.Cursor!);
        const page = rows.slice(0, count);
        return json(200, {
          Reservations: page.map(shaped),
          Customers: customersOf(page),
          Cursor: page.at(-1)?.id ?? null,
        });
      }
      case 'reservations/update': {
        const [update] = (body.ReservationUpdates as Record<string, { Value: string } | string>[] | undefined) ?? [];
        const moved = inventory.move(
          String(update?.ReservationId ?? ''),
          day((update?.StartUtc as { Value: string } | undefined)?.Value),
          day((update?.EndUtc as { Value: string } | undefined)?.Value),
        );
        return typeof moved === 'string' ? json(400, { Message: moved }) : json(200, { Reservations: [shaped(moved)] });
      }
      case 'reservations/cancel': {
        const ids = (body.ReservationIds as string[] | undefined) ?? [];
        for (const id of ids) {
          const result = inventory.cancel(id);
          if (typeof result === 'string') return json(400, { Message: result });
        }
        return json(200, { ReservationIds: ids });
      }
      default:
        return json(404, { Message: `Unknown operation ${operation}` });
    }
  };
}

export async function startMewsDouble(options: MewsDoubleOptions) {
  const interceptors: Interceptor[] = [];
  const inventory = options.inventory ?? createInventory();
  const double = await startHttpDouble(mewsHandler(options, inventory, interceptors));
  return {
    ...double,
    inventory,
    intercept: (fn: Interceptor) => interceptors.push(fn),
    clearInterceptors: () => (interceptors.length = 0),
  };
}
