import { z } from 'zod';
import { hmacHex, sameDigest, withinWindow } from '../ingest/signature.ts';
import { safeId } from './elevenlabs.ts';
import { stampOf } from '../ingest/call-stamp.ts';
import type { MappedCall } from './map-call.ts';

export const retellSignatureHeader = 'x-retell-signature';
export const retellWindowSeconds = 5 * 60;

/** `x-retell-signature: v=<unix ms>,d=<hex HMAC-SHA256(api key, raw body + v)>`, as Retell's SDK checks. */
export function verifyRetell(apiKey: string, header: string | undefined, rawBody: Buffer) {
  const match = /^v=(\d{1,16}),d=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return { ok: false as const, reason: 'missing_signature' };
  const [, timestamp, digest] = match as unknown as [string, string, string];
  if (!withinWindow(Number(timestamp) / 1000, retellWindowSeconds))
    return { ok: false as const, reason: 'stale_signature' };
  const expected = hmacHex(apiKey, rawBody, timestamp);
  if (!sameDigest(expected, digest.toLowerCase())) return { ok: false as const, reason: 'bad_signature' };
  return { ok: true as const, signature: expected };
}

const utterance = z
  .object({
    role: z.string(),
    content: z.string(),
    words: z.array(z.object({ start: z.number().optional() }).loose()).optional(),
  })
  .loose();

export const retellEvent = z.object({
  event: z.string(),
  call: z
    .object({
      call_id: z.string().min(1).max(150),
      start_timestamp: z.number().optional(),
      transcript_object: z.array(utterance).optional(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
      retell_llm_dynamic_variables: z.record(z.string(), z.unknown()).nullish(),
    })
    .loose(),
});

/**
 * Maps `call_ended` onto the storage layout. The hotel is `metadata.hotel_id` of the call (or the
 * dynamic variable `hotel_id`), set when the call is created or the number is bound (see README).
 */
export function mapRetell(event: z.infer<typeof retellEvent>): MappedCall | null {
  if (event.event !== 'call_ended') return null;
  const { call } = event;
  const items = (call.transcript_object ?? []).map((u) => {
    const offset = u.words?.[0]?.start;
    return {
      role: u.role === 'user' ? 'user' : 'assistant',
      content: [u.content],
      ...(typeof offset === 'number' ? { offset } : {}),
    };
  });
  const hotelId = call.metadata?.hotel_id ?? call.retell_llm_dynamic_variables?.hotel_id ?? '';
  return {
    hotelId: String(hotelId),
    callId: `retell-${safeId(call.call_id)}_${stampOf(new Date(call.start_timestamp ?? 0))}`,
    transcript: Buffer.from(JSON.stringify(items)),
  };
}
