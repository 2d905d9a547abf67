import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../test/support/factories.ts';
import { uniqueIp } from '../../../../test/support/client-ip.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { authLimits } from './auth-limits.ts';

let app: TestApp;
beforeAll(() => {
  // Trusting X-Forwarded-For lets each test be its own client, so rate-limit counters never mix.
  app = createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => app.close());

const validSignUp = () => ({
  firstName: 'Ann',
  lastName: 'Lee',
  email: uniqueEmail('limits'),
  password: 'long-enough-1',
});

async function profileCount(email: string): Promise<number> {
  const { rows } = await app.deps.pool.query('select count(*)::int as n from public.users where email = $1', [email]);
  return rows[0].n;
}

describe('sign-up bounds', () => {
  const badCases: [string, Record<string, unknown>, string][] = [
    ['the first name is longer than 100 characters', { firstName: 'f'.repeat(101) }, 'firstName'],
    ['the last name is missing', { lastName: ' ' }, 'lastName'],
    ['the phone number is longer than 40 characters', { phoneNumber: '1'.repeat(41) }, 'phoneNumber'],
    ['the password is longer than 72 bytes', { password: 'é'.repeat(37) }, 'password'],
    ['the e-mail is not an address', { email: 'nope' }, 'email'],
  ];
  for (const [situation, change, field] of badCases) {
    it(`when ${situation}, then sign-up answers 400 naming the field and creates nobody`, async () => {
      const agent = await browserAgent(app.app);
      const body = { ...validSignUp(), ...change };
      const res = await agent.post('/api/auth/sign-up').set('x-forwarded-for', uniqueIp()).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].path).toBe(field);
      if (typeof body.email === 'string') expect(await profileCount(body.email)).toBe(0);
    });
  }

  it('when the phone number is given, then it is stored', async () => {
    const agent = await browserAgent(app.app);
    const body = { ...validSignUp(), phoneNumber: '+1 555 0100' };
    const res = await agent.post('/api/auth/sign-up').set('x-forwarded-for', uniqueIp()).send(body);
    expect(res.status).toBe(201);
    const { rows } = await app.deps.pool.query('select phone_number from public.users where email = $1', [body.email]);
    expect(rows).toEqual([{ phone_number: '+1 555 0100' }]);
  });
});

describe('auth rate limits', () => {
  it('when one address signs up too often, then it gets 429 with Retry-After and no account is made', async () => {
    const agent = await browserAgent(app.app);
    const ip = uniqueIp();
    for (let i = 0; i < authLimits.signUpPerIp.points; i++) {
      expect((await agent.post('/api/auth/sign-up').set('x-forwarded-for', ip).send(validSignUp())).status).toBe(201);
    }
    const extra = validSignUp();
    const res = await agent.post('/api/auth/sign-up').set('x-forwarded-for', ip).send(extra);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await profileCount(extra.email)).toBe(0);
  });
});
