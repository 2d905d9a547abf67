import { afterAll, describe, expect, it } from 'vitest';

import '../../../../test/support/provided-context.ts';
import { eventually } from '../../../../test/support/eventually.ts';
import { createPool } from './pool.ts';
import { streamRows } from './stream-rows.ts';
import { testDatabaseUrl } from '../../../../test/support/file-database.ts';

describe('streamRows', () => {
  const timeoutMs = 300;
  const pool = createPool(testDatabaseUrl(), 1, { statementTimeoutMs: timeoutMs });
  const observer = createPool(testDatabaseUrl(), 1);
  afterAll(() => Promise.all([pool.end(), observer.end()]));

  it('when the consumer is slower than the statement timeout, then every row still comes: each read is timed alone', async () => {
    const rows = streamRows<{ n: number; pid: number }>(
      pool,
      'select n, pg_backend_pid() as pid from generate_series(1, 3) n where n > $1',
      [0],
    );
    const first = await rows.next();
    const pid = first.done ? 0 : first.value.pid;
    // The download is slow: the cursor's session waits on the consumer for longer than the timeout.
    await eventually(async () => {
      const { rows: waiting } = await observer.query(
        `select 1 from pg_stat_activity
         where pid = $1 and state = 'idle in transaction' and clock_timestamp() - state_change > $2 * interval '1 ms'`,
        [pid, timeoutMs * 2],
      );
      return waiting.length === 1 ? true : undefined;
    }, 'the cursor waiting past the statement timeout');

    const rest: number[] = [];
    for await (const row of rows) rest.push(row.n);
    expect([first.value?.n, ...rest]).toEqual([1, 2, 3]);
    expect(pool.idleCount).toBe(1);
  });
});
