import type { CreateDemoRequestBody } from '../../contracts/public-site.ts';
import type { Db } from '../../platform/db/pool.ts';

export interface DemoRequestRow extends CreateDemoRequestBody {
  demoRequestId: string;
  createdAt: Date;
}

export async function insertDemoRequest(db: Db, request: CreateDemoRequestBody): Promise<DemoRequestRow> {
  const { rows } = await db.query<DemoRequestRow>(
    `insert into public.demo_requests (name, email, hotel, message) values ($1, $2, $3, $4)
     returning demo_request_id as "demoRequestId", name, email, hotel, message, created_at as "createdAt"`,
    [request.name, request.email, request.hotel, request.message],
  );
  return rows[0]!;
}
