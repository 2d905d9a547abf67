import { randomUUID } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageForms } from '../../contracts/web-forms.ts';
import { parseCookies } from '../../platform/http/parse-cookies.ts';
import { uniqueIp } from '../../../../test/support/client-ip.ts';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { tokenFromMail } from '../../../../test/support/outbox.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { codeFor, enableTwoStep } from '../../../../test/support/two-step.ts';
import { freeFailures } from '../auth/index.ts';
import { demoRequestLimit } from '../demo-requests/index.ts';
import { createPageForms } from './page-forms.ts';

/**
 * The public forms as the web's page actions run them (decision 082, #38): with this request's
 * address and this response's cookies, the api route's validation, throttles, services and session
 * hand-out, and a refusal carrying the api's own error body and status.
 */
let app: TestApp;
/** A stand-in for the page handler: POST /probe/:form runs that page form with the JSON body as its fields. */
let probe: express.Express;

beforeAll(() => {
  app = createTestApp({ env: { TRUST_PROXY: 'true' } });
  const forms = createPageForms({ ...app.deps, io: app.io, publish: () => undefined, services: app.services });
  probe = express();
  probe.set('trust proxy', true);
  probe.use(parseCookies, express.json());
  probe.post('/probe/:form', async (req, res) => {
    const form = forms(req, res)[String(req.params.form) as keyof PageForms] as (fields: unknown) => Promise<unknown>;
    res.json(await form(req.body));
  });
});
afterAll(() => app.close());

const submit = (form: keyof PageForms, fields: Record<string, unknown>, ip = uniqueIp()) =>
  request(probe).post(`/probe/${form}`).set('x-forwarded-for', ip).send(fields);

const setCookies = (res: request.Response): string => String(res.headers['set-cookie'] ?? '');

describe('sign-in page forms', () => {
  it('when the password is right, then the session cookies are set and the user comes back', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const res = await submit('signIn', { email: user.email, password: user.password });
    expect(res.body).toMatchObject({ ok: true, value: { user: { email: user.email } } });
    expect(setCookies(res)).toMatch(/hv_at=[^;]/);
    expect(setCookies(res)).toMatch(/hv_rt=[^;]/);
  });

  it('when the password is wrong, then it is refused 401 with the api message and no cookie', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const api = await (
      await browserAgent(app.app)
    )
      .post('/api/auth/sign-in')
      .set('x-forwarded-for', uniqueIp())
      .send({ email: user.email, password: 'wrong-password-1' });
    const res = await submit('signIn', { email: user.email, password: 'wrong-password-1' });
    expect(res.body).toEqual({ ok: false, status: 401, error: api.body.error });
    expect(api.status).toBe(401);
    expect(setCookies(res)).not.toMatch(/hv_at=[^;]/);
  });

  it('when a pair keeps failing, then the throttle counts the page posts and answers 429', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const ip = uniqueIp();
    for (let i = 0; i <= freeFailures; i += 1) {
      const res = await submit('signIn', { email: user.email, password: 'wrong-password-1' }, ip);
      expect(res.body.status).toBe(401);
    }
    const blocked = await submit('signIn', { email: user.email, password: user.password }, ip);
    expect(blocked.body).toMatchObject({ ok: false, status: 429, error: { code: 'rate_limited' } });
    expect(blocked.headers['retry-after']).toBeDefined();
    // The api route shares the counters: the same pair is refused there too.
    const api = await (
      await browserAgent(app.app)
    )
      .post('/api/auth/sign-in')
      .set('x-forwarded-for', ip)
      .send({ email: user.email, password: user.password });
    expect(api.status).toBe(429);
  });

  it('when the e-mail is not an address, then it is refused 400 with the contract message', async () => {
    const res = await submit('forgotPassword', { email: 'not-an-email' });
    expect(res.body).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 'validation_failed', message: 'Enter a valid e-mail address.' },
    });
  });

  it('when a field carries a NUL, then it is refused as the JSON api refuses it', async () => {
    const res = await submit('signIn', { email: 'a@example.com', password: 'x\u0000y' });
    expect(res.body).toEqual({
      ok: false,
      status: 400,
      error: { code: 'bad_request', message: 'Text must not contain NUL characters.' },
    });
  });

  it('when a customer uses the admin login, then it is refused 403 and gets no session', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const res = await submit('adminSignIn', { email: user.email, password: user.password });
    expect(res.body).toMatchObject({ ok: false, status: 403 });
    expect(setCookies(res)).not.toMatch(/hv_at=[^;]/);
  });

  it('when an admin signs in, then the admin session cookies are set', async () => {
    const admin = await createUser(app.deps.auth, app.deps.pool, { admin: true });
    const res = await submit('adminSignIn', { email: admin.email, password: admin.password });
    expect(res.body).toMatchObject({ ok: true, value: { user: { email: admin.email, admin: true } } });
    expect(setCookies(res)).toMatch(/hv_at=[^;]/);
  });

  it('when two-step sign-in is on, then the password answers a ticket and no cookie, and a right code the cookies', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const { secret } = await enableTwoStep(await signedInAgent(app, user), user);
    const ip = uniqueIp();
    const password = await submit('signIn', { email: user.email, password: user.password }, ip);
    expect(password.body.ok).toBe(true);
    const ticket: string = password.body.value.twoStep.ticket;
    expect(typeof ticket).toBe('string');
    expect(setCookies(password)).not.toMatch(/hv_at=[^;]/);

    const wrong = await submit('twoStepSignIn', { ticket, code: '000000' }, ip);
    expect(wrong.body).toMatchObject({ ok: false, status: 401 });
    const right = await submit('twoStepSignIn', { ticket, code: codeFor(secret, 1) }, ip);
    expect(right.body).toMatchObject({ ok: true, value: { user: { email: user.email } } });
    expect(setCookies(right)).toMatch(/hv_at=[^;]/);
  });
});

describe('sign-up, demo request and guest review page forms', () => {
  it('when a visitor signs up, then a pending profile exists and the e-mail comes back', async () => {
    const email = `page-${randomUUID().slice(0, 8)}@test.hotelvoice.dev`;
    const res = await submit('signUp', { firstName: 'Ann', lastName: 'Lee', email, password: 'long-enough-1' });
    expect(res.body).toEqual({ ok: true, value: { email } });
    const { rows } = await app.deps.pool.query('select activated from public.users where email = $1', [email]);
    expect(rows).toEqual([{ activated: false }]);
  });

  it('when the password is short, then sign-up is refused 400 with the contract message for the field', async () => {
    const api = await (
      await browserAgent(app.app)
    )
      .post('/api/auth/sign-up')
      .set('x-forwarded-for', uniqueIp())
      .send({ firstName: 'A', lastName: 'B', email: 'short@example.com', password: 'short' });
    const res = await submit('signUp', {
      firstName: 'A',
      lastName: 'B',
      email: 'short@example.com',
      password: 'short',
    });
    expect(api.status).toBe(400);
    expect(res.body).toEqual({ ok: false, status: 400, error: api.body.error });
    expect(res.body.error.details[0].path).toBe('password');
  });

  it('when a demo request is complete, then it is stored; past the hourly limit it is refused 429', async () => {
    const ip = uniqueIp();
    const tag = randomUUID().slice(0, 8);
    const fields = {
      name: `Dana ${tag}`,
      email: `dana-${tag}@example.com`,
      hotel: `Hotel ${tag}`,
      message: 'Call me.',
    };
    const res = await submit('demoRequest', fields, ip);
    expect(res.body.ok).toBe(true);
    const { rows } = await app.deps.pool.query(
      'select name, hotel from public.demo_requests where demo_request_id = $1',
      [res.body.value.demoRequestId],
    );
    expect(rows).toEqual([{ name: fields.name, hotel: fields.hotel }]);
    for (let i = 1; i < demoRequestLimit.points; i += 1) await submit('demoRequest', fields, ip);
    const refused = await submit('demoRequest', fields, ip);
    expect(refused.body).toMatchObject({ ok: false, status: 429, error: { code: 'rate_limited' } });
  });

  it('when a demo request has no name, then it is refused 400 with the contract message', async () => {
    const res = await submit('demoRequest', { name: ' ', email: 'a@example.com', hotel: 'H', message: 'M' });
    expect(res.body).toMatchObject({ ok: false, status: 400, error: { message: 'Full name is required.' } });
  });

  it('when a guest posts a rating, then the review is stored with the rating as a number', async () => {
    const hotel = await createHotel(app.deps.pool);
    const res = await submit('guestReview', { hotelId: hotel.id, rating: '4', feedback: ' Lovely breakfast ' });
    expect(res.body.ok).toBe(true);
    const { rows } = await app.deps.pool.query('select rating, feedback from public.reviews where review_id = $1', [
      res.body.value.reviewId,
    ]);
    expect(rows).toEqual([{ rating: 4, feedback: 'Lovely breakfast' }]);
  });

  it('when the rating is not a star, then the review is refused 400 with the contract message', async () => {
    const hotel = await createHotel(app.deps.pool);
    const res = await submit('guestReview', { hotelId: hotel.id, rating: '9' });
    expect(res.body).toMatchObject({ ok: false, status: 400, error: { message: 'Rating must be between 1 and 5.' } });
  });

  it('when the review page asks for its hotel, then a known one comes back and an unknown one is null', async () => {
    const hotel = await createHotel(app.deps.pool, { googlePlaceId: 'place-1' });
    const forms = createPageForms({ ...app.deps, io: app.io, publish: () => undefined, services: app.services });
    const lookup = express();
    lookup.get('/:id', async (req, res) => {
      res.json(await forms(req, res).reviewHotel(String(req.params.id)));
    });
    expect((await request(lookup).get(`/${hotel.id}`)).body).toEqual({
      ok: true,
      value: { hotelId: hotel.id, name: hotel.name, googlePlaceId: 'place-1' },
    });
    expect((await request(lookup).get(`/${randomUUID()}`)).body).toEqual({ ok: true, value: null });
  });
});

describe('password and invitation page forms', () => {
  it('when an address asks for a reset link, then the answer names it and the reset with the mailed token works', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const forgot = await submit('forgotPassword', { email: user.email.toUpperCase() });
    expect(forgot.body).toEqual({ ok: true, value: { email: user.email } });
    const token = await tokenFromMail(app.deps.pool, user.email, '/reset-password');
    const reset = await submit('resetPassword', { token, password: 'a-brand-new-one-2' });
    expect(reset.body).toEqual({ ok: true, value: { email: user.email } });
    const again = await submit('signIn', { email: user.email, password: 'a-brand-new-one-2' });
    expect(again.body.ok).toBe(true);
  });

  it('when the reset token is missing, then it is refused 400 with the link message', async () => {
    const res = await submit('resetPassword', { token: '', password: 'a-brand-new-one-2' });
    expect(res.body).toMatchObject({
      ok: false,
      status: 400,
      error: { message: 'This link is incomplete. Open the link from the e-mail again.' },
    });
  });

  it('when a new person accepts an invitation, then they join the hotel signed in', async () => {
    const owner = await createUser(app.deps.auth, app.deps.pool);
    const hotel = await createHotel(app.deps.pool);
    await linkUserToHotel(app.deps.pool, owner.id, hotel.id);
    const email = `invitee-${randomUUID().slice(0, 8)}@test.hotelvoice.dev`;
    const ownerAgent = await signedInAgent(app, owner);
    await ownerAgent.post(`/api/hotels/${hotel.id}/team/invitations`).send({ email, role: 'manager' }).expect(201);
    const token = await tokenFromMail(app.deps.pool, email, '/invitation');

    const wrong = await submit('acceptInvitation', { token: 'x'.repeat(10), password: 'long-enough-1' });
    expect(wrong.body).toMatchObject({ ok: false, status: 400 });
    const res = await submit('acceptInvitation', {
      token,
      password: 'long-enough-1',
      firstName: 'Ivy',
      lastName: 'Ng',
    });
    expect(res.body).toMatchObject({ ok: true, value: { hotelId: hotel.id, user: { email } } });
    expect(setCookies(res)).toMatch(/hv_at=[^;]/);
  });
});
