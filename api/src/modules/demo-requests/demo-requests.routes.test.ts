import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rooms } from '../../contracts/rooms.ts';
import { uniqueIp } from '../../../../test/support/client-ip.ts';
import { browserAgent, createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { demoRequestLimit } from './demo-requests.routes.ts';

let app: TestApp;
beforeAll(() => {
  // Trusting X-Forwarded-For lets each test be its own client, so rate-limit counters never mix.
  app = createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => app.close());

function validRequest(tag = randomUUID().slice(0, 8)) {
  return { name: `Dana ${tag}`, email: `dana-${tag}@example.com`, hotel: `Hotel ${tag}`, message: 'Please call me.' };
}

/** Rows whose name, e-mail or hotel carries the test's tag. */
async function rowsTagged(tag: string) {
  const { rows } = await app.deps.pool.query(
    `select name, hotel, message from public.demo_requests where name || email || hotel like '%' || $1 || '%'`,
    [tag],
  );
  return rows;
}

describe('POST /api/demo-requests', () => {
  it('when the form is complete, then a row is stored and admins are told at once', async () => {
    const emit = vi.fn();
    const to = vi.spyOn(app.io, 'to').mockReturnValue({ emit } as never);
    const agent = await browserAgent(app.app);
    const body = validRequest();
    const res = await agent.post('/api/demo-requests').set('x-forwarded-for', uniqueIp()).send(body);
    expect(res.status).toBe(201);
    expect(await rowsTagged(body.email)).toEqual([{ name: body.name, hotel: body.hotel, message: body.message }]);
    expect(to).toHaveBeenCalledWith(rooms.admins());
    expect(emit).toHaveBeenCalledWith('demo-request:created', expect.objectContaining({ email: body.email }));
    to.mockRestore();
  });

  const badCases: [string, Record<string, unknown>][] = [
    ['the name is missing', { name: '' }],
    ['the e-mail is not an address', { email: 'not-an-email' }],
    ['the hotel is missing', { hotel: '   ' }],
    ['the message is missing', { message: undefined }],
    ['the name is longer than 200 characters', { name: 'n'.repeat(201) }],
    ['the hotel is longer than 200 characters', { hotel: 'h'.repeat(201) }],
    ['the message is longer than 5,000 characters', { message: 'm'.repeat(5001) }],
    ['a field is not a string', { name: 42 }],
  ];
  for (const [situation, change] of badCases) {
    it(`when ${situation}, then it answers 400 and stores nothing`, async () => {
      const agent = await browserAgent(app.app);
      const tag = randomUUID().slice(0, 8);
      const res = await agent
        .post('/api/demo-requests')
        .set('x-forwarded-for', uniqueIp())
        .send({ ...validRequest(tag), ...change });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(await rowsTagged(tag)).toEqual([]);
    });
  }

  it('when one address sends too many requests, then it gets 429 with Retry-After and nothing more is stored', async () => {
    const agent = await browserAgent(app.app);
    const ip = uniqueIp();
    for (let i = 0; i < demoRequestLimit.points; i++) {
      const ok = await agent.post('/api/demo-requests').set('x-forwarded-for', ip).send(validRequest());
      expect(ok.status).toBe(201);
    }
    const tag = randomUUID().slice(0, 8);
    const res = await agent.post('/api/demo-requests').set('x-forwarded-for', ip).send(validRequest(tag));
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(/^Too many requests\. Try again in \d+ (seconds?|minutes?|hours?)\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsTagged(tag)).toEqual([]);
  });
});
