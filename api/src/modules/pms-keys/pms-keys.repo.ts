import type { Db } from '../../platform/db/pool.ts';
import type { SealedKey } from './pms-key-crypto.ts';

export interface PmsKeyMeta {
  keyHash: string;
  updatedAt: Date;
}

/** Only the fingerprint and the date: the ciphertext never leaves this module's write path. */
export async function findPmsKeyMeta(db: Db, hotelId: string): Promise<PmsKeyMeta | null> {
  const { rows } = await db.query<PmsKeyMeta>(
    `select key_hash as "keyHash", updated_at as "updatedAt" from public.pms_keys where hotel_id = $1`,
    [hotelId],
  );
  return rows[0] ?? null;
}

/** Inserts or replaces the hotel's key. */
export async function upsertPmsKey(
  db: Db,
  row: { hotelId: string; sealed: SealedKey; keyHash: string; updatedBy: string },
): Promise<void> {
  await db.query(
    `insert into public.pms_keys (hotel_id, key_ciphertext, key_iv, key_tag, key_hash, updated_by)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (hotel_id) do update set
       key_ciphertext = excluded.key_ciphertext, key_iv = excluded.key_iv, key_tag = excluded.key_tag,
       key_hash = excluded.key_hash, updated_by = excluded.updated_by, updated_at = now()`,
    [row.hotelId, row.sealed.ciphertext, row.sealed.iv, row.sealed.tag, row.keyHash, row.updatedBy],
  );
}
