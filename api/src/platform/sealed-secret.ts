import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface SealedKey {
  ciphertext: Buffer;
  iv: Buffer;
  tag: Buffer;
}

/** AES-256-GCM with a fresh random 12-byte IV per write; the tag makes tampering detectable. */
export function sealPmsKey(plaintext: string, key: Buffer, hotelId: string): SealedKey {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  // The hotel id as associated data stops a ciphertext copied to another hotel's row from decrypting.
  cipher.setAAD(Buffer.from(hotelId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { ciphertext, iv, tag: cipher.getAuthTag() };
}

export function openPmsKey(sealed: SealedKey, key: Buffer, hotelId: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
  decipher.setAAD(Buffer.from(hotelId, 'utf8'));
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString('utf8');
}

/** A short fingerprint the owner can compare with their PMS, too short to help guess the key. */
export function pmsKeyFingerprint(plaintext: string): string {
  return createHash('sha256').update(plaintext, 'utf8').digest('hex').slice(0, 12);
}
