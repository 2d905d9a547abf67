import { randomBytes } from 'node:crypto';
import { PermanentIngestError, parseTranscript } from '../../contracts/transcript.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { isUuid } from '../../platform/http/guards.ts';
import type { StoragePort } from '../../platform/storage/storage-port.ts';
import { forgetExpiredSignatures, hotelExists, rememberSignature } from './ingest.repo.ts';

export const callIdPattern = /^[A-Za-z0-9._-]{1,200}$/;

export interface IncomingCall {
  hotelId: string;
  callId?: string;
  room?: string;
  transcript: Buffer;
  recording: Buffer | null;
}

/** `<prefix>_{room}_{YYYYmmdd}_{HHMMSS}` as voice agents name files; the prefix keeps it unique. */
export function generateCallId(room: string | undefined, now = new Date()): string {
  const cleanRoom = (room ?? '').replace(/[^A-Za-z0-9-]/g, '-').slice(0, 60) || 'agent';
  const stamp = now.toISOString().replace(/[-:]/g, '').slice(0, 15); // 20250303T101500
  return `call-${randomBytes(4).toString('hex')}_${cleanRoom}_${stamp.slice(0, 8)}_${stamp.slice(9, 15)}`;
}

export const callObjectPaths = (hotelId: string, callId: string) => ({
  transcript: `hotels/${hotelId}/transcripts/${callId}.json`,
  recording: `hotels/${hotelId}/recordings/${callId}.ogg`,
});

export function createIngestService(db: Db, storage: StoragePort) {
  let acceptedSinceCleanup = 0;
  return {
    /** Accepts each signature once within its window; a second arrival is a replay. */
    async assertNotReplayed(signature: string, windowSeconds: number): Promise<void> {
      if (++acceptedSinceCleanup >= 500) {
        acceptedSinceCleanup = 0;
        await forgetExpiredSignatures(db);
      }
      const expiresAt = new Date(Date.now() + 2 * windowSeconds * 1000);
      if (!(await rememberSignature(db, signature.slice(0, 200), expiresAt))) {
        throw new AppError('unauthenticated', 'This signed request was already received.', { reason: 'replayed' });
      }
    },

    /**
     * Validates the whole call before writing anything, then writes the storage layout; the storage
     * notification takes it from there, as for objects written straight into storage.
     */
    async storeCall(call: IncomingCall): Promise<{ callId: string }> {
      if (!isUuid(call.hotelId)) throw new AppError('bad_request', 'hotel_id must be a UUID.');
      const callId = call.callId || generateCallId(call.room);
      if (!callIdPattern.test(callId)) {
        throw new AppError('bad_request', 'call_id may hold only letters, digits, ".", "_" and "-" (at most 200).');
      }
      try {
        parseTranscript(call.transcript);
      } catch (error) {
        if (error instanceof PermanentIngestError) throw new AppError('bad_request', error.message);
        throw error;
      }
      if (call.recording && !call.recording.subarray(0, 4).equals(Buffer.from('OggS'))) {
        throw new AppError('unsupported_media_type', 'The recording must be an Ogg file (Opus or Vorbis).');
      }
      if (!(await hotelExists(db, call.hotelId))) throw new AppError('not_found', 'Unknown hotel_id.');
      const paths = callObjectPaths(call.hotelId, callId);
      // Recording first: when the transcript's notification arrives, the call is usually complete.
      if (call.recording) await storage.put('calls', paths.recording, call.recording, 'audio/ogg');
      await storage.put('calls', paths.transcript, call.transcript, 'application/json');
      return { callId };
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
