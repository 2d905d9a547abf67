import type { Router } from 'express';
import { applicationRoutes, userRoutes } from './accounts/accounts.routes.ts';
import { adminDemoRequestRoutes } from './admin-demo-requests/admin-demo-requests.routes.ts';
import { adminHotelRoutes } from './admin-hotels/admin-hotels.routes.ts';
import { agentRoutes } from './agent/agent.routes.ts';
import { knowledgeFileRoutes, knowledgeUploadRoutes } from './knowledge/knowledge.routes.ts';
import { outboxRoutes } from './mail/mail.routes.ts';
import { promptRoutes } from './prompts/prompts.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { callLogsRoutes } from './call-logs/call-logs.routes.ts';
import { ingestRoutes } from './ingest/ingest.routes.ts';
import { webhookRoutes } from './webhooks/webhooks.routes.ts';
import { demoRequestRoutes } from './demo-requests/demo-requests.routes.ts';
import { guestReviewRoutes } from './guest-reviews/guest-reviews.routes.ts';
import { hotelReviewsRoutes } from './hotel-reviews/hotel-reviews.routes.ts';
import type { ModuleContext } from './module-context.ts';
import { myHotelsRoutes } from './my-hotels/my-hotels.routes.ts';
import { pmsKeysRoutes } from './pms-keys/pms-keys.routes.ts';
import { publicConfigRoutes } from './public-config/public-config.routes.ts';
import { storageRoutes } from './storage/storage.routes.ts';

/** Mounts every business module under /api. One line per module. */
export function mountApiModules(api: Router, ctx: ModuleContext): void {
  api.use('/auth', authRoutes(ctx));
  api.use('/storage', storageRoutes(ctx));
  api.use('/demo-requests', demoRequestRoutes(ctx));
  api.use(guestReviewRoutes(ctx));
  api.use(publicConfigRoutes(ctx));
  api.use('/me', myHotelsRoutes(ctx));
  api.use(pmsKeysRoutes(ctx));
  api.use('/hotels/:hotelId/reviews', hotelReviewsRoutes(ctx));
  api.use('/form', knowledgeUploadRoutes(ctx));
  api.use('/admin/knowledge-files', knowledgeFileRoutes(ctx));
  api.use('/admin/prompts', promptRoutes(ctx));
  api.use('/admin/hotels', adminHotelRoutes(ctx));
  api.use('/admin/applications', applicationRoutes(ctx));
  api.use('/admin/users', userRoutes(ctx));
  api.use('/admin/outbox', outboxRoutes(ctx));
  api.use('/admin/demo-requests', adminDemoRequestRoutes(ctx));
  api.use('/agent', agentRoutes(ctx));
  api.use('/hotels/:hotelId/call-logs', callLogsRoutes(ctx));
  api.use('/ingest', ingestRoutes(ctx));
  api.use('/webhooks', webhookRoutes(ctx));
}
