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

/** Call ids are file names: letters, digits, dot, underscore and dash (the call_logs check). */
export const callIdPattern = /^[A-Za-z0-9._-]{1,200}$/;

/** Where a call's objects live in the calls bucket. */
export const callObjectPaths = (hotelId: string, callId: string) => ({
  transcript: `hotels/${hotelId}/transcripts/${callId}.json`,
  recording: `hotels/${hotelId}/recordings/${callId}.ogg`,
});

/** BullMQ rejects custom job ids containing ':'; hotel ids are uuids and call ids match callIdPattern. */
export function callIngestJobId(job: CallIngestJob): string {
  return `${job.hotelId}_${job.callId}`;
}
