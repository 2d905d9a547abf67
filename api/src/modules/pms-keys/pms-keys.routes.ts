import { Router } from 'express';
import { checkPmsConnectionBody, checkPmsKeyQuery, setPmsKeyBody } from '../../contracts/dashboard.ts';
import { signedIn, requireUser } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';
import { createPmsKeysService } from './pms-keys.service.ts';
import { auditActorOf } from '../../platform/http/audit-actor.ts';

/** The spec's paths, kept as they are (spec §7); unlike the original, both need a linked session. */
export function pmsKeysRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = createPmsKeysService(ctx.pool, ctx.services.hotels, ctx.config.pmsEncryptionKey, ctx.config.pms);

  router.get('/check-pms-key', requireUser, async (req, res) => {
    const query = checkPmsKeyQuery.parse(req.query);
    res.json(await service.status(signedIn(req), query.uid));
  });

  router.post('/set-pms-key', requireUser, async (req, res) => {
    const body = setPmsKeyBody.parse(req.body);
    res.json(await service.set(signedIn(req), body, auditActorOf(req)));
  });

  router.post('/check-pms-connection', requireUser, async (req, res) => {
    const body = checkPmsConnectionBody.parse(req.body);
    res.json(await service.checkNow(signedIn(req), body.hotel_id));
  });

  return router;
}
