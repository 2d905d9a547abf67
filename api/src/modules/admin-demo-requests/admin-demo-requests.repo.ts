import type { AdminDemoRequest } from '../../contracts/admin.ts';
import type { Db } from '../../platform/db/pool.ts';

const columns = `demo_request_id as "demoRequestId", name, email, hotel, message, handled_at as "handledAt",
  created_at as "createdAt"`;

export async function listDemoRequests(db: Db, limit: number): Promise<AdminDemoRequest[]> {
  const { rows } = await db.query<AdminDemoRequest>(
    `select ${columns} from public.demo_requests order by created_at desc limit $1`,
    [limit],
  );
  return rows;
}

export async function setHandled(
  db: Db,
  demoRequestId: string,
  handledBy: string | null,
): Promise<AdminDemoRequest | null> {
  const { rows } = await db.query<AdminDemoRequest>(
    `update public.demo_requests
     set handled_at = case when $2::uuid is null then null else now() end, handled_by = $2
     where demo_request_id = $1 returning ${columns}`,
    [demoRequestId, handledBy],
  );
  return rows[0] ?? null;
}
