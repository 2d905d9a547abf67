import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A secret as stored: the PMS keys, the two-step secrets and the sign-in tickets that wait for a code. */
export interface SealedSecret {
  ciphertext: Buffer;
  iv: Buffer;
  tag: Buffer;
}

/**
 * AES-256-GCM with a fresh random 12-byte IV per write; the tag makes tampering detectable.
 * `boundTo` (the hotel id of a PMS key, the user's id of a two-step secret) is associated data: a
 * ciphertext copied to another hotel's or person's row does not decrypt.
 */
export function sealSecret(plaintext: string, key: Buffer, boundTo: string): SealedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { ciphertext, iv, tag: cipher.getAuthTag() };
}

export function openSecret(sealed: SealedSecret, key: Buffer, boundTo: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString('utf8');
}
