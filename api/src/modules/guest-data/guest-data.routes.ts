import { Router, type Request } from 'express';
import { erasureQuery, hotelPrivacyBody } from '../../contracts/guest-data.ts';
import { auditActorOf } from '../../platform/http/audit-actor.ts';
import { requireHotelAccess } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';
import { createErasureService } from './erasure.service.ts';
import { createPrivacyService } from './privacy.service.ts';

/** Mounted at /hotels/:hotelId; the hotel's owners and admins only. */
export function guestDataRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const privacy = createPrivacyService(ctx.pool, ctx.services.hotels);
  const erasure = createErasureService(ctx.pool, ctx.storage);
  // Retention settings, erasure and exports are the hotel's settings: owner and manager only.
  const guard = requireHotelAccess(ctx.pool, 'manage');

  router.get('/privacy', guard, async (req, res) => {
    res.json({ privacy: await privacy.get(hotelIdOf(req)) });
  });

  router.put('/privacy', guard, async (req, res) => {
    const body = hotelPrivacyBody.parse(req.body);
    res.json({ privacy: await privacy.set(hotelIdOf(req), body, auditActorOf(req)) });
  });

  router.get('/erasure', guard, async (req, res) => {
    const query = erasureQuery.parse(req.query);
    res.json(await erasure.preview(hotelIdOf(req), query));
  });

  router.post('/erasure', guard, async (req, res) => {
    const query = erasureQuery.parse(req.body);
    res.json(await erasure.erase(hotelIdOf(req), query, auditActorOf(req)));
  });

  return router;
}

function hotelIdOf(req: Request): string {
  return String((req.params as Record<string, string>).hotelId);
}
