import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { pmsToolNames, type PmsToolName } from '../../contracts/constants.ts';
import { hmacHex, sameDigest, withinWindow } from '../ingest/signature.ts';
import { safeId } from '../webhooks/call-delivery.ts';

/**
 * The call a tool call belongs to, as the call log names it: the room name, i.e. the call id
 * without its `_YYYYmmdd_HHMMSS` stamp. Provider calls are stored as `<provider>-<id>` (decision 015).
 */
export function callRefOf(callId: string): string {
  return callId.replace(/_\d{8}_\d{6}$/, '');
}
export const providerCallRef = (provider: 'elevenlabs' | 'retell' | 'vapi', id: string) =>
  `${provider}-${safeId(id)}`.slice(0, 200);

export const callIdField = z
  .string({ message: 'call_id is required: the id of the call the tool is used in.' })
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,200}$/, 'call_id may hold letters, digits, . _ - and at most 200 characters.');

export const isToolName = (name: unknown): name is PmsToolName =>
  typeof name === 'string' && (pmsToolNames as readonly string[]).includes(name);

/** Vapi signs with the HMAC credential's defaults: hex HMAC-SHA256 of "<timestamp>.<body>". */
export const vapiSignatureHeader = 'x-signature';
export const vapiTimestampHeader = 'x-timestamp';
export const toolWindowSeconds = 5 * 60;

export function verifyVapi(secret: string, signature: string | undefined, timestamp: string | undefined, raw: Buffer) {
  const digest = /^(?:sha256=)?([0-9a-f]{64})$/i.exec(signature?.trim() ?? '')?.[1];
  if (!digest || !timestamp || !/^\d{1,16}$/.test(timestamp.trim()))
    return { ok: false as const, reason: 'missing_signature' };
  const t = Number(timestamp.trim());
  // Seconds or milliseconds, whichever the credential sends.
  if (!withinWindow(t > 1e12 ? t / 1000 : t, toolWindowSeconds))
    return { ok: false as const, reason: 'stale_signature' };
  if (!sameDigest(hmacHex(secret, `${timestamp.trim()}.`, raw), digest.toLowerCase())) {
    return { ok: false as const, reason: 'bad_signature' };
  }
  return { ok: true as const };
}

/** ElevenLabs server tools send the secret header configured on the tool (no request signature). */
export function sameSecret(expected: string, header: string | undefined): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export const vapiToolCalls = z.object({
  message: z
    .object({
      type: z.string(),
      toolCallList: z
        .array(
          z
            .object({
              id: z.string().min(1).max(200),
              function: z
                .object({
                  name: z.string(),
                  arguments: z.union([z.record(z.string(), z.unknown()), z.string()]).optional(),
                })
                .loose(),
            })
            .loose(),
        )
        .max(10)
        .optional(),
      call: z
        .object({
          id: z.string().min(1).max(200),
          metadata: z.record(z.string(), z.unknown()).nullish(),
          assistantOverrides: z
            .object({ variableValues: z.record(z.string(), z.unknown()).nullish() })
            .loose()
            .nullish(),
        })
        .loose()
        .optional(),
      assistant: z
        .object({
          metadata: z.record(z.string(), z.unknown()).nullish(),
          variableValues: z.record(z.string(), z.unknown()).nullish(),
        })
        .loose()
        .nullish(),
    })
    .loose(),
});

export function vapiHotelId(message: z.infer<typeof vapiToolCalls>['message'], fromQuery: unknown): string {
  const candidates = [
    fromQuery,
    message.call?.assistantOverrides?.variableValues?.hotel_id,
    message.call?.metadata?.hotel_id,
    message.assistant?.variableValues?.hotel_id,
    message.assistant?.metadata?.hotel_id,
  ];
  return String(candidates.find((c) => typeof c === 'string' && c.length > 0) ?? '');
}

export const retellFunctionCall = z.object({
  name: z.string(),
  args: z.record(z.string(), z.unknown()).default({}),
  call: z
    .object({
      call_id: z.string().min(1).max(200),
      metadata: z.record(z.string(), z.unknown()).nullish(),
      retell_llm_dynamic_variables: z.record(z.string(), z.unknown()).nullish(),
    })
    .loose(),
});

export const hotelIdField = z.guid({ message: 'hotel_id must be the hotel id (a UUID).' });
