import type { Pool } from './pool.ts';

/**
 * The rows of one query through a server-side cursor, `rowsPerRead` at a time, so memory holds that
 * many rows however many there are and however large each is. The cursor is declared in a
 * read-only transaction of its own and read with FETCH: each FETCH is a statement of its own, so
 * the pool's statement_timeout bounds each read, not the whole (possibly slow) download, as it
 * would for a protocol-level portal. The connection is held while the rows are taken and handed
 * back, the transaction ended, when they run out, when the consumer stops early (it must end the
 * generator: `for await` and `return()` do) or when a read fails.
 */
export async function* streamRows<T>(pool: Pool, text: string, values: unknown[], rowsPerRead = 1): AsyncGenerator<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  // A server restart while the consumer is busy between reads must not crash the process.
  const onError = (error: Error) => {
    lost = error;
  };
  client.on('error', onError);
  try {
    await client.query('begin read only');
    await client.query(`declare rows_cursor no scroll cursor for ${text}`, values);
    for (;;) {
      const { rows } = await client.query<T & object>(`fetch forward ${rowsPerRead} from rows_cursor`);
      if (rows.length === 0) return;
      yield* rows;
    }
  } finally {
    // Ending the transaction closes the cursor; a connection that cannot end it is dropped.
    if (!lost) await client.query('rollback').catch((error: Error) => (lost = error));
    client.off('error', onError);
    client.release(lost);
  }
}
