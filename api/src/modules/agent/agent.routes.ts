import { Router } from 'express';
import { z } from 'zod';
import { requireHotelAgentCredential } from '../../platform/http/hotel-agent-credential.ts';
import type { ModuleContext } from '../module-context.ts';
import { createAgentService } from './agent.service.ts';

const hotelIdParam = z.guid({ message: 'Hotel id must be a UUID.' });
const searchQuery = z.object({
  q: z.string().trim().min(1, 'q is required.').max(500),
  limit: z.coerce.number().int().min(1).max(50).optional().default(8),
});

/** The voice agent's read API, authenticated with the hotel's agent credential (no session, no CSRF). */
export function agentRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = createAgentService(ctx.pool);
  const hotelCredential = requireHotelAgentCredential(ctx.services.agentCredentials);

  router.get('/hotels/:hotelId/context', hotelCredential, async (req, res) => {
    res.json(await service.context(hotelIdParam.parse(req.params.hotelId)));
  });

  router.get('/hotels/:hotelId/knowledge', hotelCredential, async (req, res) => {
    const hotelId = hotelIdParam.parse(req.params.hotelId);
    const query = searchQuery.parse(req.query);
    res.json({ chunks: await service.search(hotelId, query.q, query.limit) });
  });
  return router;
}
