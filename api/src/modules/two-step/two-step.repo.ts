import type { Db } from '../../platform/db/pool.ts';
import type { SealedSecret } from '../../platform/sealed-secret.ts';

export interface FactorRow {
  sealed: SealedSecret;
  enabledAt: Date | null;
  lastUsedStep: number;
}

export async function findFactor(db: Db, userId: string): Promise<FactorRow | null> {
  const { rows } = await db.query<{
    secret_ciphertext: Buffer;
    secret_iv: Buffer;
    secret_tag: Buffer;
    enabled_at: Date | null;
    last_used_step: string;
  }>(
    'select secret_ciphertext, secret_iv, secret_tag, enabled_at, last_used_step from public.two_step_factors where user_id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    sealed: { ciphertext: row.secret_ciphertext, iv: row.secret_iv, tag: row.secret_tag },
    enabledAt: row.enabled_at,
    lastUsedStep: Number(row.last_used_step),
  };
}

export async function isEnabled(db: Db, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from public.two_step_factors where user_id = $1 and enabled_at is not null',
    [userId],
  );
  return rows.length > 0;
}

/** A new set-up replaces an unconfirmed one; an enabled factor is never overwritten here. */
export async function saveUnconfirmedFactor(db: Db, userId: string, sealed: SealedSecret): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into public.two_step_factors (user_id, secret_ciphertext, secret_iv, secret_tag)
     values ($1, $2, $3, $4)
     on conflict (user_id) do update set secret_ciphertext = excluded.secret_ciphertext,
       secret_iv = excluded.secret_iv, secret_tag = excluded.secret_tag, last_used_step = 0,
       created_at = now()
     where two_step_factors.enabled_at is null`,
    [userId, sealed.ciphertext, sealed.iv, sealed.tag],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Records that a code of `step` was accepted, only if no code of that step or a later one was:
 * false means the code was already used (or a newer one was), even under concurrent requests.
 */
export async function spendStep(db: Db, userId: string, step: number, enable: boolean): Promise<boolean> {
  const { rowCount } = await db.query(
    `update public.two_step_factors set last_used_step = $2,
       enabled_at = case when $3 then coalesce(enabled_at, now()) else enabled_at end
     where user_id = $1 and last_used_step < $2 and (enabled_at is not null or $3)`,
    [userId, step, enable],
  );
  return (rowCount ?? 0) > 0;
}

export async function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]): Promise<void> {
  await db.query('delete from public.two_step_recovery_codes where user_id = $1', [userId]);
  await db.query('insert into public.two_step_recovery_codes (user_id, code_hash) select $1, unnest($2::text[])', [
    userId,
    hashes,
  ]);
}

/** Marks the code used if it is the user's and unused; true once per code. */
export async function spendRecoveryCode(db: Db, userId: string, hash: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `update public.two_step_recovery_codes set used_at = now()
     where user_id = $1 and code_hash = $2 and used_at is null`,
    [userId, hash],
  );
  return (rowCount ?? 0) > 0;
}

export async function unusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from public.two_step_recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

export async function deleteFactor(db: Db, userId: string): Promise<void> {
  await db.query('delete from public.two_step_recovery_codes where user_id = $1', [userId]);
  await db.query('delete from public.two_step_factors where user_id = $1', [userId]);
}

export async function insertTicket(
  db: Db,
  ticket: { hash: string; userId: string; sealed: SealedSecret; ttlSeconds: number },
): Promise<void> {
  await db.query('delete from public.two_step_tickets where expires_at < now()');
  await db.query(
    `insert into public.two_step_tickets (ticket_hash, user_id, session_ciphertext, session_iv, session_tag, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [ticket.hash, ticket.userId, ticket.sealed.ciphertext, ticket.sealed.iv, ticket.sealed.tag, ticket.ttlSeconds],
  );
}

export async function findTicket(db: Db, hash: string): Promise<{ userId: string; sealed: SealedSecret } | null> {
  const { rows } = await db.query<{
    user_id: string;
    session_ciphertext: Buffer;
    session_iv: Buffer;
    session_tag: Buffer;
  }>(
    `select user_id, session_ciphertext, session_iv, session_tag from public.two_step_tickets
     where ticket_hash = $1 and expires_at > now()`,
    [hash],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.user_id,
    sealed: { ciphertext: row.session_ciphertext, iv: row.session_iv, tag: row.session_tag },
  };
}

/**
 * Counts one code try against the ticket before the code is checked: true while it has tries left
 * (at most `maxTries`, also under concurrent requests), false once it is used up, expired or gone.
 */
export async function countTicketTry(db: Db, hash: string, maxTries: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `update public.two_step_tickets set tries = tries + 1
     where ticket_hash = $1 and expires_at > now() and tries < $2`,
    [hash, maxTries],
  );
  return rowCount === 1;
}

/** True for the one request that takes the ticket: a ticket yields its session once. */
export async function takeTicket(db: Db, hash: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'delete from public.two_step_tickets where ticket_hash = $1 and expires_at > now()',
    [hash],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Claims an authenticator code for the user (Supabase mode, where GoTrue checks the code but does
 * not refuse one it accepted before): true for the first request that presents it within
 * `seconds`, also under concurrent requests.
 */
export async function claimCode(db: Db, userId: string, hash: string, seconds: number): Promise<boolean> {
  await db.query('delete from public.two_step_spent_codes where user_id = $1 and spent_until < now()', [userId]);
  const { rowCount } = await db.query(
    `insert into public.two_step_spent_codes (user_id, code_hash, spent_until)
     values ($1, $2, now() + make_interval(secs => $3)) on conflict do nothing`,
    [userId, hash, seconds],
  );
  return (rowCount ?? 0) > 0;
}

/** Gives a claimed code back when the provider refused it (a wrong code stays wrong anyway). */
export async function releaseCode(db: Db, userId: string, hash: string): Promise<void> {
  await db.query('delete from public.two_step_spent_codes where user_id = $1 and code_hash = $2', [userId, hash]);
}
