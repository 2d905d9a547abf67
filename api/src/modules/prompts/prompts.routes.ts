import { Router } from 'express';
import { z } from 'zod';
import { promptIdParam, savePromptBody } from '../../contracts/admin.ts';
import { signedIn, requireAdmin } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';
import { createPromptsService } from './prompts.service.ts';
import { auditActorOf } from '../../platform/http/audit-actor.ts';

const versionIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The eleven prompt templates (spec 'Admin prompts'), with every save kept as a version. */
export function promptRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = createPromptsService(ctx.pool);
  router.use(requireAdmin);
  const savedBy = (req: Parameters<typeof signedIn>[0]) => {
    const identity = signedIn(req);
    return { userId: identity.userId, email: identity.email };
  };

  router.get('/', async (_req, res) => {
    res.json({ prompts: await service.list() });
  });

  router.get('/:promptId', async (req, res) => {
    res.json({ prompt: await service.get(promptIdParam.parse(req.params.promptId)) });
  });

  router.put('/:promptId', async (req, res) => {
    const promptId = promptIdParam.parse(req.params.promptId);
    const body = savePromptBody.parse(req.body);
    res.json(await service.save(promptId, body.body, savedBy(req), auditActorOf(req)));
  });

  router.get('/:promptId/versions', async (req, res) => {
    res.json({ versions: await service.versions(promptIdParam.parse(req.params.promptId)) });
  });

  router.post('/:promptId/versions/:versionId/restore', async (req, res) => {
    const promptId = promptIdParam.parse(req.params.promptId);
    const versionId = versionIdParam.parse(req.params.versionId);
    res.json(await service.restore(promptId, versionId, savedBy(req), auditActorOf(req)));
  });
  return router;
}
