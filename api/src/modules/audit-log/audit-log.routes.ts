import { Router } from 'express';
import { auditEventQuery, type AuditEventPage } from '../../contracts/guest-data.ts';
import { listAuditEvents } from './audit-log.repo.ts';
import { requireAdmin } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';

/** GET /api/admin/audit-events: read-only; nothing in the app edits or deletes an entry. */
export function auditLogRoutes(ctx: ModuleContext): Router {
  const router = Router();
  router.use(requireAdmin);
  router.get('/', async (req, res) => {
    const query = auditEventQuery.parse(req.query);
    const items = await listAuditEvents(ctx.pool, {
      action: query.action ?? null,
      actor: query.actor || null,
      hotelId: query.hotelId ?? null,
      from: query.from ? new Date(query.from) : null,
      to: query.to ? new Date(query.to) : null,
      before: query.before ?? null,
      limit: query.limit,
    });
    const page: AuditEventPage = {
      items,
      nextCursor: items.length === query.limit ? (items.at(-1)?.auditEventId ?? null) : null,
    };
    res.json(page);
  });
  return router;
}
