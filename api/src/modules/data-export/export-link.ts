import { createHmac, timingSafeEqual } from 'node:crypto';

/** A link opened from the page: long enough to start the download. */
export const pageLinkSeconds = 10 * 60;

export interface ExportGrant {
  hotelId: string;
  userId: string;
  expiresAt: number;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`hotel-export\n${payload}`).digest('base64url');

/** `<base64url payload>.<HMAC>`; the payload names the hotel, the user it was made for and its expiry. */
export function signExportGrant(secret: string, grant: ExportGrant): string {
  const payload = Buffer.from(JSON.stringify([grant.hotelId, grant.userId, grant.expiresAt])).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The grant of a well-signed, unexpired token; null otherwise. */
export function verifyExportGrant(secret: string, token: string, nowSeconds = Date.now() / 1000): ExportGrant | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [hotelId, userId, expiresAt] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    if (typeof hotelId !== 'string' || typeof userId !== 'string' || typeof expiresAt !== 'number') return null;
    return expiresAt > nowSeconds ? { hotelId, userId, expiresAt } : null;
  } catch {
    return null;
  }
}
