import type { Db } from '../../platform/db/pool.ts';

/** Remembers a signature until it expires; false when it was already seen (a replay). */
export async function rememberSignature(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into public.ingest_signatures (signature, expires_at) values ($1, $2) on conflict (signature) do nothing`,
    [signature, expiresAt],
  );
  return rowCount === 1;
}

export async function forgetExpiredSignatures(db: Db): Promise<void> {
  await db.query('delete from public.ingest_signatures where expires_at < now()');
}

export async function hotelExists(db: Db, hotelId: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from public.hotels where hotel_id = $1', [hotelId]);
  return rowCount === 1;
}
