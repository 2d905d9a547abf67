import { Router } from 'express';
import { z } from 'zod';
import { activateBody, setAdminBody } from '../../contracts/admin.ts';
import { signedIn, requireAdmin } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';
import { auditActorOf } from '../../platform/http/audit-actor.ts';

const userIdParam = z.guid({ message: 'User id must be a UUID.' });

/** Pending sign-ups: activate (linking hotels, e-mailing the applicant) or reject. */
export function applicationRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.adminAccounts;
  router.use(requireAdmin);

  router.get('/', async (_req, res) => {
    res.json({ applications: await service.pending() });
  });

  router.post('/:userId/activate', async (req, res) => {
    const userId = userIdParam.parse(req.params.userId);
    const body = activateBody.parse(req.body ?? {});
    res.json({ activation: await service.activate(userId, body.hotels, auditActorOf(req)) });
  });

  router.post('/:userId/reject', async (req, res) => {
    const userId = userIdParam.parse(req.params.userId);
    await service.reject(userId, auditActorOf(req));
    res.status(204).end();
  });
  return router;
}

/** Accounts past the application step: deactivate, reactivate, grant or revoke admin. */
export function userRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.adminAccounts;
  router.use(requireAdmin);

  router.get('/', async (_req, res) => {
    res.json({ users: await service.accounts() });
  });

  router.post('/:userId/deactivate', async (req, res) => {
    const userId = userIdParam.parse(req.params.userId);
    await service.deactivate(userId, { ...auditActorOf(req), userId: signedIn(req).userId });
    res.status(204).end();
  });

  router.post('/:userId/activate', async (req, res) => {
    const body = activateBody.parse(req.body ?? {});
    const userId = userIdParam.parse(req.params.userId);
    res.json({ activation: await service.activate(userId, body.hotels, auditActorOf(req)) });
  });

  router.put('/:userId/admin', async (req, res) => {
    const body = setAdminBody.parse(req.body);
    const userId = userIdParam.parse(req.params.userId);
    await service.setAdmin(userId, body.admin, { ...auditActorOf(req), userId: signedIn(req).userId });
    res.status(204).end();
  });
  return router;
}
