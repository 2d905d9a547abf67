import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db/pool.ts';
import { openSecret } from '../../platform/sealed-secret.ts';
import type { PmsCredentials, PmsProvider } from './pms-port.ts';

/**
 * The stored key as the server uses it (the agent's tools, the key checks in the api and the
 * worker). Decrypted only here, in memory, for the request that needs it; never logged or returned.
 */
export async function readPmsCredentials(
  db: Db,
  encryptionKey: Buffer,
  hotelId: string,
): Promise<PmsCredentials | null> {
  const { rows } = await db.query<{
    provider: PmsProvider | null;
    property_id: string | null;
    key_ciphertext: Buffer;
    key_iv: Buffer;
    key_tag: Buffer;
  }>('select provider, property_id, key_ciphertext, key_iv, key_tag from public.pms_keys where hotel_id = $1', [
    hotelId,
  ]);
  const row = rows[0];
  // A key stored before keys were verified has no provider: the agent cannot use it until it is saved again.
  if (!row?.provider) return null;
  const apiKey = openSecret(
    { ciphertext: row.key_ciphertext, iv: row.key_iv, tag: row.key_tag },
    encryptionKey,
    hotelId,
  );
  return { provider: row.provider, apiKey, propertyId: row.property_id };
}

/** Records a check of the stored key: answered (error null) or why not. */
export async function recordPmsCheck(db: Db, hotelId: string, error: string | null): Promise<void> {
  await db.query(
    `update public.pms_keys set checked_at = now(), last_error = $2,
       verified_at = case when $2::text is null then now() else verified_at end
     where hotel_id = $1`,
    [hotelId, error?.slice(0, 1000) ?? null],
  );
}

/** Hotels whose key can be checked (it names its PMS), for the daily re-check. */
export async function hotelsWithCheckableKeys(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ hotel_id: string }>(
    'select hotel_id from public.pms_keys where provider is not null order by hotel_id',
  );
  return rows.map((r) => r.hotel_id);
}

/** A short fingerprint the owner can compare with their PMS, too short to help guess the key. */
export function pmsKeyFingerprint(plaintext: string): string {
  return createHash('sha256').update(plaintext, 'utf8').digest('hex').slice(0, 12);
}
