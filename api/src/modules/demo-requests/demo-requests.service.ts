import type { CreateDemoRequestBody } from '../../contracts/public-site.ts';
import { rooms } from '../../contracts/rooms.ts';
import type { DemoRequestEvent } from '../../contracts/socket-events.ts';
import type { Db } from '../../platform/db/pool.ts';
import type { Publish } from '../../platform/realtime/realtime-backend.ts';
import { insertDemoRequest } from './demo-requests.repo.ts';

export function createDemoRequestsService(db: Db, publish: Publish) {
  return {
    /** Stores the request and tells every open admin view at once. */
    async create(body: CreateDemoRequestBody): Promise<DemoRequestEvent> {
      const row = await insertDemoRequest(db, body);
      const event: DemoRequestEvent = {
        demoRequestId: row.demoRequestId,
        name: row.name,
        email: row.email,
        hotel: row.hotel,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      };
      publish(rooms.admins(), 'demo-request:created', event);
      return event;
    },
  };
}
