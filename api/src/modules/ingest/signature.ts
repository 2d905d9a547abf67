import { createHmac, timingSafeEqual } from 'node:crypto';

export const ingestSignatureHeader = 'x-hotelvoice-signature';
/** How far a request's timestamp may be from the server's clock. */
export const ingestWindowSeconds = 5 * 60;

/**
 * `X-HotelVoice-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, the
 * shape Stripe and ElevenLabs use. Returns the timestamp and the digests given.
 */
export function parseSignatureHeader(header: string | undefined, digestKey = 'v1', timeKey = 't') {
  if (!header) return null;
  let timestamp: number | null = null;
  const digests: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2) as [string, string | undefined];
    if (!value) continue;
    if (key === timeKey && /^\d{1,16}$/.test(value)) timestamp = Number(value);
    if (key === digestKey && /^[0-9a-f]{64}$/i.test(value)) digests.push(value.toLowerCase());
  }
  return timestamp === null || digests.length === 0 ? null : { timestamp, digests };
}

export function hmacHex(secret: string, ...parts: (string | Buffer)[]): string {
  const hmac = createHmac('sha256', secret);
  for (const part of parts) hmac.update(part);
  return hmac.digest('hex');
}

export function sameDigest(expectedHex: string, givenHex: string): boolean {
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(givenHex, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function withinWindow(timestampSeconds: number, windowSeconds: number, nowMs = Date.now()): boolean {
  return Math.abs(nowMs / 1000 - timestampSeconds) <= windowSeconds;
}

/** What a caller (the simulator, a voice agent) sends: the header for this body at this time. */
export function signIngestBody(secret: string, body: Buffer | string, nowMs = Date.now()): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.`, body)}`;
}
