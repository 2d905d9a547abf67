import { Router, type Request } from 'express';
import { requireHotelAccess } from '../../platform/http/guards.ts';
import { callIdParam } from '../call-logs/index.ts';
import type { ModuleContext } from '../module-context.ts';
import { createCallerGuestService } from './caller-guest.service.ts';

/**
 * `GET /api/hotels/:hotelId/call-logs/:callId/caller-guest`: the guest the hotel's PMS has behind
 * the call's number. Whoever may open the call may see it (decision 093).
 */
export function callerGuestRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const guests = createCallerGuestService({
    db: ctx.pool,
    hotels: ctx.services.hotels,
    threads: ctx.services.callerThread,
    encryptionKey: ctx.config.pmsEncryptionKey,
    pms: ctx.config.pms,
    rateLimits: ctx.rateLimits,
    logger: ctx.logger,
  });
  router.use(requireHotelAccess(ctx.pool));
  router.get('/', async (req, res) => {
    const params = req.params as Record<string, string>;
    res.json(await guests.guestOfCall(hotelIdOf(req), callIdParam.parse(params.callId)));
  });
  return router;
}

const hotelIdOf = (req: Request) => String((req.params as Record<string, string>).hotelId);
