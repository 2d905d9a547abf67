import fs from 'node:fs';
import type { Pool } from '../api/src/platform/db/pool.ts';

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null once it is gone. */
export function cpuSecondsOf(pid: number | 'self'): number | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // proc(5) fields 14 and 15 (utime, stime), counted after the command name; USER_HZ is 100.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The pid of the Redis server when it runs on this machine (its CPU includes other clients'). */
function redisServerPid(): number | null {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'redis-server') return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

export interface PipelineCpu {
  /** The worker process. */
  worker: number;
  /** This process: the api (socket relay), the storage writers and the listening client. */
  benchProcess: number;
  /** The Postgres backends connected to the bench database (triggers run there). */
  postgres: number;
  /** The Redis server, shared with anything else using it. */
  redis: number;
}

/**
 * Follows the CPU seconds of the processes a pipeline run uses, measured from /proc rather than
 * wall time, so a shared machine's load does not inflate them. Postgres backends are found in
 * pg_stat_activity (this database only) and sampled every 200 ms; one that starts during the run
 * counts from zero, one that ends counts up to its last sample.
 */
export function startCpuTally(pool: Pool, workerPid: number) {
  const redisPid = redisServerPid();
  const start = { worker: cpuSecondsOf(workerPid) ?? 0, self: cpuSecondsOf('self') ?? 0, redis: 0 };
  start.redis = redisPid ? (cpuSecondsOf(redisPid) ?? 0) : 0;
  const backends = new Map<number, { first: number; last: number }>();
  let firstSample = true;
  const sampleBackends = async () => {
    const { rows } = await pool.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
    );
    for (const { pid } of rows) {
      const cpu = cpuSecondsOf(pid);
      if (cpu === null) continue;
      const known = backends.get(pid);
      if (known) known.last = cpu;
      else backends.set(pid, { first: firstSample ? cpu : 0, last: cpu });
    }
    firstSample = false;
  };
  const ready = sampleBackends();
  const timer = setInterval(() => void sampleBackends().catch(() => undefined), 200);
  return {
    async stop(): Promise<PipelineCpu> {
      await ready;
      clearInterval(timer);
      await sampleBackends();
      let postgres = 0;
      for (const { first, last } of backends.values()) postgres += last - first;
      return {
        worker: (cpuSecondsOf(workerPid) ?? start.worker) - start.worker,
        benchProcess: (cpuSecondsOf('self') ?? 0) - start.self,
        postgres,
        redis: redisPid ? (cpuSecondsOf(redisPid) ?? start.redis) - start.redis : 0,
      };
    },
  };
}

/** "worker 1.23 ms · api+writers 0.80 ms · …" per call. */
export function cpuPerCallLine(cpu: PipelineCpu, calls: number): string {
  const ms = (seconds: number) => `${((seconds * 1000) / calls).toFixed(2)} ms`;
  const all = cpu.worker + cpu.benchProcess + cpu.postgres + cpu.redis;
  return `worker ${ms(cpu.worker)} · api+writers ${ms(cpu.benchProcess)} · postgres ${ms(cpu.postgres)} · redis ${ms(cpu.redis)} · all ${ms(all)}`;
}
