import { z } from 'zod';
import { hmacHex, parseSignatureHeader, sameDigest, withinWindow } from '../ingest/signature.ts';
import { stampOf } from '../ingest/call-stamp.ts';
import type { MappedCall } from './map-call.ts';

export const elevenLabsSignatureHeader = 'elevenlabs-signature';
/** ElevenLabs' own SDK accepts signatures up to 30 minutes old. */
export const elevenLabsWindowSeconds = 30 * 60;

/** `ElevenLabs-Signature: t=<unix seconds>,v0=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export function verifyElevenLabs(secret: string, header: string | undefined, rawBody: Buffer) {
  const parsed = parseSignatureHeader(header, 'v0', 't');
  if (!parsed) return { ok: false as const, reason: 'missing_signature' };
  if (!withinWindow(parsed.timestamp, elevenLabsWindowSeconds))
    return { ok: false as const, reason: 'stale_signature' };
  const expected = hmacHex(secret, `${parsed.timestamp}.`, rawBody);
  if (!parsed.digests.some((given) => sameDigest(expected, given)))
    return { ok: false as const, reason: 'bad_signature' };
  return { ok: true as const, signature: expected };
}

const turn = z
  .object({
    role: z.string(),
    message: z.string().nullish(),
    time_in_call_secs: z.number().nullish(),
  })
  .loose();

/** The parts of a `post_call_transcription` event this product uses; other fields are ignored. */
export const elevenLabsEvent = z.object({
  type: z.string(),
  event_timestamp: z.number().optional(),
  data: z
    .object({
      conversation_id: z.string().min(1).max(150),
      transcript: z.array(turn).default([]),
      metadata: z.object({ start_time_unix_secs: z.number().optional() }).loose().optional(),
      conversation_initiation_client_data: z
        .object({ dynamic_variables: z.record(z.string(), z.unknown()).optional() })
        .loose()
        .optional(),
    })
    .loose()
    .optional(),
});

/**
 * Maps a transcription event onto the storage layout. The hotel comes from the conversation's
 * dynamic variable `hotel_id`, which the agent sets when the call starts (see README).
 */
export function mapElevenLabs(event: z.infer<typeof elevenLabsEvent>): MappedCall | null {
  if (event.type !== 'post_call_transcription' || !event.data) return null;
  const { data } = event;
  const started = new Date((data.metadata?.start_time_unix_secs ?? event.event_timestamp ?? 0) * 1000);
  const items = data.transcript
    .filter((t) => typeof t.message === 'string' && t.message.length > 0)
    .map((t) => ({
      role: t.role === 'user' ? 'user' : 'assistant',
      content: [t.message],
      ...(typeof t.time_in_call_secs === 'number' ? { offset: t.time_in_call_secs } : {}),
    }));
  return {
    hotelId: String(data.conversation_initiation_client_data?.dynamic_variables?.hotel_id ?? ''),
    callId: `elevenlabs-${safeId(data.conversation_id)}_${stampOf(started)}`,
    transcript: Buffer.from(JSON.stringify(items)),
  };
}

export const safeId = (id: string) => id.replace(/[^A-Za-z0-9-]/g, '-');
