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

/**
 * The one way the worker runs repeating jobs: a BullMQ job scheduler per job, upserted only by
 * the worker at start. A flushed Redis loses the schedulers too, so the worker calls
 * `restoreMissing` now and then to bring them back.
 */
export function createJobSchedulers(connection: QueueConnection, jobs: AnyRepeatingJob[]) {
  const schedulers = jobs.map((job) => schedulerOf(connection, job));
  return {
    async upsert() {
      for (const scheduler of schedulers) await scheduler.upsert();
    },
    restoreMissing: () => Promise.allSettled(schedulers.map((scheduler) => scheduler.restoreIfMissing())),
    close: () => Promise.allSettled(schedulers.map((scheduler) => scheduler.queue.close())),
  };
}
