import type { Db } from '../../platform/db/pool.ts';

/** Remembers a signature until it expires; false when it was already seen (a replay). */
export async function rememberSignature(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into public.ingest_signatures (signature, expires_at) values ($1, $2) on conflict (signature) do nothing`,
    [signature, expiresAt],
  );
  return rowCount === 1;
}

/** Lets a signature be used again: its request was not carried out, so the sender's retry is not a replay. */
export async function forgetSignature(db: Db, signature: string): Promise<void> {
  await db.query('delete from public.ingest_signatures where signature = $1', [signature]);
}

export async function forgetExpiredSignatures(db: Db): Promise<void> {
  await db.query('delete from public.ingest_signatures where expires_at < now()');
}
