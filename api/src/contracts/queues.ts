/** Queue names (kebab-case) and their job payloads, shared by the api (producer) and worker. */
export const queueNames = {
  callIngest: 'call-ingest',
  knowledgeFile: 'knowledge-file',
  reconcile: 'reconcile',
  mail: 'mail',
} as const;

export type QueueName = (typeof queueNames)[keyof typeof queueNames];

export interface CallIngestJob {
  hotelId: string;
  callId: string;
}

export interface KnowledgeFileJob {
  knowledgeFileId: string;
}

export interface MailJob {
  outboxMessageId: string;
}

/** BullMQ rejects custom job ids containing ':'; hotel ids are uuids and call ids match callIdPattern. */
export function callIngestJobId(job: CallIngestJob): string {
  return `${job.hotelId}_${job.callId}`;
}
