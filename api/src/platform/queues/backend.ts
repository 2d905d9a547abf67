import { Queue, Worker, createPostgresBackend, type Processor, type WorkerOptions, type JobsOptions } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';

export type QueueBackendKind = 'redis' | 'postgres';

export interface QueueConnection {
  kind: QueueBackendKind;
  redisUrl: string;
  databaseUrl: string;
  /** Namespaces queues: a Redis key prefix, or a Postgres schema suffix. Tests use one per run. */
  prefix?: string;
}

const schemaOf = (c: QueueConnection) =>
  c.prefix ? `bullmq_${c.prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}` : 'bullmq';

/**
 * One place that knows how BullMQ is connected: Redis, or BullMQ's own PostgreSQL backend on the
 * product's database. Producers in the api fail fast (an unreachable queue answers 503 rather
 * than hanging a request); workers retry forever as BullMQ's production guide says.
 */
export function createQueue<Data>(connection: QueueConnection, name: string, defaultJobOptions?: JobsOptions) {
  if (connection.kind === 'postgres') {
    return new Queue<Data>(
      name,
      {
        connection: { connectionString: connection.databaseUrl, schema: schemaOf(connection), max: 4, migrate: true },
        defaultJobOptions,
      } as never,
      createPostgresBackend as never,
    ) as unknown as Queue<Data>;
  }
  return new Queue<Data>(name, {
    connection: redisConnection(connection.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }),
    prefix: connection.prefix ?? 'bull',
    defaultJobOptions,
  });
}

export function createWorker<Data>(
  connection: QueueConnection,
  name: string,
  processor: Processor<Data>,
  options: Omit<WorkerOptions, 'connection'> = {},
) {
  if (connection.kind === 'postgres') {
    return new Worker<Data>(
      name,
      processor,
      {
        ...options,
        connection: { connectionString: connection.databaseUrl, schema: schemaOf(connection), max: 6, migrate: true },
      } as never,
      createPostgresBackend as never,
    ) as unknown as Worker<Data>;
  }
  return new Worker<Data>(name, processor, {
    ...options,
    prefix: connection.prefix ?? 'bull',
    connection: redisConnection(connection.redisUrl, { maxRetriesPerRequest: null }),
  });
}

export function redisConnection(url: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, { lazyConnect: false, ...options });
  client.on('error', () => undefined); // reconnects on its own; surfaced through readiness checks
  return client;
}

/** True when a Redis server answers PING at the URL within the timeout. */
export async function redisAnswers(url: string, timeoutMs = 1500): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Closes a client after its pending replies arrive, so no command is left to reject unhandled. A
 * client still connecting (a process stopped during start-up) gets a moment to finish first.
 */
export async function closeRedis(client: Redis, waitMs = 2000): Promise<void> {
  if (client.status === 'end' || client.status === 'wait') return client.disconnect();
  if (client.status !== 'ready') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      client.once('ready', done);
      client.once('end', done);
    });
  }
  if (client.status !== 'ready') return client.disconnect();
  const timer = setTimeout(() => client.disconnect(), waitMs);
  await client.quit().catch(() => client.disconnect());
  clearTimeout(timer);
}
