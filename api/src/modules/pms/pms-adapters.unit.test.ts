import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCloudbedsDouble } from '../../../../test/support/doubles/cloudbeds-double.ts';
import { json } from '../../../../test/support/doubles/http-double.ts';
import { startMewsDouble } from '../../../../test/support/doubles/mews-double.ts';
import { createPmsAdapter } from './create-pms-adapter.ts';
import { pmsEnvSchema, pmsSettings } from './pms-config.ts';
import { PmsError } from './pms-error.ts';
import type { PmsCredentials, PmsProvider } from './pms-port.ts';

type Double = Awaited<ReturnType<typeof startCloudbedsDouble>>;

/** Each adapter against its double, through the same cases. */
const providers: {
  provider: PmsProvider;
  start(): Promise<Double>;
  good: Omit<PmsCredentials, 'provider'>;
  bad: Omit<PmsCredentials, 'provider'>;
  refusal: RegExp;
  /** The property's currency as the double's configuration says it. */
  currency: string;
}[] = [
  {
    provider: 'cloudbeds',
    start: () => startCloudbedsDouble({ apiKey: 'cbat_good', propertyId: '1234', propertyName: 'Harbor Inn' }),
    good: { apiKey: 'cbat_good', propertyId: '1234' },
    bad: { apiKey: 'cbat_wrong', propertyId: '1234' },
    refusal: /Invalid access token/,
    currency: 'USD',
  },
  {
    provider: 'mews',
    start: () =>
      startMewsDouble({ clientToken: 'client-token', accessToken: 'access-good', enterpriseName: 'Harbor Inn' }),
    good: { apiKey: 'access-good', propertyId: null },
    bad: { apiKey: 'access-wrong', propertyId: null },
    refusal: /Invalid AccessToken/,
    currency: 'EUR',
  },
];

describe.each(providers)(
  'the $provider adapter against its double',
  ({ provider, start, good, bad, refusal, currency }) => {
    let double: Double;
    beforeAll(async () => {
      double = await start();
    });
    afterAll(() => double.close());
    beforeEach(() => double.clearInterceptors());

    const settings = () =>
      pmsSettings(
        pmsEnvSchema.parse({
          PMS_CLOUDBEDS_URL: double.url,
          PMS_MEWS_URL: double.url,
          MEWS_CLIENT_TOKEN: 'client-token',
        }),
        false,
      );
    const adapter = (credentials = good, timeoutMs = 1500) =>
      createPmsAdapter({ provider, ...credentials }, settings(), timeoutMs);
    const failureOf = async (work: Promise<unknown>) => {
      try {
        await work;
      } catch (error) {
        if (error instanceof PmsError) return error;
        throw error;
      }
      throw new Error('expected a PmsError');
    };

    it('when the key is right, then verify names the property', async () => {
      expect(await adapter().verify()).toEqual({ propertyName: 'Harbor Inn', currency });
    });

    it("when the key is wrong, then verify fails as refused with the PMS's own words", async () => {
      const error = await failureOf(adapter(bad).verify());
      expect(error.kind).toBe('refused');
      expect(error.message).toMatch(refusal);
    });

    it('when availability is asked, then each free room type comes with its count and the stay price', async () => {
      const offers = await adapter().availability({
        arrival: '2031-05-10',
        departure: '2031-05-12',
        adults: 2,
        children: 0,
      });
      expect(offers.map((o) => o.name).sort()).toEqual(['Family Suite', 'King Room', 'Queen Room']);
      expect(offers.find((o) => o.name === 'King Room')).toMatchObject({ available: 4, totalPrice: 298 });
      const family = await adapter().availability({
        arrival: '2031-05-10',
        departure: '2031-05-12',
        adults: 2,
        children: 2,
      });
      expect(family.map((o) => o.name)).toEqual(['Family Suite']);
    });

    it('when bookings are found, then the e-mail and phone on each come along (to check a caller) and a surname of several words matches', async () => {
      const created = await adapter().createReservation({
        arrival: '2031-07-01',
        departure: '2031-07-02',
        adults: 1,
        children: 0,
        roomTypeId: '101',
        firstName: 'Ludwig',
        lastName: 'van der Berg',
        email: 'ludwig@example.com',
        phone: '+31 20 555 0199',
        idempotencyKey: `contacts-${provider}`,
      });
      const byName = await adapter().findReservations({ lastName: 'Van der Berg', arrival: '2031-07-01' });
      expect(byName).toHaveLength(1);
      expect(byName[0]).toMatchObject({ guestEmails: ['ludwig@example.com'], guestPhones: ['+31 20 555 0199'] });
      const byNumber = await adapter().findReservations({ confirmationNumber: created.confirmationNumber });
      expect(byNumber[0]).toMatchObject({ guestEmails: ['ludwig@example.com'], guestPhones: ['+31 20 555 0199'] });
      expect(await adapter().findReservations({ lastName: 'Berg van', arrival: '2031-07-01' })).toEqual([]);
    });

    it('when stays are asked by phone, then the current and upcoming stays booked with that number come back, nothing else', async () => {
      const guest = { firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com', adults: 1, children: 0 };
      const book = (phone: string, arrival: string, departure: string, externalId: string) => {
        const booked = double.inventory.book({ ...guest, phone, arrival, departure, roomTypeId: '103', externalId });
        if (typeof booked === 'string') throw new Error(booked);
        return booked;
      };
      const today = '2033-08-10';
      const current = book('+44 20 7946 0958', '2033-08-08', '2033-08-12', `now-${provider}`);
      const next = book('+442079460958', '2033-09-01', '2033-09-03', `next-${provider}`);
      book('+44 20 7946 0958', '2033-07-01', '2033-07-03', `past-${provider}`);
      double.inventory.cancel(book('+44 20 7946 0958', '2033-08-20', '2033-08-22', `gone-${provider}`).id);
      book('+44 20 7946 0123', '2033-08-09', '2033-08-11', `other-${provider}`);

      const asked = double.requests.length;
      const stays = await adapter().staysByPhone('+442079460958', today);
      expect(stays.map((stay) => stay.reservationId).sort()).toEqual([current.id, next.id].sort());
      expect(stays.find((stay) => stay.reservationId === current.id)).toMatchObject({
        guestName: 'Ada Okafor',
        arrival: '2033-08-08',
        departure: '2033-08-12',
        roomType: 'Family Suite',
      });
      expect(await adapter().staysByPhone('+15550100000', today)).toEqual([]);
      // Read-only: every request was a read.
      const paths = double.requests.slice(asked).map((r) => r.path);
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.filter((path) => /post|put|add|update|cancel/i.test(path))).toEqual([]);
    });

    it('when the hotel has hundreds of stays in the coming weeks, then the caller’s stay is still found', async () => {
      const today = '2034-03-01';
      const stay = (id: string, phone: string, arrival: string) => ({
        id,
        number: `N-${id.slice(0, 8)}`,
        roomTypeId: '101',
        firstName: 'Guest',
        lastName: id.slice(0, 6),
        email: '',
        phone,
        arrival,
        departure: '2034-03-20',
        adults: 1,
        children: 0,
        status: 'confirmed' as const,
        externalId: `busy-${id}`,
      });
      // Other guests' stays first in every order a PMS pages in (ids), the caller's last.
      const others = Array.from({ length: 250 }, (_, i) =>
        stay(`0000${String(i).padStart(4, '0')}-busy-${provider}`, `+44 20 7946 ${String(1000 + i)}`, '2034-02-27'),
      );
      const callers = stay(`ffff0000-busy-${provider}`, '+44 20 7946 0777', '2034-03-02');
      for (const r of [...others, callers]) double.inventory.reservations.set(r.id, r);
      try {
        const stays = await adapter().staysByPhone('+442079460777', today);
        expect(stays.map((found) => found.reservationId)).toEqual([callers.id]);
      } finally {
        for (const r of [...others, callers]) double.inventory.reservations.delete(r.id);
      }
    });

    it('when a reservation is created, found, moved and cancelled, then the PMS holds each change', async () => {
      const created = await adapter().createReservation({
        arrival: '2031-06-01',
        departure: '2031-06-03',
        adults: 2,
        children: 0,
        roomTypeId: '102',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: null,
        idempotencyKey: `idem-${provider}`,
      });
      expect(created).toMatchObject({
        arrival: '2031-06-01',
        departure: '2031-06-03',
        status: 'confirmed',
        roomType: 'King Room',
      });
      expect([...double.inventory.reservations.values()].map((r) => r.externalId)).toContain(`idem-${provider}`);

      const byNumber = await adapter().findReservations({ confirmationNumber: created.confirmationNumber });
      expect(byNumber.map((r) => r.reservationId)).toEqual([created.reservationId]);
      const byName = await adapter().findReservations({ lastName: 'lovelace', arrival: '2031-06-01' });
      expect(byName.map((r) => r.guestName)).toEqual(['Ada Lovelace']);
      expect(await adapter().findReservations({ lastName: 'Nobody', arrival: '2031-06-01' })).toEqual([]);
      expect(await adapter().findReservations({ confirmationNumber: '999999' })).toEqual([]);

      const moved = await adapter().changeDates(created.reservationId, '2031-06-05', '2031-06-08');
      expect(moved).toMatchObject({ arrival: '2031-06-05', departure: '2031-06-08' });
      const offers = await adapter().availability({
        arrival: '2031-06-05',
        departure: '2031-06-06',
        adults: 1,
        children: 0,
      });
      expect(offers.find((o) => o.roomTypeId === '102')?.available).toBe(3);

      const cancelled = await adapter().cancelReservation(created.reservationId);
      expect(cancelled.status).toBe('cancelled');
    });

    it('when a booking is cancelled in the PMS, then reading it back by id says so; an unknown id is not_found', async () => {
      const created = await adapter().createReservation({
        arrival: '2031-07-01',
        departure: '2031-07-02',
        adults: 1,
        children: 0,
        roomTypeId: '101',
        firstName: 'Grace',
        lastName: 'Hopper',
        email: null,
        phone: null,
        idempotencyKey: `readback-${provider}`,
      });
      expect(await adapter().readReservation(created.reservationId)).toMatchObject({
        confirmationNumber: created.confirmationNumber,
        status: 'confirmed',
      });
      double.inventory.cancel(created.reservationId);
      expect((await adapter().readReservation(created.reservationId)).status).toBe('cancelled');
      expect((await failureOf(adapter().readReservation('no-such-reservation'))).kind).toBe('not_found');
    });

    it('when the PMS refuses a booking, then it fails as rejected with its reason', async () => {
      const error = await failureOf(
        adapter().createReservation({
          arrival: '2031-07-03',
          departure: '2031-07-01',
          adults: 1,
          children: 0,
          roomTypeId: '101',
          firstName: 'Bo',
          lastName: 'Backwards',
          email: null,
          phone: null,
          idempotencyKey: 'k-backwards',
        }),
      );
      expect(error.kind).toBe('rejected');
      expect(error.message).toMatch(/check-out date must be after/);
    });

    it('when the PMS answers 429 with a short Retry-After, then the adapter waits it out and goes on', async () => {
      let refusals = 0;
      double.intercept(() =>
        refusals++ === 0 ? json(429, { message: 'slow down' }, { 'retry-after': '1' }) : undefined,
      );
      const started = Date.now();
      expect(await adapter(good, 1900).verify()).toEqual({ propertyName: 'Harbor Inn', currency });
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      expect(refusals).toBe(2);
    });

    it('when the PMS answers 429 with a long Retry-After, then it fails as rate_limited with the wait', async () => {
      double.intercept(() => json(429, { message: 'slow down' }, { 'retry-after': '30' }));
      const error = await failureOf(adapter().verify());
      expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 30 });
    });

    it('when the PMS does not answer in time, then it fails as unavailable at the deadline', async () => {
      double.intercept(() => new Promise((resolve) => setTimeout(() => resolve(json(200, {})), 3000)));
      const started = Date.now();
      const error = await failureOf(adapter(good, 300).verify());
      expect(error.kind).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(1000);
    });

    it.each([
      ['not JSON', { status: 200, body: '<html>oops</html>', headers: { 'content-type': 'text/html' } }],
      ['JSON of another shape', json(200, { unexpected: true })],
    ])('when the PMS answers %s, then it fails as malformed', async (_label, answer) => {
      double.intercept(() => answer);
      expect((await failureOf(adapter().verify())).kind).toBe('malformed');
    });

    it('when the PMS fails with a 5xx, then it fails as unavailable', async () => {
      double.intercept(() => json(503, { message: 'maintenance' }));
      expect((await failureOf(adapter().verify())).kind).toBe('unavailable');
    });
  },
);

describe('PMS hosts', () => {
  it('when a base URL is not a documented PMS host, then the settings are refused', () => {
    expect(() => pmsSettings(pmsEnvSchema.parse({ PMS_CLOUDBEDS_URL: 'https://evil.example.com' }), false)).toThrow(
      /PMS_CLOUDBEDS_URL/,
    );
    expect(() => pmsSettings(pmsEnvSchema.parse({ PMS_MEWS_URL: 'http://127.0.0.1:9' }), true)).toThrow(/PMS_MEWS_URL/);
    expect(pmsSettings(pmsEnvSchema.parse({}), true).allowedHosts).toEqual(
      new Set(['api.cloudbeds.com', 'api.mews.com']),
    );
  });

  it('when a request would leave the allow-list, then it is refused before any connection', async () => {
    const settings = pmsSettings(pmsEnvSchema.parse({}), true);
    const adapter = createPmsAdapter(
      { provider: 'cloudbeds', apiKey: 'k', propertyId: '1' },
      { ...settings, baseUrls: { ...settings.baseUrls, cloudbeds: 'http://127.0.0.1:9' } },
      500,
    );
    await expect(adapter.verify()).rejects.toThrow(/not an allowed PMS host/);
  });
});
