import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { z } from 'zod';
import { auditActorOf } from '../../platform/http/audit-actor.ts';
import { requireHotelAccess } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';

const downloadQuery = z.object({ token: z.string().min(1, 'The link has no token.').max(1000) });

/** POST /api/hotels/:hotelId/exports: the hotel's owners and admins ask for its data. */
export function hotelExportRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const service = ctx.services.dataExport;
  router.post('/', requireHotelAccess(ctx.pool, 'manage'), async (req, res) => {
    const hotelId = String((req.params as Record<string, string>).hotelId);
    const actor = auditActorOf(req);
    res.json(await service.request(hotelId, { ...actor, userId: actor.userId ?? '' }));
  });
  return router;
}

/** GET /api/exports/download?token=…: the signed, short-lived link streams the zip. */
export function exportDownloadRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.dataExport;
  router.get('/download', async (req, res) => {
    const { token } = downloadQuery.parse(req.query);
    const opened = await service.open(token);
    // A job-built export is served by storage itself, through a URL that lives a few minutes.
    if ('redirect' in opened) return res.redirect(303, opened.redirect);
    const { fileName, zip } = opened;
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    // A download that is left ends the zip, which hands back the database connection it reads with.
    await pipeline(zip, res).catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        ctx.logger.error({ err: error }, 'export zip failed');
      }
    });
  });
  return router;
}
