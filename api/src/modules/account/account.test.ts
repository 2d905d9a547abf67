import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail, type TestUser } from '../../../../test/support/factories.ts';
import { mailsTo, tokenFromMail } from '../../../../test/support/outbox.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let app: TestApp;
beforeAll(() => {
  app = createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => app.close());

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in from a given device and address, as a browser would. */
async function signInFrom(user: TestUser, userAgent: string, ip: string, password = user.password) {
  const agent = await browserAgent(app.app);
  const res = await agent
    .post('/api/auth/sign-in')
    .set('user-agent', userAgent)
    .set('x-forwarded-for', ip)
    .send({ email: user.email, password });
  expect(res.status).toBe(200);
  return agent;
}

describe('the account page', () => {
  it('when the name and phone are changed, then the profile and the session show them', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const agent = await signInFrom(user, chromeOnLinux, '203.0.113.7');
    const res = await agent
      .put('/api/account')
      .send({ firstName: 'Rita', lastName: 'Renamed', phoneNumber: '+351 21 000' });
    expect(res.status).toBe(200);
    expect(res.body.profile).toEqual({
      email: user.email,
      firstName: 'Rita',
      lastName: 'Renamed',
      phoneNumber: '+351 21 000',
    });
    expect((await agent.get('/api/auth/session')).body.user).toMatchObject({ firstName: 'Rita', lastName: 'Renamed' });
    expect((await agent.put('/api/account').send({ firstName: '', lastName: 'X' })).status).toBe(400);
  });

  it('when the password is changed, then the current one is required, this browser stays signed in and others are signed out', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const here = await signInFrom(user, chromeOnLinux, '203.0.113.7');
    const there = await signInFrom(user, safariOnIphone, '198.51.100.4');
    const wrong = await here
      .post('/api/account/password')
      .send({ currentPassword: 'nope', newPassword: 'a-new-password' });
    expect([wrong.status, wrong.body.error.message]).toEqual([400, 'Your current password is not right.']);

    const ok = await here
      .post('/api/account/password')
      .send({ currentPassword: user.password, newPassword: 'a-new-password' });
    expect(ok.status).toBe(204);
    expect((await here.get('/api/account')).status).toBe(200);
    expect((await there.get('/api/account')).status).toBe(401);
    await signInFrom(user, chromeOnLinux, '203.0.113.8', 'a-new-password');
  });

  it('when sessions are listed, then each shows its device and network, and ending one signs that device out', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const laptop = await signInFrom(user, chromeOnLinux, '203.0.113.7');
    const phone = await signInFrom(user, safariOnIphone, '2001:db8:abcd:12::1');
    const list = await laptop.get('/api/account/sessions');
    expect(list.status).toBe(200);
    const sessions = list.body.sessions as { sessionId: string; device: string; network: string; current: boolean }[];
    expect(
      sessions
        .map(({ device, network, current }) => ({ device, network, current }))
        .sort((a, b) => a.device.localeCompare(b.device)),
    ).toEqual([
      { device: 'Chrome on Linux', network: '203.0.113.0/24', current: true },
      { device: 'Safari on iOS', network: '2001:db8:abcd::/48', current: false },
    ]);

    const phoneSession = sessions.find((s) => !s.current)!;
    expect((await laptop.delete(`/api/account/sessions/${phoneSession.sessionId}`)).status).toBe(204);
    expect((await phone.get('/api/account')).status).toBe(401);
    // Its refresh token is refused too: the session is over, not just its access token.
    expect((await phone.post('/api/auth/refresh')).status).toBe(401);
    expect((await laptop.get('/api/account')).status).toBe(200);
    expect((await laptop.get('/api/account/sessions')).body.sessions).toHaveLength(1);
    expect((await laptop.delete(`/api/account/sessions/${phoneSession.sessionId}`)).status).toBe(404);
  });

  it('when another account’s session id is named, then nothing ends', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const other = await createUser(app.deps.auth, app.deps.pool);
    const mine = await signInFrom(user, chromeOnLinux, '203.0.113.7');
    const theirs = await signInFrom(other, chromeOnLinux, '203.0.113.9');
    const theirId = (await theirs.get('/api/account/sessions')).body.sessions[0].sessionId;
    expect((await mine.delete(`/api/account/sessions/${theirId}`)).status).toBe(404);
    expect((await theirs.get('/api/account')).status).toBe(200);
  });

  it('when signing out everywhere, then every session ends, this one included', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const laptop = await signInFrom(user, chromeOnLinux, '203.0.113.7');
    const phone = await signInFrom(user, safariOnIphone, '198.51.100.4');
    expect((await laptop.post('/api/account/sign-out-everywhere')).status).toBe(204);
    expect((await laptop.get('/api/account')).status).toBe(401);
    expect((await phone.get('/api/account')).status).toBe(401);
  });

  it('when the e-mail is changed, then the new address confirms it, the old one is told, and sign-in moves to the new one', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const agent = await signInFrom(user, chromeOnLinux, '203.0.113.7');
    const newEmail = uniqueEmail('moved');
    const wrong = await agent.post('/api/account/email').send({ currentPassword: 'nope', newEmail });
    expect(wrong.status).toBe(400);
    const asked = await agent.post('/api/account/email').send({ currentPassword: user.password, newEmail });
    expect(asked.status).toBe(202);
    const token = await tokenFromMail(app.deps.pool, newEmail, '/confirm-email');
    const told = await mailsTo(app.deps.pool, user.email);
    expect(told.map((m) => m.subject)).toContain('Your HotelVoice e-mail address is being changed');

    const confirm = await (await browserAgent(app.app)).post('/api/auth/confirm-email').send({ token });
    expect([confirm.status, confirm.body]).toEqual([200, { email: newEmail }]);
    expect((await agent.get('/api/account')).status).toBe(401);
    const moved = await signInFrom({ ...user, email: newEmail }, chromeOnLinux, '203.0.113.7');
    expect((await moved.get('/api/account')).body.profile.email).toBe(newEmail);
    const again = await (await browserAgent(app.app)).post('/api/auth/confirm-email').send({ token });
    expect(again.status).toBe(400);
  });

  it('when the new e-mail belongs to another account, then the answer is the same but no link is sent', async () => {
    const user = await createUser(app.deps.auth, app.deps.pool);
    const other = await createUser(app.deps.auth, app.deps.pool);
    const agent = await signInFrom(user, chromeOnLinux, '203.0.113.7');
    const res = await agent.post('/api/account/email').send({ currentPassword: user.password, newEmail: other.email });
    expect(res.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(app.deps.pool, other.email)).toEqual([]);
  });
});
