import type { Db } from './db/pool.ts';

/** How often a worker process writes its heartbeat row. */
export const heartbeatEveryMs = 2000;
/** A worker whose newest heartbeat is older than this is taken as down. */
export const workerDownAfterSeconds = 10;

export interface WorkerIdentity {
  workerId: string;
  /** The queues it serves (QUEUE_PREFIX, '' when unset). */
  queuePrefix: string;
  hostname: string;
  pid: number;
  startedAt: Date;
}

/** Upserts the worker's row with the database's clock, so api and worker need not agree on time. */
export async function writeHeartbeat(db: Db, worker: WorkerIdentity): Promise<void> {
  await db.query(
    `insert into public.worker_heartbeats (worker_id, queue_prefix, hostname, pid, started_at, seen_at)
     values ($1, $2, $3, $4, $5, now())
     on conflict (worker_id) do update set seen_at = now()`,
    [worker.workerId, worker.queuePrefix, worker.hostname, worker.pid, worker.startedAt],
  );
}

/** Whether a worker on this host (a container's own hostname) has written a heartbeat lately. */
export async function hostHasFreshHeartbeat(db: Db, hostname: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from public.worker_heartbeats
     where hostname = $1 and seen_at > now() - make_interval(secs => $2) limit 1`,
    [hostname, workerDownAfterSeconds],
  );
  return (rowCount ?? 0) > 0;
}

/** A worker stopping cleanly says so; rows of workers that died are pruned after an hour. */
export async function removeHeartbeat(db: Db, workerId: string): Promise<void> {
  await db.query('delete from public.worker_heartbeats where worker_id = $1', [workerId]);
}

export async function pruneHeartbeats(db: Db): Promise<void> {
  await db.query(`delete from public.worker_heartbeats where seen_at < now() - interval '1 hour'`);
}

export interface WorkerStatus {
  status: 'up' | 'down';
  /** Processes whose heartbeat is fresh. */
  running: number;
  /** Seconds since the newest heartbeat of any worker; null when none was ever seen. */
  lastSeenSecondsAgo: number | null;
}

/** The workers that serve the queues of `queuePrefix` ('' when unset). */
export async function readWorkerStatus(db: Db, queuePrefix: string): Promise<WorkerStatus> {
  const { rows } = await db.query<{ running: number; ago: number | null }>(
    `select count(*) filter (where seen_at > now() - make_interval(secs => $1))::int as running,
            extract(epoch from now() - max(seen_at))::float8 as ago
     from public.worker_heartbeats where queue_prefix = $2`,
    [workerDownAfterSeconds, queuePrefix],
  );
  const { running, ago } = rows[0]!;
  return {
    status: running > 0 ? 'up' : 'down',
    running,
    lastSeenSecondsAgo: ago === null ? null : Math.round(ago),
  };
}
