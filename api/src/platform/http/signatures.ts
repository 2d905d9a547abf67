import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Every check of a signed or secret-bearing inbound request (decision 103), one per scheme a caller
 * signs with: our ingest API, ElevenLabs' post-call webhook, Retell's webhooks and custom functions,
 * Vapi's server messages and tool calls, ElevenLabs' server tools. A `check…` function needs the
 * headers only, so a request is refused before its body costs memory or a slot; a `verify…` function
 * checks the body too. Secrets and digests are compared by `constantTimeEqual` only.
 */

export type SignatureRefusal = 'missing_signature' | 'stale_signature' | 'bad_signature';
type Refused = { ok: false; reason: SignatureRefusal };
const refused = (reason: SignatureRefusal): Refused => ({ ok: false, reason });

/**
 * Equal or not, in a time that depends on neither value: both are hashed first, so values of
 * different lengths are compared as safely as values of the same length.
 */
export function constantTimeEqual(a: string | Buffer, b: string | Buffer): boolean {
  const digest = (value: string | Buffer) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export function hmacHex(secret: string, ...parts: (string | Buffer)[]): string {
  const hmac = createHmac('sha256', secret);
  for (const part of parts) hmac.update(part);
  return hmac.digest('hex');
}

/** Whether a request's timestamp is at most `windowSeconds` from the server's clock. */
export function withinWindow(timestampSeconds: number, windowSeconds: number, nowMs = Date.now()): boolean {
  return Math.abs(nowMs / 1000 - timestampSeconds) <= windowSeconds;
}

/** `X-HotelVoice-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export const ingestSignatureHeader = 'x-hotelvoice-signature';
export const ingestWindowSeconds = 5 * 60;

/** `ElevenLabs-Signature: t=<unix seconds>,v0=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export const elevenLabsSignatureHeader = 'elevenlabs-signature';
/** ElevenLabs' own SDK accepts signatures up to 30 minutes old. */
export const elevenLabsWindowSeconds = 30 * 60;

/** A `t=…,v1=…` header (ingest) or `t=…,v0=…` header (ElevenLabs): its timestamp and the digests it gives. */
export interface TimestampedSignature {
  timestamp: number;
  digests: string[];
}

/** The shape Stripe and ElevenLabs use; null when the header lacks a timestamp or a well-formed digest. */
export function parseTimestampedSignature(
  header: string | undefined,
  digestKey: 'v1' | 'v0',
): TimestampedSignature | null {
  if (!header) return null;
  let timestamp: number | null = null;
  const digests: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2) as [string, string | undefined];
    if (!value) continue;
    if (key === 't' && /^\d{1,16}$/.test(value)) timestamp = Number(value);
    if (key === digestKey && /^[0-9a-f]{64}$/i.test(value)) digests.push(value.toLowerCase());
  }
  return timestamp === null || digests.length === 0 ? null : { timestamp, digests };
}

/** What the header alone proves: well-formed and fresh. Checked before a byte of the body is read. */
export function checkTimestampedSignature(
  header: string | undefined,
  digestKey: 'v1' | 'v0',
  windowSeconds: number,
): { ok: true; signature: TimestampedSignature } | Refused {
  const signature = parseTimestampedSignature(header, digestKey);
  if (!signature) return refused('missing_signature');
  if (!withinWindow(signature.timestamp, windowSeconds)) return refused('stale_signature');
  return { ok: true, signature };
}

/**
 * The HMAC a body streams through on its way to disk (`update` for each raw chunk, in order), so
 * nothing of the body is held in memory before it is verified; `verify` after the last chunk.
 */
export function streamTimestampedBody(secret: string, signature: TimestampedSignature) {
  const hmac = createHmac('sha256', secret).update(`${signature.timestamp}.`);
  return {
    update: (chunk: Buffer) => void hmac.update(chunk),
    verify: (): { ok: true; digest: string } | Refused => {
      const digest = hmac.digest('hex');
      return signature.digests.some((given) => constantTimeEqual(digest, given))
        ? { ok: true, digest }
        : refused('bad_signature');
    },
  };
}

/** What a caller of the ingest API (the simulator, a voice agent) sends: the header for this body at this time. */
export function signIngestBody(secret: string, body: Buffer | string, nowMs = Date.now()): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.`, body)}`;
}

/** `x-retell-signature: v=<unix ms>,d=<hex HMAC-SHA256(api key, raw body + v)>`, webhooks and custom functions alike. */
export const retellSignatureHeader = 'x-retell-signature';
export const retellWindowSeconds = 5 * 60;

/** What Retell's header alone proves: its timestamp and digest when well-formed and fresh. */
export function checkRetellSignature(header: string | undefined) {
  const match = /^v=(\d{1,16}),d=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return refused('missing_signature');
  const [, timestamp, digest] = match as unknown as [string, string, string];
  if (!withinWindow(Number(timestamp) / 1000, retellWindowSeconds)) return refused('stale_signature');
  return { ok: true as const, timestamp, digest: digest.toLowerCase() };
}

/** The signature over the raw body, as Retell's SDK checks it; the digest is what a replay is known by. */
export function verifyRetellSignature(apiKey: string, header: string | undefined, rawBody: Buffer) {
  const parsed = checkRetellSignature(header);
  if (!parsed.ok) return parsed;
  const expected = hmacHex(apiKey, rawBody, parsed.timestamp);
  if (!constantTimeEqual(expected, parsed.digest)) return refused('bad_signature');
  return { ok: true as const, signature: expected };
}

/** Vapi tool calls, signed with an HMAC credential's defaults: hex HMAC-SHA256 of "<x-timestamp>.<body>" in `x-signature`. */
export const vapiToolSignatureHeader = 'x-signature';
export const vapiToolTimestampHeader = 'x-timestamp';
export const vapiToolWindowSeconds = 5 * 60;

/** What a Vapi tool call's headers alone prove: a well-formed signature with a fresh timestamp. */
export function checkVapiToolSignature(signature: string | undefined, timestamp: string | undefined) {
  const digest = /^(?:sha256=)?([0-9a-f]{64})$/i.exec(signature?.trim() ?? '')?.[1];
  if (!digest || !timestamp || !/^\d{1,16}$/.test(timestamp.trim())) return refused('missing_signature');
  const t = Number(timestamp.trim());
  // Seconds or milliseconds, whichever the credential sends.
  if (!withinWindow(t > 1e12 ? t / 1000 : t, vapiToolWindowSeconds)) return refused('stale_signature');
  return { ok: true as const, timestamp: timestamp.trim(), digest: digest.toLowerCase() };
}

export function verifyVapiToolSignature(
  secret: string,
  signature: string | undefined,
  timestamp: string | undefined,
  rawBody: Buffer,
) {
  const parsed = checkVapiToolSignature(signature, timestamp);
  if (!parsed.ok) return parsed;
  if (!constantTimeEqual(hmacHex(secret, `${parsed.timestamp}.`, rawBody), parsed.digest))
    return refused('bad_signature');
  return { ok: true as const };
}

/**
 * Vapi's server URL secret: sent as `X-Vapi-Secret` (or, with a Bearer credential, as
 * `Authorization: Bearer <secret>`). The secret is static, so freshness comes from the message's
 * own timestamp (webhooks/vapi.ts) and replays from the body's digest.
 */
export const vapiSecretHeader = 'x-vapi-secret';

export interface VapiSecretHeaders {
  secret?: string;
  authorization?: string;
}

/** Whether the headers carry Vapi's server URL secret: needs no body. */
export function checkVapiSecretHeaders(secret: string, headers: VapiSecretHeaders) {
  const given = headers.secret ?? /^Bearer (.+)$/i.exec(headers.authorization ?? '')?.[1];
  if (!given) return refused('missing_signature');
  return constantTimeEqual(given, secret) ? { ok: true as const } : refused('bad_signature');
}

/** The secret headers, and the body's SHA-256 as what a replay of this message is known by. */
export function verifyVapiSecretHeaders(secret: string, headers: VapiSecretHeaders, rawBody: Buffer) {
  const checked = checkVapiSecretHeaders(secret, headers);
  if (!checked.ok) return checked;
  return { ok: true as const, signature: createHash('sha256').update(rawBody).digest('hex') };
}

/** `Authorization: Bearer <token>`: the token, or '' when the header holds none. */
export const bearerTokenOf = (authorization: string | undefined): string =>
  /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';

/** ElevenLabs server tools send the secret header configured on the tool (no request signature). */
export function verifyElevenLabsToolSecret(secret: string, authorization: string | undefined): boolean {
  return constantTimeEqual(bearerTokenOf(authorization), secret);
}
