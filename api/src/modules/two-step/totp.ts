import { randomBytes, createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const period = 30;

function totpFor(secretBase32: string, label = '') {
  return new TOTP({
    issuer: 'HotelVoice',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), as base32 text. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The set-up link and its QR code (an SVG, made on the server: nothing added to the web bundle). */
export async function totpSetup(secretBase32: string, email: string): Promise<{ otpauthUrl: string; qrSvg: string }> {
  const otpauthUrl = totpFor(secretBase32, email).toString();
  return { otpauthUrl, qrSvg: await qrSvgOf(otpauthUrl) };
}

/** An otpauth URL (ours, or the one GoTrue made) as a QR code SVG. */
export function qrSvgOf(otpauthUrl: string): Promise<string> {
  return QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/**
 * The time step a code belongs to, or null when it matches none. One step either side is accepted
 * for clock drift between phone and server.
 */
export function matchingStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period, timestamp: now }) + delta;
}

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-q9x4r`: 50 bits each, no look-alike characters. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => recoveryAlphabet[b % recoveryAlphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and the dash do not matter when a person types a recovery code back. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}

/** A code once accepted, bound to its user; kept only while it could still be valid. */
export function hashSpentCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

export function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}
