import { Router } from 'express';
import { requireHotelAccess } from '../../platform/http/guards.ts';
import { callIdParam } from '../call-logs/index.ts';
import type { ModuleContext } from '../module-context.ts';
import { callRefOf } from '../pms-tools/index.ts';

/** `GET /api/hotels/:hotelId/call-logs/:callId/bookings`: the bookings the call made or touched, for its detail. */
export function callBookingRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const { bookings } = ctx.services;
  router.use(requireHotelAccess(ctx.pool));
  router.get('/', async (req, res) => {
    const params = req.params as Record<string, string>;
    const callId = callIdParam.parse(params.callId);
    res.json({ items: await bookings.listForCall(String(params.hotelId), callRefOf(callId)) });
  });
  return router;
}
