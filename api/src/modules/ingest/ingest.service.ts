import { randomBytes } from 'node:crypto';
import { callFacts, type CallFacts } from '../../contracts/call-facts.ts';
import {
  callIdPattern,
  callObjectPaths,
  providerAudioBase64Type,
  providerAudioPath,
  type CallFactKind,
} from '../../contracts/call-objects.ts';
import { PermanentIngestError, parseTranscript } from '../../contracts/transcript.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError, badRequest, notFound, unauthenticated } from '../../platform/errors/app-error.ts';
import { isUuid } from '../../platform/access/access.ts';
import { redactTranscriptDocument } from '../redaction/index.ts';
import type { StoragePort } from '../../platform/storage/storage-port.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import { stampOf } from './call-stamp.ts';
import { redactCallFacts } from './redact-facts.ts';
import { storeConversation } from './live-conversation.ts';
import { forgetExpiredSignatures, forgetSignature, rememberSignature } from './ingest.repo.ts';

export interface IncomingCall {
  hotelId: string;
  callId?: string;
  room?: string;
  transcript: Buffer;
  recording: Buffer | null;
  /** The optional `analysis` part, already in the providers' terms. */
  analysis?: CallFacts | null;
}

/**
 * Whatever one delivery (an ingest request, a provider event) says about a call: any of its
 * transcript, Ogg recording, provider facts, and inline provider audio. Inline audio alone may
 * come without a hotel (ElevenLabs' audio event names only the conversation).
 */
export interface CallDelivery {
  hotelId: string | null;
  callId: string;
  transcript?: Buffer;
  recording?: Buffer;
  facts?: { kind: CallFactKind; facts: CallFacts }[];
  /** Inline audio as the characters of the provider's JSON string (base64), decoded by the worker. */
  providerAudio?: Buffer;
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

export function createIngestService(db: Db, storage: StoragePort, hotels: HotelsService) {
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

  const service = {
    /** The signed ingest API's call: its transcript, recording and optional analysis. */
    async storeCall(call: IncomingCall, signed: SignedRequest): Promise<{ callId: string }> {
      const callId = call.callId || generateCallId(call.room);
      return service.storeDelivery(
        {
          hotelId: call.hotelId,
          callId,
          transcript: call.transcript,
          ...(call.recording ? { recording: call.recording } : {}),
          ...(call.analysis ? { facts: [{ kind: 'analysis' as const, facts: call.analysis }] } : {}),
        },
        signed,
      );
    },

    /**
     * Validates the whole delivery before writing anything, then claims the request's signature (a
     * replay stops here) and writes the storage layout; the storage feed takes it from there, as
     * for objects written straight into storage. A refused delivery leaves no signature behind, and
     * neither does a failed write, so the sender's retry of the same request is taken.
     */
    async storeDelivery(delivery: CallDelivery, signed: SignedRequest): Promise<{ callId: string }> {
      const { hotelId, callId } = delivery;
      if (hotelId === null) {
        if (!delivery.providerAudio || delivery.transcript || delivery.recording || delivery.facts?.length) {
          throw badRequest('The call carries no hotel_id.');
        }
      } else if (!isUuid(hotelId)) throw badRequest('hotel_id must be a UUID.');
      if (!callIdPattern.test(callId)) {
        throw badRequest('call_id may hold only letters, digits, ".", "_" and "-" (at most 200).');
      }
      if (delivery.transcript) {
        try {
          parseTranscript(delivery.transcript);
        } catch (error) {
          if (error instanceof PermanentIngestError) throw badRequest(error.message);
          throw error;
        }
      }
      if (delivery.recording && !delivery.recording.subarray(0, 4).equals(Buffer.from('OggS'))) {
        throw new AppError('unsupported_media_type', 'The recording must be an Ogg file (Opus or Vorbis).');
      }
      const facts = (delivery.facts ?? []).map(({ kind, facts: given }) => {
        const parsed = callFacts.safeParse(given);
        if (!parsed.success)
          throw badRequest(`The call's ${kind} data is not valid: ${parsed.error.issues[0]?.message}`);
        return { kind, facts: parsed.data };
      });
      const key = signed.signature.slice(0, 200);
      // The hotel's settings and the signature's claim are independent reads: one round trip, not two.
      const [privacy, claim] = await Promise.allSettled([
        hotelId === null ? Promise.resolve(null) : hotels.privacy(hotelId),
        assertNotReplayed(key, signed.windowSeconds),
      ]);
      const forgetClaim = () =>
        claim.status === 'fulfilled' ? forgetSignature(db, key).catch(() => undefined) : Promise.resolve();
      if (privacy.status === 'rejected') {
        await forgetClaim();
        throw privacy.reason;
      }
      if (hotelId !== null && !privacy.value) {
        await forgetClaim();
        throw notFound('Unknown hotel_id.');
      }
      if (claim.status === 'rejected') throw claim.reason;
      try {
        // Card numbers are removed before anything is written: the original never reaches storage.
        const redaction = { keepLast4: privacy.value?.cardLast4Visible === true };
        // The call's words (audio, recording, transcript, the words so far) are written before the
        // facts that judge it: a report's facts stored before its transcript would let the call's
        // job judge it on no words (a booking shown and alerted as missed) until the transcript
        // landed. Within each step the objects go side by side.
        const words: (() => Promise<void>)[] = [];
        const judgements: (() => Promise<void>)[] = [];
        if (delivery.providerAudio) {
          const audio = delivery.providerAudio;
          words.push(() => storage.put('calls', providerAudioPath(callId), audio, providerAudioBase64Type));
        }
        if (hotelId !== null) {
          const paths = callObjectPaths(hotelId, callId);
          const recording = delivery.recording;
          if (recording) words.push(() => storage.put('calls', paths.recording, recording, 'audio/ogg'));
          if (delivery.transcript) {
            const transcript = redactTranscriptDocument(delivery.transcript, redaction).bytes;
            words.push(() => storage.put('calls', paths.transcript, transcript, 'application/json'));
          }
          for (const fact of facts) {
            const redacted = redactCallFacts(fact.facts, redaction);
            const path = paths.facts[fact.kind];
            // The words so far: a fuller update already stored is kept (decision 090).
            if (fact.kind === 'conversation') words.push(() => storeConversation(storage, path, redacted));
            else {
              const body = Buffer.from(JSON.stringify(redacted));
              judgements.push(() => storage.put('calls', path, body, 'application/json'));
            }
          }
        }
        for (const step of [words, judgements]) {
          const results = await Promise.allSettled(step.map((write) => write()));
          const failed = results.find((result) => result.status === 'rejected');
          if (failed) throw failed.reason;
        }
      } catch (error) {
        // The storage error is the one to report; should the database be down too, the retry is
        // refused as a replay until the signature expires, which is all that can be done then.
        await forgetSignature(db, key).catch(() => undefined);
        throw error;
      }
      return { callId };
    },
  };
  return service;
}

export type IngestService = ReturnType<typeof createIngestService>;
