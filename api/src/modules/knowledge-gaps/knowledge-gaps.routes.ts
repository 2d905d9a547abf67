import { Router, type Request } from 'express';
import { answerKnowledgeGapBody } from '../../contracts/knowledge-gaps.ts';
import { signedIn, requireAdmin, requireHotelAccess } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';

const hotelIdOf = (req: Request) => String((req.params as { hotelId?: string }).hotelId);

/**
 * Mounted at /api/hotels/:hotelId/knowledge-gaps: every member of the hotel's team sees the gaps;
 * answering one writes hotel knowledge, which the front desk may not (owners, managers, admins).
 */
export function hotelKnowledgeGapRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const service = ctx.services.knowledgeGaps;
  router.use(requireHotelAccess(ctx.pool));

  router.get('/', async (req, res) => {
    res.json({ gaps: await service.listForHotel(hotelIdOf(req)) });
  });

  router.post('/:gapId/answer', requireHotelAccess(ctx.pool, 'manage'), async (req, res) => {
    const body = answerKnowledgeGapBody.parse(req.body);
    const gapId = String((req.params as { gapId?: string }).gapId);
    await service.answer(hotelIdOf(req), gapId, body.answer, signedIn(req).userId);
    res.status(202).json({ gaps: await service.listForHotel(hotelIdOf(req)) });
  });
  return router;
}

/** Mounted at /api/admin/knowledge-gaps: every hotel's gaps, to spot what belongs in general knowledge. */
export function adminKnowledgeGapRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.knowledgeGaps;
  router.get('/', requireAdmin, async (_req, res) => {
    res.json({ gaps: await service.listAll() });
  });
  return router;
}
