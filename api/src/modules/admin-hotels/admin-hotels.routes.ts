import { Router } from 'express';
import { z } from 'zod';
import { hotelFieldsBody, linkOwnerBody, updateHotelBody } from '../../contracts/admin.ts';
import { requireAdmin } from '../../platform/http/guards.ts';
import { readFileUpload } from '../../platform/http/read-multipart.ts';
import { dropSocketsOfUser } from '../../platform/realtime/drop-sockets.ts';
import type { ModuleContext } from '../module-context.ts';
import { createAdminHotelsService } from './admin-hotels.service.ts';
import { pictureLimits } from './picture.ts';
import { auditActorOf } from '../../platform/http/audit-actor.ts';

const uuid = (label: string) => z.guid({ message: `${label} must be a UUID.` });
const listQuery = z.object({
  q: z.string().trim().max(200).optional().default(''),
  cursor: uuid('cursor').optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(48),
});

/** Hotel lookup, profiles and editing for admins (spec 'Admin users / profiles', 'Hotel profile'). */
export function adminHotelRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = createAdminHotelsService(ctx.pool, ctx.storage, (userId) => dropSocketsOfUser(ctx.io, userId));
  router.use(requireAdmin);
  const hotelId = (raw: unknown) => uuid('Hotel id').parse(raw);

  router.get('/', async (req, res) => {
    const query = listQuery.parse(req.query);
    res.json(await service.list(query.q, query.cursor ?? null, query.limit));
  });

  router.post('/', async (req, res) => {
    const body = hotelFieldsBody.parse(req.body);
    res.status(201).json({ hotel: await service.create(body) });
  });

  router.get('/:hotelId', async (req, res) => {
    res.json({ hotel: await service.get(hotelId(req.params.hotelId)) });
  });

  router.patch('/:hotelId', async (req, res) => {
    const id = hotelId(req.params.hotelId);
    const body = updateHotelBody.parse(req.body);
    res.json({ hotel: await service.update(id, body) });
  });

  router.post('/:hotelId/picture', async (req, res) => {
    const id = hotelId(req.params.hotelId);
    const upload = await readFileUpload(req, res, {
      fileField: 'file',
      maxFileBytes: pictureLimits.maxBytes,
      tooLargeMessage: pictureLimits.tooLargeMessage,
    });
    res.json({ hotel: await service.setPicture(id, upload.file) });
  });

  router.post('/:hotelId/owners', async (req, res) => {
    const id = hotelId(req.params.hotelId);
    const body = linkOwnerBody.parse(req.body);
    res.json({ hotel: await service.linkOwner(id, body.email, auditActorOf(req)) });
  });

  router.delete('/:hotelId/owners/:userId', async (req, res) => {
    const id = hotelId(req.params.hotelId);
    const userId = uuid('User id').parse(req.params.userId);
    res.json({ hotel: await service.unlinkOwner(id, userId, auditActorOf(req)) });
  });
  return router;
}
