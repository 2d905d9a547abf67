import type { JobData, QueueJobDefaults, QueueKey } from '@hotelvoice/api/contracts';
import { createQueueOf } from '@hotelvoice/api/platform/queues/app-queues';
import type { QueueConnection } from '@hotelvoice/api/platform/queues/backend';

/** A job that a BullMQ job scheduler adds to `queue` every `everyMs`; 0 means never. */
export interface RepeatingJob<K extends QueueKey> {
  queue: K;
  schedulerId: string;
  everyMs: number;
  name: string;
  data: JobData<K>;
  /** The runs' job options (BullMQ gives a scheduler's jobs its queue's defaults). */
  options: QueueJobDefaults;
}

export type AnyRepeatingJob = { [K in QueueKey]: RepeatingJob<K> }[QueueKey];

/**
 * A scheduler an older worker upserted that this one no longer runs. Redis keeps a scheduler
 * until it is removed, and it goes on adding jobs, so it is removed where the others are upserted.
 */
export interface RetiredScheduler {
  queue: QueueKey;
  schedulerId: string;
}

function schedulerOf(connection: QueueConnection, job: AnyRepeatingJob) {
  const queue = createQueueOf(connection, job.queue, job.options);
  const upsert = async () => {
    // A changed interval would otherwise wait out the run already planned under the old one.
    const existing = await queue.getJobScheduler(job.schedulerId);
    if (existing && (job.everyMs === 0 || Number(existing.every) !== job.everyMs)) {
      await queue.removeJobScheduler(job.schedulerId);
    }
    if (job.everyMs > 0) {
      await queue.upsertJobScheduler(job.schedulerId, { every: job.everyMs }, { name: job.name, data: job.data });
    }
  };
  // Upserting again moves the next run; only restore a scheduler that is gone, or it never fires.
  const restoreIfMissing = async () => {
    if (job.everyMs > 0 && !(await queue.getJobScheduler(job.schedulerId))) await upsert();
  };
  return { queue, upsert, restoreIfMissing };
}

/** Removing a scheduler that is already gone does nothing, so this runs at every start and restore. */
function retiredOf(connection: QueueConnection, retired: RetiredScheduler) {
  const queue = createQueueOf(connection, retired.queue);
  return { queue, remove: () => queue.removeJobScheduler(retired.schedulerId) };
}

/**
 * The one way the worker runs repeating jobs: a BullMQ job scheduler per job, upserted only by
 * the worker at start. A flushed Redis loses the schedulers too, so the worker calls
 * `restoreMissing` now and then to bring them back. `retired` schedulers are removed at start and
 * on each of those passes too: during a rolling deploy, a worker of the older version still
 * running would restore one it finds missing.
 */
export function createJobSchedulers(
  connection: QueueConnection,
  jobs: AnyRepeatingJob[],
  retired: RetiredScheduler[] = [],
) {
  const schedulers = jobs.map((job) => schedulerOf(connection, job));
  const retiredSchedulers = retired.map((scheduler) => retiredOf(connection, scheduler));
  return {
    async upsert() {
      for (const scheduler of retiredSchedulers) await scheduler.remove();
      for (const scheduler of schedulers) await scheduler.upsert();
    },
    restoreMissing: () =>
      Promise.allSettled([
        ...retiredSchedulers.map((scheduler) => scheduler.remove()),
        ...schedulers.map((scheduler) => scheduler.restoreIfMissing()),
      ]),
    close: () => Promise.allSettled([...schedulers, ...retiredSchedulers].map((scheduler) => scheduler.queue.close())),
  };
}
