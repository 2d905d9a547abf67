import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createUser, linkUserToHotel, signedInAgent } from '../../../../test/support/factories.ts';
import { createTestApp, type BrowserAgent, type TestApp } from '../../../../test/support/test-app.ts';
import { createPool } from './pool.ts';

// Issue 30, finding 10: a request's statement that runs too long is cancelled and answered clearly.

let app: TestApp;
let owner: BrowserAgent;
let hotelId: string;

beforeAll(async () => {
  app = createTestApp({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '500' } });
  hotelId = (await createHotel(app.deps.pool)).id;
  const user = await createUser(app.deps.auth, app.deps.pool);
  await linkUserToHotel(app.deps.pool, user.id, hotelId);
  owner = await signedInAgent(app, user);
});
afterAll(() => app.close());

describe('statement timeout of request queries', () => {
  it('when a request statement runs past the timeout, then the answer is 503 with a plain message', async () => {
    // The hotel's row is held by another transaction, so the request's update waits on it for as
    // long as the test keeps it: past the timeout, whatever the machine's speed.
    const holder = await app.deps.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from public.hotels where hotel_id = $1 for update', [hotelId]);
      const res = await owner
        .put(`/api/hotels/${hotelId}/privacy`)
        .send({ cardLast4Visible: true, recordingRetentionDays: 30, transcriptRetentionDays: 365 });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: {
          code: 'service_unavailable',
          message: 'The database took too long to answer. Try again, or narrow what you asked for.',
        },
      });
    } finally {
      await holder.query('rollback');
      holder.release();
    }
  });

  it("when the api's pool connects, then it carries the timeout; a pool made without it (worker, scripts) has none", async () => {
    const { rows } = await app.deps.pool.query<{ statement_timeout: string }>('show statement_timeout');
    expect(rows[0]!.statement_timeout).toBe('500ms');
    const worker = createPool(app.config.databaseUrl, 1);
    try {
      const plain = await worker.query<{ statement_timeout: string }>('show statement_timeout');
      expect(plain.rows[0]!.statement_timeout).toBe('0');
    } finally {
      await worker.end();
    }
  });
});
