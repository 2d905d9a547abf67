import { randomBytes } from 'node:crypto';
import { AppError } from '../errors/app-error.ts';
import type { Db } from '../db/pool.ts';
import { invalidLinkMessage } from './auth-port.ts';
import { hashRefreshToken } from './tokens.ts';

/** GoTrue's names for the token kinds the local provider issues. */
export type OneTimeTokenType = 'recovery_token' | 'email_change_token_new';

/**
 * Single-use tokens on GoTrue's `auth.one_time_tokens` table: the link carries 32 random bytes,
 * the row only their SHA-256. A new token of a kind replaces the user's previous one, and using a
 * token deletes its row, so each link works once.
 */
export async function issueOneTimeToken(
  db: Db,
  userId: string,
  type: OneTimeTokenType,
  relatesTo: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, type]);
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)`,
    [userId, type, hashRefreshToken(token), relatesTo],
  );
  return token;
}

/** Deletes the token's row and returns what it stood for; refuses unknown, used and expired tokens. */
export async function consumeOneTimeToken(
  db: Db,
  token: string,
  type: OneTimeTokenType,
  lifetimeSeconds: number,
): Promise<{ userId: string; relatesTo: string }> {
  const { rows } = await db.query<{ user_id: string; relates_to: string; fresh: boolean }>(
    `delete from auth.one_time_tokens where token_hash = $1 and token_type = $2
     returning user_id, relates_to, created_at > now() - make_interval(secs => $3) as fresh`,
    [hashRefreshToken(token), type, lifetimeSeconds],
  );
  const row = rows[0];
  if (!row?.fresh) throw new AppError('bad_request', invalidLinkMessage, { reason: 'link_invalid' });
  return { userId: row.user_id, relatesTo: row.relates_to };
}
