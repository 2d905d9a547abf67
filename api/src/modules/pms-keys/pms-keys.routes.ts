import { Router } from 'express';
import { checkPmsKeyQuery, setPmsKeyBody } from '../../contracts/dashboard.ts';
import { identityOf, requireUser } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';
import { createPmsKeysService } from './pms-keys.service.ts';

/** The spec's paths, kept as they are (spec §7); unlike the original, both need a linked session. */
export function pmsKeysRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = createPmsKeysService(ctx.pool, ctx.config.pmsEncryptionKey);

  router.get('/check-pms-key', requireUser, async (req, res) => {
    const query = checkPmsKeyQuery.parse(req.query);
    res.json(await service.status(identityOf(req), query.uid));
  });

  router.post('/set-pms-key', requireUser, async (req, res) => {
    const body = setPmsKeyBody.parse(req.body);
    res.json(await service.set(identityOf(req), body));
  });

  return router;
}
