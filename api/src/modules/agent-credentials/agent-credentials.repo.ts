import type { AgentCredentialStatus } from '../../contracts/agent-credential.ts';
import { isoTimestampSql } from '../../contracts/call-log-projection.ts';
import type { Db } from '../../platform/db/pool.ts';

export async function readAgentCredentialStatus(db: Db, hotelId: string): Promise<AgentCredentialStatus> {
  const { rows } = await db.query<AgentCredentialStatus>(
    `select true as exists, ${isoTimestampSql('c.created_at')} as "createdAt", ${isoTimestampSql('u.last_used_at')} as "lastUsedAt"
     from public.hotel_agent_credentials c left join public.hotel_agent_credential_uses u using (hotel_id)
     where c.hotel_id = $1`,
    [hotelId],
  );
  return rows[0] ?? { exists: false, createdAt: null, lastUsedAt: null };
}

/**
 * Puts a new hash in place of the hotel's credential (run in the caller's transaction): from the
 * commit on, only the new token is accepted. Says whether there was one before.
 */
export async function replaceAgentCredential(
  db: Db,
  hotelId: string,
  tokenHash: string,
  createdBy: string | null,
): Promise<{ replaced: boolean }> {
  const previous = await db.query('select 1 from public.hotel_agent_credentials where hotel_id = $1 for update', [
    hotelId,
  ]);
  await db.query('delete from public.hotel_agent_credential_uses where hotel_id = $1', [hotelId]);
  await db.query(
    `insert into public.hotel_agent_credentials (hotel_id, token_hash, created_by) values ($1, $2, $3)
     on conflict (hotel_id) do update set token_hash = excluded.token_hash, created_by = excluded.created_by, created_at = now()`,
    [hotelId, tokenHash, createdBy],
  );
  return { replaced: previous.rowCount === 1 };
}

/** The hotel a credential belongs to, or null; notes the use (at most once a minute per hotel). */
export async function hotelOfAgentCredential(db: Db, tokenHash: string): Promise<string | null> {
  const { rows } = await db.query<{ hotelId: string }>(
    `with credential as (
       select hotel_id from public.hotel_agent_credentials where token_hash = $1
     ), used as (
       insert into public.hotel_agent_credential_uses as u (hotel_id, last_used_at)
       select hotel_id, now() from credential
       on conflict (hotel_id) do update set last_used_at = excluded.last_used_at
       where u.last_used_at < now() - interval '1 minute'
     )
     select hotel_id::text as "hotelId" from credential`,
    [tokenHash],
  );
  return rows[0]?.hotelId ?? null;
}
