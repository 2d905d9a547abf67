import type { Db } from '../../platform/db/pool.ts';
import type { SealedSecret } from '../../platform/sealed-secret.ts';
import type { PmsProvider } from '../pms/index.ts';

export interface PmsKeyMeta {
  keyHash: string;
  updatedAt: Date;
  provider: PmsProvider | null;
  propertyId: string | null;
  verifiedAt: Date | null;
  checkedAt: Date | null;
  lastError: string | null;
}

/** The key's description, never its ciphertext: that is read only by modules/pms/pms-key-store.ts. */
export async function findPmsKeyMeta(db: Db, hotelId: string): Promise<PmsKeyMeta | null> {
  const { rows } = await db.query<PmsKeyMeta>(
    `select key_hash as "keyHash", updated_at as "updatedAt", provider, property_id as "propertyId",
            verified_at as "verifiedAt", checked_at as "checkedAt", last_error as "lastError"
     from public.pms_keys where hotel_id = $1`,
    [hotelId],
  );
  return rows[0] ?? null;
}

/** Inserts or replaces the hotel's key, which the PMS has just accepted. */
export async function upsertVerifiedPmsKey(
  db: Db,
  row: {
    hotelId: string;
    sealed: SealedSecret;
    keyHash: string;
    updatedBy: string;
    provider: PmsProvider;
    propertyId: string | null;
  },
): Promise<void> {
  await db.query(
    `insert into public.pms_keys (hotel_id, key_ciphertext, key_iv, key_tag, key_hash, updated_by, provider, property_id,
       verified_at, checked_at, last_error)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now(), now(), null)
     on conflict (hotel_id) do update set
       key_ciphertext = excluded.key_ciphertext, key_iv = excluded.key_iv, key_tag = excluded.key_tag,
       key_hash = excluded.key_hash, updated_by = excluded.updated_by, provider = excluded.provider,
       property_id = excluded.property_id, verified_at = now(), checked_at = now(), last_error = null,
       updated_at = now()`,
    [
      row.hotelId,
      row.sealed.ciphertext,
      row.sealed.iv,
      row.sealed.tag,
      row.keyHash,
      row.updatedBy,
      row.provider,
      row.propertyId,
    ],
  );
}
