import type { CallLogListItem } from './call-logs.ts';

export type Ack<T> = (result: { ok: true; data: T } | { ok: false; error: { code: string; message: string } }) => void;

export interface ReviewEvent {
  reviewId: string;
  hotelId: string;
  rating: number;
  feedback: string;
  createdAt: string;
}

export interface DemoRequestEvent {
  demoRequestId: string;
  name: string;
  email: string;
  hotel: string;
  message: string;
  createdAt: string;
}

export interface KnowledgeFileEvent {
  knowledgeFileId: string;
  hotelId: string | null;
  status: 'queued' | 'processing' | 'ready' | 'failed';
  failureReason: string | null;
  chunkCount: number;
}

/** Events the server sends. Names are `domain:verb`. */
export interface ServerToClientEvents {
  'call:upserted': (call: CallLogListItem) => void;
  'review:created': (review: ReviewEvent) => void;
  'demo-request:created': (request: DemoRequestEvent) => void;
  'knowledge-file:updated': (file: KnowledgeFileEvent) => void;
  'session:revoked': () => void;
}

/** Events the browser sends; every one answers through its ack. */
export interface ClientToServerEvents {
  'hotel:join': (hotelId: string, ack: Ack<{ hotelId: string }>) => void;
  'hotel:leave': (hotelId: string, ack: Ack<{ hotelId: string }>) => void;
  'admin:join': (ack: Ack<{ room: string }>) => void;
}
