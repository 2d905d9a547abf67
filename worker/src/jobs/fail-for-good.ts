import { UnrecoverableError } from 'bullmq';

/**
 * The one way a job fails permanently: BullMQ moves it to the failed set at once instead of
 * retrying, where /admin/queues shows the reason. Whatever the job owes people (a row's reason, a
 * fact) is written before this is called.
 */
export function failForGood(reason: string): never {
  throw new UnrecoverableError(reason);
}
