import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** Anything that runs a query: the pool, or a client inside a transaction. */
export type Db = Pick<pg.Pool, 'query'>;

// Bigint counts (count(*), sizes) fit comfortably in a JS number for this product's volumes.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface PoolOptions {
  /**
   * Postgres cancels any statement of these connections that runs longer (0: never). The api's
   * request pool sets it; the worker, scripts and migrations run long work and leave it off.
   */
  statementTimeoutMs?: number;
}

export function createPool(connectionString: string, max = 10, options: PoolOptions = {}): Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    // Sent when each connection starts, so it holds for every statement, in transactions too.
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return pool;
}

export async function withTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A checked-out client has no error listener of the pool's: a server restart while the work
  // waits between queries would emit an unhandled 'error' and end the process. Keep it here, fail
  // the transaction, and hand the broken client back so the pool drops it.
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost = error;
  };
  client.on('error', onError);
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    if (!lost) await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.off('error', onError);
    client.release(lost);
  }
}
