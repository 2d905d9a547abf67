import { createHmac, timingSafeEqual } from 'node:crypto';
import { alertReasons, type AlertReason } from '../../contracts/alerts.ts';

/**
 * What one unsubscribe link turns off: one person's one reason, the weekly digest, or the daily
 * summary (every reason set to it) at one hotel.
 */
export interface UnsubscribeTarget {
  userId: string;
  hotelId: string;
  reason: AlertReason | 'weekly_digest' | 'daily_summary';
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const reasons: readonly string[] = [...alertReasons, 'weekly_digest', 'daily_summary'];

function signatureOf(secret: string, target: UnsubscribeTarget): Buffer {
  return createHmac('sha256', secret)
    .update(`unsubscribe|${target.userId}|${target.hotelId}|${target.reason}`)
    .digest();
}

/** `<user>.<hotel>.<reason>.<hmac>`: needs no database row, never expires, names only what it changes. */
export function signUnsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  return [target.userId, target.hotelId, target.reason, signatureOf(secret, target).toString('base64url')].join('.');
}

/** The target of a token this deployment signed; null for anything else. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [userId, hotelId, reason, signature] = parts as [string, string, string, string];
  if (!uuid.test(userId) || !uuid.test(hotelId) || !reasons.includes(reason)) return null;
  const target = { userId, hotelId, reason: reason as UnsubscribeTarget['reason'] };
  const expected = signatureOf(secret, target);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? target : null;
}

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

/** RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the https URL, no page shown. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
