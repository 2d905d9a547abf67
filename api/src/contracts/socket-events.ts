import type { AppNotification } from './alerts.ts';
import type { CallLogListItem } from './call-logs.ts';

export type Ack<T> = (result: { ok: true; data: T } | { ok: false; error: { code: string; message: string } }) => void;

export interface ReviewEvent {
  reviewId: string;
  hotelId: string;
  rating: number;
  feedback: string;
  createdAt: string;
  /** The thanks screen offered this guest the hotel's Google page (the hotel has a place id). */
  googleOffered: boolean;
}

/** A guest opened the Google link their thanks screen offered; sent once per review. */
export interface ReviewGoogleOpenedEvent {
  hotelId: string;
  reviewId: string;
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

/** A follow-up a person marked handled: it leaves every open insights page's list. */
export interface FollowUpHandledEvent {
  hotelId: string;
  callId: string;
  handledBy: string | null;
  handledAt: string;
}

/** Events the server sends. Names are `domain:verb`. */
export interface ServerToClientEvents {
  'call:upserted': (call: CallLogListItem) => void;
  'review:created': (review: ReviewEvent) => void;
  'review:google-opened': (event: ReviewGoogleOpenedEvent) => void;
  'demo-request:created': (request: DemoRequestEvent) => void;
  'knowledge-file:updated': (file: KnowledgeFileEvent) => void;
  'session:revoked': () => void;
  'follow-up:handled': (event: FollowUpHandledEvent) => void;
  /** A follow-up was assigned, unassigned, commented on or reopened (decision 086): refetch the lists. */
  'follow-up:changed': (event: { hotelId: string; callId: string }) => void;
  /** The hotel's figures moved without a call:upserted (re-derive, a deleted call): refetch insights. */
  'insights:changed': (event: { hotelId: string }) => void;
  /** A hotel's unanswered questions changed (a call added or dropped some, one was answered): refetch the list. To the hotel's room and to admins. */
  'knowledge-gaps:changed': (event: { hotelId: string }) => void;
  /** To the person's own room (user:<id>), joined at connect: never another person's alerts. */
  'notification:created': (notification: AppNotification) => void;
  /** To the person's own room: an alert its call no longer supports was taken back (issue #32). */
  'notification:withdrawn': (event: { notificationId: string; hotelId: string }) => void;
}

/** Events the browser sends; every one answers through its ack. */
export interface ClientToServerEvents {
  'hotel:join': (hotelId: string, ack: Ack<{ hotelId: string }>) => void;
  'hotel:leave': (hotelId: string, ack: Ack<{ hotelId: string }>) => void;
  'admin:join': (ack: Ack<{ room: string }>) => void;
}
