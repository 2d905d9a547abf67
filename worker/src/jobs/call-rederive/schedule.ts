import type { Queue } from 'bullmq';
import type { CallRederiveJob } from '@hotelvoice/api/contracts';
import type { Db } from '@hotelvoice/api/platform/db/pool';
import { classifierVersion } from '../../classifier/classify-call.ts';
import { anyStaleCall } from '@hotelvoice/api/modules/call-logs';

/** One run per classifier version (its job id), queued at start while any call is on another version. */
export const rederiveJobId = (version: number) => `call-rederive-v${version}`;

export async function scheduleCallRederive(queue: Queue<CallRederiveJob>, db: Db): Promise<void> {
  if (!(await anyStaleCall(db, classifierVersion))) return;
  await queue.add('rederive', { classifierVersion }, { jobId: rederiveJobId(classifierVersion) });
}
