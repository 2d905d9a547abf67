import { createHash } from 'node:crypto';
import { z } from 'zod';
import { PmsError } from './pms-error.ts';
import { pmsFetch, type PmsHttpOptions } from './pms-http.ts';
import { isSamePhone } from '../../platform/phone-number.ts';
import {
  dayAfter,
  hasLastName,
  nightsBetween,
  upcomingStayDays,
  type PmsAdapter,
  type PmsReservation,
  isoCurrency,
  type ReservationStatus,
} from './pms-port.ts';

/**
 * Mews Connector API (`{base}/api/connector/v1/{operation}`): every request is a POST whose JSON body
 * carries ClientToken (our integration), AccessToken (the property) and Client (name and version);
 * errors are `{ "Message": … }` with 400/401/403/408/429/500. Dates are sent as UTC midnights of the
 * stay's days (the property's time-unit starts in its own zone are a refinement we do not make yet).
 */
export const mewsClientName = 'HotelVoice 1.0.0';

const service = z.object({ Id: z.string(), IsActive: z.boolean().optional(), Type: z.string().optional() }).loose();
const category = z
  .object({ Id: z.string(), Names: z.record(z.string(), z.string()).optional(), Capacity: z.number().optional() })
  .loose();
const reservation = z
  .object({
    Id: z.string(),
    Number: z.coerce.string(),
    State: z.string(),
    StartUtc: z.string(),
    EndUtc: z.string(),
    RequestedCategoryId: z.string().optional(),
    CustomerId: z.string().optional(),
  })
  .loose();
const customer = z
  .object({
    Id: z.string(),
    FirstName: z.string().nullish(),
    LastName: z.string(),
    Email: z.string().nullish(),
    Phone: z.string().nullish(),
  })
  .loose();

/** A page of reservations/getAll with the customers it names; Cursor is the page's last id. */
const reservationsPage = z.object({
  Reservations: z.array(reservation),
  Customers: z.array(customer).nullish(),
  Cursor: z.string().nullish(),
});

const statuses: Record<string, ReservationStatus> = {
  Confirmed: 'confirmed',
  Optional: 'confirmed',
  Started: 'checked_in',
  Processed: 'checked_out',
  Canceled: 'cancelled',
};

interface Catalog {
  serviceId: string;
  categories: Map<string, { name: string; capacity: number | null }>;
  rateId: string;
  adultCategoryId: string | null;
  childCategoryId: string | null;
}

/** The property's bookable service, room categories and rate change rarely: kept 10 minutes per token. */
const catalogs = new Map<string, { catalog: Catalog; expires: number }>();
const catalogTtlMs = 10 * 60_000;

/** Reservations per getAll page, and how many pages a search of the coming weeks may read (1,000 stays). */
const pageSize = 100;
const staysPages = 10;

const day = (date: string) => `${date}T00:00:00Z`;
const dayBefore = (date: string) => new Date(Date.parse(day(date)) - 86_400_000).toISOString().replace('.000', '');

export function createMewsAdapter(
  credentials: { apiKey: string; clientToken: string },
  baseUrl: string,
  http: Omit<PmsHttpOptions, 'pmsName' | 'reasonOf'>,
): PmsAdapter {
  const options: PmsHttpOptions = {
    ...http,
    pmsName: 'Mews',
    reasonOf: (body) => z.object({ Message: z.string() }).loose().safeParse(body).data?.Message,
  };
  const cacheKey = createHash('sha256').update(`${baseUrl}\n${credentials.apiKey}`).digest('hex');

  async function call<S extends z.ZodType>(operation: string, params: object, schema: S): Promise<z.infer<S>> {
    const body = await pmsFetch(
      {
        method: 'POST',
        url: new URL(`/api/connector/v1/${operation}`, baseUrl),
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ClientToken: credentials.clientToken,
          AccessToken: credentials.apiKey,
          Client: mewsClientName,
          ...params,
        }),
      },
      options,
    );
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new PmsError('malformed', 'Mews answered in an unexpected shape.');
    return parsed.data;
  }

  async function catalog(): Promise<Catalog> {
    const cached = catalogs.get(cacheKey);
    if (cached && cached.expires > Date.now()) return cached.catalog;
    const { Services } = await call(
      'services/getAll',
      { Limitation: { Count: 100 } },
      z.object({ Services: z.array(service) }),
    );
    const bookable = Services.find((s) => s.IsActive !== false && (s.Type ?? 'Reservable') === 'Reservable');
    if (!bookable) throw new PmsError('rejected', 'Mews has no bookable service for this property.');
    const serviceIds = [bookable.Id];
    const [categories, rates, ages] = await Promise.all([
      call(
        'resourceCategories/getAll',
        { ServiceIds: serviceIds, ActivityStates: ['Active'], Limitation: { Count: 100 } },
        z.object({ ResourceCategories: z.array(category) }),
      ),
      call(
        'rates/getAll',
        { ServiceIds: serviceIds, ActivityStates: ['Active'], Limitation: { Count: 100 } },
        z.object({
          Rates: z.array(
            z.object({ Id: z.string(), IsActive: z.boolean().optional(), IsPublic: z.boolean().optional() }).loose(),
          ),
        }),
      ),
      call(
        'ageCategories/getAll',
        { ServiceIds: serviceIds, Limitation: { Count: 100 } },
        z.object({ AgeCategories: z.array(z.object({ Id: z.string(), Classification: z.string() }).loose()) }),
      ),
    ]);
    const rate = rates.Rates.find((r) => r.IsActive !== false && r.IsPublic !== false);
    if (!rate) throw new PmsError('rejected', 'Mews has no public rate for this property.');
    const fresh: Catalog = {
      serviceId: bookable.Id,
      categories: new Map(
        categories.ResourceCategories.map((c) => [
          c.Id,
          { name: c.Names?.['en-US'] ?? Object.values(c.Names ?? {})[0] ?? 'Room', capacity: c.Capacity ?? null },
        ]),
      ),
      rateId: rate.Id,
      adultCategoryId: ages.AgeCategories.find((a) => a.Classification === 'Adult')?.Id ?? null,
      childCategoryId: ages.AgeCategories.find((a) => a.Classification === 'Child')?.Id ?? null,
    };
    catalogs.set(cacheKey, { catalog: fresh, expires: Date.now() + catalogTtlMs });
    return fresh;
  }

  const toReservation = (
    row: z.infer<typeof reservation>,
    cat: Catalog,
    customers: z.infer<typeof customer>[],
  ): PmsReservation => {
    const guest = customers.find((c) => c.Id === row.CustomerId);
    return {
      reservationId: row.Id,
      confirmationNumber: row.Number,
      guestName: guest ? [guest.FirstName, guest.LastName].filter(Boolean).join(' ') : '',
      arrival: row.StartUtc.slice(0, 10),
      departure: row.EndUtc.slice(0, 10),
      status: statuses[row.State] ?? 'other',
      roomType: (row.RequestedCategoryId && cat.categories.get(row.RequestedCategoryId)?.name) || null,
      total: null,
      currency: null,
      guestEmails: guest?.Email ? [guest.Email.trim()] : [],
      guestPhones: guest?.Phone ? [guest.Phone.trim()] : [],
    };
  };

  /**
   * Reservations matching the filter, read page by page (Mews answers at most `Count` a page and
   * the id of its last item as the cursor of the next) until a page comes back short, or
   * `maxPages` were read: a 100-room hotel has hundreds of stays in the coming weeks.
   */
  async function search(filter: object, maxPages = 1): Promise<PmsReservation[]> {
    const cat = await catalog();
    const found: PmsReservation[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < maxPages; page += 1) {
      const answer: z.infer<typeof reservationsPage> = await call(
        'reservations/getAll',
        {
          ServiceIds: [cat.serviceId],
          Extent: { Reservations: true, Customers: true },
          Limitation: cursor ? { Count: pageSize, Cursor: cursor } : { Count: pageSize },
          ...filter,
        },
        reservationsPage,
      );
      found.push(...answer.Reservations.map((row) => toReservation(row, cat, answer.Customers ?? [])));
      if (answer.Reservations.length < pageSize || !answer.Cursor) break;
      cursor = answer.Cursor;
    }
    return found;
  }

  async function byId(reservationId: string): Promise<PmsReservation> {
    const [found] = await search({ ReservationIds: [reservationId] });
    if (!found) throw new PmsError('not_found', 'No such reservation.');
    return found;
  }

  return {
    name: 'Mews',

    async verify() {
      const answer = await call(
        'configuration/get',
        {},
        z.object({
          Enterprise: z
            .object({
              Name: z.string(),
              Currencies: z.array(z.object({ Currency: z.string(), IsDefault: z.boolean() }).loose()).nullish(),
            })
            .loose(),
        }),
      );
      const currency = answer.Enterprise.Currencies?.find((c) => c.IsDefault)?.Currency;
      return { propertyName: answer.Enterprise.Name, currency: isoCurrency(currency) };
    },

    async availability(query) {
      const cat = await catalog();
      const first = day(query.arrival);
      const last = dayBefore(query.departure);
      const [free, prices] = await Promise.all([
        call(
          'services/getAvailability',
          { ServiceId: cat.serviceId, FirstTimeUnitStartUtc: first, LastTimeUnitStartUtc: last },
          z.object({
            CategoryAvailabilities: z.array(
              z.object({ CategoryId: z.string(), Availabilities: z.array(z.number()) }).loose(),
            ),
          }),
        ),
        call(
          'rates/getPricing',
          { RateId: cat.rateId, FirstTimeUnitStartUtc: first, LastTimeUnitStartUtc: last },
          z.object({
            Currency: z.string(),
            CategoryPrices: z.array(
              z
                .object({
                  CategoryId: z.string(),
                  AmountPrices: z.array(z.object({ GrossValue: z.number() }).loose()),
                })
                .loose(),
            ),
          }),
        ),
      ]);
      const guests = query.adults + query.children;
      return free.CategoryAvailabilities.flatMap((entry) => {
        const info = cat.categories.get(entry.CategoryId);
        if (!info || (info.capacity !== null && info.capacity < guests)) return [];
        const price = prices.CategoryPrices.find((p) => p.CategoryId === entry.CategoryId);
        const nights = nightsBetween(query.arrival, query.departure);
        return [
          {
            roomTypeId: entry.CategoryId,
            name: info.name,
            available: Math.max(0, Math.min(...entry.Availabilities)),
            maxGuests: info.capacity,
            totalPrice:
              price && price.AmountPrices.length >= nights
                ? Math.round(price.AmountPrices.slice(0, nights).reduce((sum, p) => sum + p.GrossValue, 0) * 100) / 100
                : null,
            currency: prices.Currency,
          },
        ];
      });
    },

    async findReservations(query) {
      if (query.confirmationNumber) return search({ Numbers: [query.confirmationNumber] });
      const window = query.arrival
        ? {
            TimeFilter: 'Start',
            StartUtc: day(query.arrival),
            EndUtc: new Date(Date.parse(day(query.arrival)) + 86_400_000).toISOString(),
          }
        : {};
      const lastName = query.lastName;
      const found = await search(window, staysPages);
      return found.filter((r) => !lastName || hasLastName(r.guestName, lastName));
    },

    async createReservation(r) {
      const cat = await catalog();
      const guest = await call(
        'customers/add',
        { FirstName: r.firstName, LastName: r.lastName, Email: r.email, Phone: r.phone, OverwriteExisting: false },
        customer,
      );
      const personCounts = [
        ...(cat.adultCategoryId ? [{ AgeCategoryId: cat.adultCategoryId, Count: r.adults }] : []),
        ...(cat.childCategoryId && r.children > 0 ? [{ AgeCategoryId: cat.childCategoryId, Count: r.children }] : []),
      ];
      const added = await call(
        'reservations/add',
        {
          ServiceId: cat.serviceId,
          SendConfirmationEmail: r.email !== null,
          Reservations: [
            {
              Identifier: r.idempotencyKey,
              State: 'Confirmed',
              StartUtc: day(r.arrival),
              EndUtc: day(r.departure),
              CustomerId: guest.Id,
              RequestedCategoryId: r.roomTypeId,
              RateId: cat.rateId,
              PersonCounts: personCounts,
            },
          ],
        },
        z.object({ Reservations: z.array(z.object({ Reservation: reservation }).loose()).min(1) }),
      );
      return toReservation(added.Reservations[0]!.Reservation, cat, [guest]);
    },

    async changeDates(reservationId, arrival, departure) {
      await call(
        'reservations/update',
        {
          ReservationUpdates: [
            { ReservationId: reservationId, StartUtc: { Value: day(arrival) }, EndUtc: { Value: day(departure) } },
          ],
        },
        z.object({}).loose(),
      );
      return byId(reservationId);
    },

    async cancelReservation(reservationId) {
      await call(
        'reservations/cancel',
        { ReservationIds: [reservationId], PostCancellationFee: false },
        z.object({}).loose(),
      );
      return byId(reservationId);
    },

    readReservation: byId,

    // Mews documents no stable address of a reservation in its staff app.
    reservationUrl: () => null,
    // customers/getAll filters by e-mail, name and ids but not by phone (its documentation), so the
    // stays colliding with the coming weeks are read with their customers and matched here.
    async staysByPhone(phone, today) {
      const found = await search(
        {
          TimeFilter: 'Colliding',
          StartUtc: day(today),
          EndUtc: day(dayAfter(today, upcomingStayDays)),
          States: ['Confirmed', 'Started'],
        },
        staysPages,
      );
      return found.filter(
        (stay) =>
          stay.departure >= today &&
          stay.status !== 'cancelled' &&
          stay.guestPhones.some((number) => isSamePhone(phone, number)),
      );
    },
  };
}
