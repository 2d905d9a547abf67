import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../platform/db/pool.ts';
import type { StoragePort } from '../../platform/storage/storage-port.ts';

/**
 * Exports of large hotels, built by the guest-data job into the private calls bucket under
 * `exports/` (outside `hotels/`, so the storage feed and reconcile never take them for calls).
 * The e-mailed link carries `<export id>.<secret>`; only the secret's SHA-256 is stored.
 */
export const storedExportBucket = 'calls' as const;
export const storedExportPath = (hotelId: string, exportId: string) => `exports/${hotelId}/${exportId}.zip`;
/** How long an e-mailed link (and the zip behind it) lives. */
export const storedExportSeconds = 24 * 3600;
/** A pending export older than this failed for good; its row and any object go. */
const abandonedAfter = '2 days';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest();

/** A pending export; the job builds it. Its link lives `storedExportSeconds` from now. */
export async function createStoredExport(
  db: Db,
  request: { hotelId: string; userId: string | null; email: string },
): Promise<{ exportId: string }> {
  const { rows } = await db.query<{ exportId: string }>(
    `insert into public.data_exports (hotel_id, requested_by, email, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4)) returning export_id as "exportId"`,
    [request.hotelId, request.userId, request.email, storedExportSeconds],
  );
  return rows[0]!;
}

export interface StoredExport {
  exportId: string;
  hotelId: string;
  requestedBy: string | null;
  email: string;
  status: 'pending' | 'ready';
  objectPath: string | null;
  expiresAt: Date;
}

const columns = `export_id as "exportId", hotel_id as "hotelId", requested_by as "requestedBy", email, status,
                 object_path as "objectPath", expires_at as "expiresAt"`;

export async function pendingStoredExport(db: Db, exportId: string): Promise<StoredExport | null> {
  const { rows } = await db.query<StoredExport>(
    `select ${columns} from public.data_exports where export_id = $1 and status = 'pending' and expires_at > now()`,
    [exportId],
  );
  return rows[0] ?? null;
}

/**
 * Marks a built export ready and makes its link's token (shown once, in the e-mail; only its hash
 * is kept); null when the row went meanwhile (erasure, hotel deletion, expiry).
 */
export async function markStoredExportReady(
  db: Db,
  exportId: string,
  ready: { objectPath: string; sizeBytes: number; calls: number },
): Promise<{ token: string; expiresAt: Date } | null> {
  const secret = randomBytes(32).toString('base64url');
  const { rows } = await db.query<{ expiresAt: Date }>(
    `update public.data_exports
     set status = 'ready', object_path = $2, size_bytes = $3, calls = $4, ready_at = now(), token_hash = $5
     where export_id = $1 and status = 'pending' and expires_at > now()
     returning expires_at as "expiresAt"`,
    [exportId, ready.objectPath, ready.sizeBytes, ready.calls, hashOf(secret)],
  );
  return rows[0] ? { token: `${exportId}.${secret}`, expiresAt: rows[0].expiresAt } : null;
}

/** The ready, unexpired export a link's token opens; null for a wrong, tampered or expired token. */
export async function storedExportOfToken(db: Db, token: string): Promise<StoredExport | null> {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const { rows } = await db.query<StoredExport & { tokenHash: Buffer }>(
    `select ${columns}, token_hash as "tokenHash" from public.data_exports
     where export_id = $1 and status = 'ready' and expires_at > now()`,
    [match[1]],
  );
  const row = rows[0];
  if (!row?.tokenHash || !timingSafeEqual(row.tokenHash, hashOf(match[2]!))) return null;
  const { tokenHash: _hash, ...stored } = row;
  return stored;
}

type Which = { hotelId: string } | 'expired';

/**
 * Removes stored exports: the rows first (so a job still building one finds its row gone and
 * removes what it wrote), then the objects. `which` picks a hotel's exports or the expired ones.
 */
export async function removeStoredExports(db: Db, storage: StoragePort, which: Which): Promise<number> {
  const paths = await deleteStoredExportRows(db, which);
  await removeStoredExportObjects(db, storage, paths, which);
  return paths.length;
}

/** Deletes the rows (in the caller's transaction, if any); answers the objects to remove after it. */
export async function deleteStoredExportRows(db: Db, which: Which): Promise<string[]> {
  const { rows } =
    which === 'expired'
      ? await db.query<{ path: string | null; exportId: string; hotelId: string }>(
          `delete from public.data_exports
           where expires_at <= now() or (status = 'pending' and created_at < now() - interval '${abandonedAfter}')
           returning object_path as path, export_id as "exportId", hotel_id as "hotelId"`,
        )
      : await db.query<{ path: string | null; exportId: string; hotelId: string }>(
          `delete from public.data_exports where hotel_id = $1
           returning object_path as path, export_id as "exportId", hotel_id as "hotelId"`,
          [which.hotelId],
        );
  // A pending export has no object_path yet, but its job may have written the zip already.
  return rows.map((row) => row.path ?? storedExportPath(row.hotelId, row.exportId));
}

/**
 * Removes the objects of deleted rows, and objects under exports/ that no row names (a crash
 * between the two steps, or a job that wrote its zip after its row went): a hotel's at once, any
 * hotel's once they are an hour old.
 */
export async function removeStoredExportObjects(
  db: Db,
  storage: StoragePort,
  paths: string[],
  which: Which,
): Promise<void> {
  const orphans = await db.query<{ name: string }>(
    `select o.name from storage.objects o
     where o.bucket_id = $1 and o.name like 'exports/%'
       and ($2::uuid is null or o.name like 'exports/' || $2::text || '/%')
       and ($2::uuid is not null or o.created_at < now() - interval '1 hour')
       and not exists (select 1 from public.data_exports e where e.object_path = o.name)
       and not exists (select 1 from public.data_exports e
                       where o.name = 'exports/' || e.hotel_id || '/' || e.export_id || '.zip')`,
    [storedExportBucket, which === 'expired' ? null : which.hotelId],
  );
  const all = [...new Set([...paths, ...orphans.rows.map((row) => row.name)])];
  for (let i = 0; i < all.length; i += 100) await storage.remove(storedExportBucket, all.slice(i, i + 100));
}
