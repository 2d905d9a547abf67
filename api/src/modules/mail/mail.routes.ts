import { Router } from 'express';
import { requireAdmin } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';

/** Admins read every product e-mail, sent or not (the outbox). */
export function outboxRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const { mail } = ctx.services;
  router.use(requireAdmin);
  router.get('/', async (_req, res) => {
    res.json({ messages: await mail.list(ctx.pool) });
  });
  return router;
}
