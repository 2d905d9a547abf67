import { Router } from 'express';
import { z } from 'zod';
import { deleteAccountBody, deleteHotelBody } from '../../contracts/guest-data.ts';
import { auditActorOf } from '../../platform/http/audit-actor.ts';
import { clearSessionCookies } from '../../platform/http/cookies.ts';
import { signedIn, requireAdmin, requireUser } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';
import { createCsrfTokens } from '../../platform/http/csrf.ts';

/** DELETE /api/me/account: an owner deletes their own account. */
export function accountDeletionRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.deletion;
  const csrf = createCsrfTokens(ctx.config.csrfSecret);
  const secure = ctx.config.publicUrl.startsWith('https://');
  router.delete('/account', requireUser, async (req, res) => {
    const body = deleteAccountBody.parse(req.body ?? {});
    await service.deleteOwnAccount(signedIn(req), body.confirmEmail, auditActorOf(req));
    clearSessionCookies(res, secure, csrf.issue(''));
    res.status(204).end();
  });
  return router;
}

/** DELETE /api/admin/hotels/:hotelId: an admin deletes a hotel and everything under it. */
export function hotelDeletionRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.deletion;
  router.delete('/:hotelId', requireAdmin, async (req, res) => {
    const hotelId = z.guid({ message: 'Hotel id must be a UUID.' }).parse(req.params.hotelId);
    const body = deleteHotelBody.parse(req.body ?? {});
    res.json(await service.deleteHotel(hotelId, body.confirmName, auditActorOf(req)));
  });
  return router;
}
