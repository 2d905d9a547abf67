import type { AppDeps } from '../app-deps.ts';
import { rooms } from '../contracts/rooms.ts';
import type { Publish } from '../platform/realtime/realtime-backend.ts';
import { createAgentCredentialsService } from './agent-credentials/agent-credentials.service.ts';
import { createBookingsService } from './bookings/bookings.service.ts';
import { createHotelsService } from './hotels/hotels.service.ts';
import { createKnowledgeService } from './knowledge/knowledge.service.ts';
import { createMailService } from './mail/mail.service.ts';

/**
 * The services that more than one module uses, each built once here by createApp and handed to
 * every module in its context (`ctx.services`). A module asks these, never builds its own copy.
 */
export function createServices(deps: AppDeps, publish: Publish) {
  const { pool, logger } = deps;
  const hotels = createHotelsService(pool);
  return {
    hotels,
    mail: createMailService(deps.queues.mail, logger),
    knowledge: createKnowledgeService({
      db: pool,
      hotels,
      storage: deps.storage,
      queue: deps.queues.knowledgeFile,
      logger,
      publish: (event) => publish(rooms.admins(), 'knowledge-file:updated', event),
    }),
    agentCredentials: createAgentCredentialsService(pool, hotels),
    bookings: createBookingsService({ pool, hotels, publish, logger }),
  };
}

export type Services = ReturnType<typeof createServices>;
