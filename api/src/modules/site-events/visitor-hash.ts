import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/pool.ts';

/** The UTC day of an instant, as YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Daily salts shared by every api process (one row per UTC day in site_salts, created by whoever
 * asks first) and cached here for the day. The operations job deletes salts older than yesterday,
 * so a stored hash can no longer be recomputed from an address and a user agent.
 */
export function createDailySalts(db: Db) {
  const cache = new Map<string, Promise<string>>();
  const load = async (day: string) => {
    const { rows } = await db.query<{ salt: string }>(
      `insert into public.site_salts (day, salt) values ($1, $2)
       on conflict (day) do update set day = excluded.day
       returning salt`,
      [day, randomBytes(32).toString('base64url')],
    );
    return rows[0]!.salt;
  };
  return (day: string): Promise<string> => {
    let salt = cache.get(day);
    if (!salt) {
      if (cache.size > 2) cache.clear();
      salt = load(day).catch((error: unknown) => {
        cache.delete(day);
        throw error;
      });
      cache.set(day, salt);
    }
    return salt;
  };
}

/** Plausible's scheme: hash(daily salt + address + user agent); 128 bits are plenty to count a day's visitors. */
export function visitorHash(salt: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('hex').slice(0, 32);
}
