import { Router } from 'express';
import { z } from 'zod';
import { auditActorOf } from '../../platform/http/audit-actor.ts';
import { requireAdmin } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';

const hotelIdParam = z.guid({ message: 'Hotel id must be a UUID.' });

/** Admins, on the hotel's page: whether the hotel has an agent credential, and a new one (shown once). */
export function agentCredentialRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.agentCredentials;

  router.get('/:hotelId/agent-credential', requireAdmin, async (req, res) => {
    res.json({ credential: await service.status(hotelIdParam.parse(req.params.hotelId)) });
  });

  // Creates the credential, or rotates it: the old token is refused from this answer on.
  router.post('/:hotelId/agent-credential', requireAdmin, async (req, res) => {
    const issued = await service.issue(hotelIdParam.parse(req.params.hotelId), auditActorOf(req));
    res.status(issued.rotated ? 200 : 201).json(issued);
  });
  return router;
}
