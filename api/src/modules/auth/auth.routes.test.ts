import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInAgent, uniqueEmail } from '../../../../test/support/factories.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
beforeAll(() => {
  app = createTestApp();
});
afterAll(() => app.close());

describe('auth routes', () => {
  it('when a visitor signs up, then a pending profile with an empty phone number exists', async () => {
    const agent = await browserAgent(app.app);
    const email = uniqueEmail('signup');
    const res = await agent
      .post('/api/auth/sign-up')
      .send({ firstName: 'Ann', lastName: 'Lee', email, password: 'long-enough-1' });
    expect(res.status).toBe(201);
    const { rows } = await app.deps.pool.query('select activated, phone_number from public.users where email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ activated: false, phone_number: '' }]);
  });

  it('when the e-mail is taken, then sign-up answers exactly as for a new one, creates nothing and e-mails the owner once an hour', async () => {
    const agent = await browserAgent(app.app);
    const user = await createUser(app.deps.auth, app.deps.pool);
    const fresh = uniqueEmail('fresh');
    const attempt = (email: string) =>
      agent.post('/api/auth/sign-up').send({ firstName: 'A', lastName: 'B', email, password: 'long-enough-1' });
    const answers = [await attempt(fresh), await attempt(user.email), await attempt(user.email.toUpperCase())];
    expect(answers.map((r) => [r.status, r.body])).toEqual([
      [201, { email: fresh }],
      [201, { email: user.email }],
      [201, { email: user.email }],
    ]);
    const accounts = await app.deps.pool.query('select count(*)::int as n from auth.users where lower(email) = $1', [
      user.email,
    ]);
    expect(accounts.rows[0].n).toBe(1);
    const mails = await app.deps.pool.query(
      'select subject, text_body from public.outbox_messages where to_address = $1',
      [user.email],
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0].subject).toBe('Someone tried to sign up for HotelVoice with your address');
    expect(mails.rows[0].text_body).toContain(`${app.config.publicUrl}/login`);
  });

  it('when a sign-up carries a NUL character, then it answers 400 and creates neither account nor profile', async () => {
    const agent = await browserAgent(app.app);
    const email = uniqueEmail('nul');
    const res = await agent
      .post('/api/auth/sign-up')
      .send({ firstName: 'Ann', lastName: 'Lee', email, password: 'long-enough-1', phoneNumber: '\u0000' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'bad_request', message: 'Text must not contain NUL characters.' });
    const accounts = await app.deps.pool.query('select 1 from auth.users where lower(email) = $1', [email]);
    const profiles = await app.deps.pool.query('select 1 from public.users where email = $1', [email]);
    expect(accounts.rowCount).toBe(0);
    expect(profiles.rowCount).toBe(0);
    const again = await agent
      .post('/api/auth/sign-up')
      .send({ firstName: 'Ann', lastName: 'Lee', email, password: 'long-enough-1' });
    expect(again.status).toBe(201);
  });

  it('when the password is too short, then sign-up answers 400 with the reason', async () => {
    const agent = await browserAgent(app.app);
    const res = await agent
      .post('/api/auth/sign-up')
      .send({ firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('at least 8 characters');
  });

  it('when a pending user signs in, then they get the pending-activation message and no session', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool, { activated: false });
    const agent = await browserAgent(app.app);
    const res = await agent.post('/api/auth/sign-in').send({ email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(
      'Your account is pending activation. Our team will review your application and activate your account shortly.',
    );
    expect((await agent.get('/api/auth/session')).body.user).toBeNull();
  });

  it('when the profile is missing, then sign-in answers "User account not found."', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool, { profile: false });
    const agent = await browserAgent(app.app);
    const res = await agent.post('/api/auth/sign-in').send({ email: user.email, password: user.password });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('User account not found.');
  });

  it('when the password is wrong or the e-mail unknown, then both answer the same 401', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const agent = await browserAgent(app.app);
    const wrong = await agent.post('/api/auth/sign-in').send({ email: user.email, password: 'not-it-at-all' });
    const unknown = await agent
      .post('/api/auth/sign-in')
      .send({ email: uniqueEmail('nobody'), password: 'whatever-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('when an activated owner signs in and out, then the session appears and then ends', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool, { firstName: 'Olga' });
    const agent = await signedInAgent(app, user);
    expect((await agent.get('/api/auth/session')).body.user).toMatchObject({
      email: user.email,
      firstName: 'Olga',
      admin: false,
    });
    expect((await agent.post('/api/auth/sign-out')).status).toBe(204);
    expect((await agent.get('/api/auth/session')).body.user).toBeNull();
  });

  it('when the access cookie has expired and the user signs out, then the refresh token stops working', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const agent = await browserAgent(app.app);
    const signIn = await agent.post('/api/auth/sign-in').send({ email: user.email, password: user.password });
    expect(signIn.status).toBe(200);
    const refreshCookie = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('hv_rt='));
    expect(refreshCookie).toBeDefined();
    // The browser dropped the 15-minute access cookie; only the refresh cookie (and CSRF) remain.
    // The CSRF token was the session's: the first try is refused with a fresh token for no
    // session, which the page's one retry sends.
    let csrf = agent.csrf();
    const withRefreshOnly = (req: request.Test) =>
      req.set('cookie', `hv_csrf=${csrf}; ${refreshCookie}`).set('x-csrf-token', csrf);
    const refused = await withRefreshOnly(request(app.app).post('/api/auth/sign-out'));
    expect(refused.status).toBe(403);
    csrf = /hv_csrf=([^;]+)/.exec(([] as string[]).concat(refused.headers['set-cookie'] ?? []).join('\n'))![1]!;
    const signOut = await withRefreshOnly(request(app.app).post('/api/auth/sign-out'));
    expect(signOut.status).toBe(204);
    expect(([] as string[]).concat(signOut.headers['set-cookie'] ?? []).join('\n')).toMatch(/hv_rt=;/);
    const refreshed = await withRefreshOnly(request(app.app).post('/api/auth/refresh'));
    expect(refreshed.status).toBe(401);
  });

  it('when a non-admin uses the admin login, then it answers "You do not have admin privileges" and signs out', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const agent = await browserAgent(app.app);
    const res = await agent.post('/api/auth/admin/sign-in').send({ email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('You do not have admin privileges');
    expect((await agent.get('/api/auth/session')).body.user).toBeNull();
  });

  it('when a state-changing request lacks the CSRF header, then it is refused', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const agent = await browserAgent(app.app);
    const res = await agent.agent.post('/api/auth/sign-in').send({ email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('csrf_failed');
  });

  it('when the body is not JSON, then it answers 400 and does not crash', async () => {
    const agent = await browserAgent(app.app);
    const res = await agent.post('/api/auth/sign-in').set('content-type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('bad_request');
  });
});
