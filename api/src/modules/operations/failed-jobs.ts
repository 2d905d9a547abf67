import type { Queue } from 'bullmq';

export interface FailedJobGroup {
  queue: string;
  reason: string;
  count: number;
  hotelId: string | null;
  /** When the newest of them failed (ms since epoch). */
  lastFailedAt: number;
}

/** The queues kept failed jobs for a week: group the newest 500 of each by queue, hotel and reason. */
export async function failedJobGroups(queues: Queue[], since = 0): Promise<FailedJobGroup[]> {
  const groups = new Map<string, FailedJobGroup>();
  for (const queue of queues) {
    const jobs = await queue.getFailed(0, 499).catch(() => []);
    for (const job of jobs) {
      if (!job || (job.finishedOn ?? 0) < since) continue;
      const data = job.data as { hotelId?: unknown } | undefined;
      const hotelId = typeof data?.hotelId === 'string' ? data.hotelId : null;
      const reason = (job.failedReason || 'unknown').slice(0, 200);
      const key = `${queue.name}\n${hotelId}\n${reason}`;
      const group = groups.get(key) ?? { queue: queue.name, reason, count: 0, hotelId, lastFailedAt: 0 };
      group.count++;
      group.lastFailedAt = Math.max(group.lastFailedAt, job.finishedOn ?? 0);
      groups.set(key, group);
    }
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}
