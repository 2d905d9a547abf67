import { randomBytes } from 'node:crypto';
import { callIdPattern, callObjectPaths } from '../../contracts/call-objects.ts';
import { PermanentIngestError, parseTranscript } from '../../contracts/transcript.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError, badRequest, notFound, unauthenticated } from '../../platform/errors/app-error.ts';
import { isUuid } from '../../platform/access/access.ts';
import type { StoragePort } from '../../platform/storage/storage-port.ts';
import { createHotelsService } from '../hotels/hotels.service.ts';
import { stampOf } from './call-stamp.ts';
import { forgetExpiredSignatures, forgetSignature, rememberSignature } from './ingest.repo.ts';

export interface IncomingCall {
  hotelId: string;
  callId?: string;
  room?: string;
  transcript: Buffer;
  recording: Buffer | null;
}

/** The signed request a call came in: each signature is accepted once within its window. */
export interface SignedRequest {
  signature: string;
  windowSeconds: number;
}

/** `<prefix>_{room}_{YYYYmmdd}_{HHMMSS}` as voice agents name files; the prefix keeps it unique. */
export function generateCallId(room: string | undefined, now = new Date()): string {
  const cleanRoom = (room ?? '').replace(/[^A-Za-z0-9-]/g, '-').slice(0, 60) || 'agent';
  return `call-${randomBytes(4).toString('hex')}_${cleanRoom}_${stampOf(now)}`;
}

export function createIngestService(db: Db, storage: StoragePort) {
  const hotels = createHotelsService(db);
  let acceptedSinceCleanup = 0;

  /** Remembers the signature; a second arrival within its window is a replay. */
  async function assertNotReplayed(key: string, windowSeconds: number): Promise<void> {
    if (++acceptedSinceCleanup >= 500) {
      acceptedSinceCleanup = 0;
      await forgetExpiredSignatures(db);
    }
    const expiresAt = new Date(Date.now() + 2 * windowSeconds * 1000);
    if (!(await rememberSignature(db, key, expiresAt))) {
      throw unauthenticated('This signed request was already received.', { reason: 'replayed' });
    }
  }

  return {
    /**
     * Validates the whole call before writing anything, then claims the request's signature (a
     * replay stops here) and writes the storage layout; the storage notification takes it from
     * there, as for objects written straight into storage. A refused call leaves no signature
     * behind, and neither does a failed write, so the sender's retry of the same request is taken.
     */
    async storeCall(call: IncomingCall, signed: SignedRequest): Promise<{ callId: string }> {
      if (!isUuid(call.hotelId)) throw badRequest('hotel_id must be a UUID.');
      const callId = call.callId || generateCallId(call.room);
      if (!callIdPattern.test(callId)) {
        throw badRequest('call_id may hold only letters, digits, ".", "_" and "-" (at most 200).');
      }
      try {
        parseTranscript(call.transcript);
      } catch (error) {
        if (error instanceof PermanentIngestError) throw badRequest(error.message);
        throw error;
      }
      if (call.recording && !call.recording.subarray(0, 4).equals(Buffer.from('OggS'))) {
        throw new AppError('unsupported_media_type', 'The recording must be an Ogg file (Opus or Vorbis).');
      }
      if (!(await hotels.exists(call.hotelId))) throw notFound('Unknown hotel_id.');
      const key = signed.signature.slice(0, 200);
      await assertNotReplayed(key, signed.windowSeconds);
      const paths = callObjectPaths(call.hotelId, callId);
      try {
        // Recording first: when the transcript's notification arrives, the call is usually complete.
        if (call.recording) await storage.put('calls', paths.recording, call.recording, 'audio/ogg');
        await storage.put('calls', paths.transcript, call.transcript, 'application/json');
      } catch (error) {
        // The storage error is the one to report; should the database be down too, the retry is
        // refused as a replay until the signature expires, which is all that can be done then.
        await forgetSignature(db, key).catch(() => undefined);
        throw error;
      }
      return { callId };
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
