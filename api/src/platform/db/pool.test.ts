import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import '../../../../test/support/provided-context.ts';
import { createPool, withTransaction } from './pool.ts';

describe('withTransaction', () => {
  const pool = createPool(inject('adminDatabaseUrl'), 2);
  afterAll(() => pool.end());

  it('when the server ends the connection while the work waits between queries, then the transaction fails, the process stays up and the pool serves the next query', async () => {
    const work = withTransaction(pool, async (client) => {
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      // Ended from another connection while this one sits idle in its transaction, as a
      // server restart does; without a listener the client's 'error' would end this process.
      const killer = createPool(inject('adminDatabaseUrl'), 1);
      await killer.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await killer.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await client.query('select 1');
    });
    await expect(work).rejects.toThrow();
    const { rows } = await pool.query<{ ok: number }>('select 1 as ok');
    expect(rows[0]!.ok).toBe(1);
  });
});
