import { callBookingRoutes } from './bookings/bookings.routes.ts';
import type { Router } from 'express';
import { accountLinkRoutes, myAccountRoutes } from './account/account.routes.ts';
import { applicationRoutes, userRoutes } from './admin-accounts/admin-accounts.routes.ts';
import { adminDemoRequestRoutes } from './admin-demo-requests/admin-demo-requests.routes.ts';
import { adminHotelRoutes } from './admin-hotels/admin-hotels.routes.ts';
import { agentRoutes } from './agent/agent.routes.ts';
import { agentCredentialRoutes } from './agent-credentials/agent-credentials.routes.ts';
import { knowledgeFileRoutes, knowledgeUploadRoutes } from './knowledge/knowledge.routes.ts';
import { outboxRoutes } from './mail/mail.routes.ts';
import { promptRoutes } from './prompts/prompts.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { callLogsRoutes, callStatsRoutes } from './call-logs/call-logs.routes.ts';
import { callerGuestRoutes } from './caller-guest/caller-guest.routes.ts';
import { ingestRoutes } from './ingest/ingest.routes.ts';
import { webhookRoutes } from './webhooks/webhooks.routes.ts';
import { webhookDoor } from './webhooks/webhook-door.ts';
import { demoRequestRoutes } from './demo-requests/demo-requests.routes.ts';
import { guestReviewRoutes, shortReviewLinkRoutes } from './guest-reviews/guest-reviews.routes.ts';
import { hotelReviewsRoutes } from './hotel-reviews/hotel-reviews.routes.ts';
import type { ModuleContext } from './module-context.ts';
import { myHotelsRoutes } from './my-hotels/my-hotels.routes.ts';
import { hotelsOverviewRoutes } from './hotels-overview/hotels-overview.routes.ts';
import { invitationRoutes, teamRoutes } from './team/team.routes.ts';
import { pmsKeysRoutes } from './pms-keys/pms-keys.routes.ts';
import {
  agentToolRoutes,
  callToolCallRoutes,
  platformToolRoutes,
  toolDefinitionRoutes,
} from './pms-tools/pms-tools.routes.ts';
import { publicConfigRoutes } from './public-config/public-config.routes.ts';
import { storageRoutes } from './storage/storage.routes.ts';
import { auditLogRoutes } from './audit-log/audit-log.routes.ts';
import { exportDownloadRoutes, hotelExportRoutes } from './data-export/data-export.routes.ts';
import { accountDeletionRoutes, hotelDeletionRoutes } from './guest-data/deletion.routes.ts';
import { guestDataRoutes } from './guest-data/guest-data.routes.ts';
import { insightsRoutes } from './insights/insights.routes.ts';
import { followUpRoutes } from './follow-ups/follow-ups.routes.ts';
import { adminKnowledgeGapRoutes, hotelKnowledgeGapRoutes } from './knowledge-gaps/knowledge-gaps.routes.ts';
import {
  alertSettingsRoutes,
  notificationRoutes,
  unsubscribeRoutes,
  weeklyDigestRoutes,
} from './alerts/alerts.routes.ts';
import { pushPublicKeyRoutes, pushSubscriptionRoutes } from './push/push.routes.ts';
import { siteEventRoutes } from './site-events/site-events.routes.ts';
import { siteAnalyticsRoutes, reviewPageStatsRoutes } from './site-analytics/site-analytics.routes.ts';
import { operationsRoutes } from './operations/operations.routes.ts';
import { accountTwoStepRoutes, adminTwoStepGate, signInTwoStepRoutes } from './two-step/two-step.routes.ts';

/** Mounts every business module under /api. One line per module. */
export function mountApiModules(api: Router, ctx: ModuleContext): void {
  api.use('/auth', authRoutes(ctx));
  api.use('/auth', accountLinkRoutes(ctx));
  api.use('/auth/two-step', signInTwoStepRoutes(ctx));
  api.use('/account/two-step', accountTwoStepRoutes(ctx));
  api.use('/account', myAccountRoutes(ctx));
  api.use('/storage', storageRoutes(ctx));
  api.use('/demo-requests', demoRequestRoutes(ctx));
  api.use('/events', siteEventRoutes(ctx));
  api.use(guestReviewRoutes(ctx));
  api.use(publicConfigRoutes(ctx));
  api.use('/me', myHotelsRoutes(ctx));
  api.use('/me', hotelsOverviewRoutes(ctx));
  api.use('/me', accountDeletionRoutes(ctx));
  api.use('/me/notifications', notificationRoutes(ctx));
  api.use('/alerts/unsubscribe', unsubscribeRoutes(ctx));
  api.use('/push/public-key', pushPublicKeyRoutes(ctx));
  api.use('/me/push-subscriptions', pushSubscriptionRoutes(ctx));
  api.use(pmsKeysRoutes(ctx));
  api.use('/hotels/:hotelId/reviews', hotelReviewsRoutes(ctx));
  api.use('/form', knowledgeUploadRoutes(ctx));
  api.use('/admin', adminTwoStepGate(ctx));
  api.use('/admin/knowledge-files', knowledgeFileRoutes(ctx));
  api.use('/admin/prompts', promptRoutes(ctx));
  api.use('/admin/hotels', adminHotelRoutes(ctx));
  api.use('/admin/hotels', hotelDeletionRoutes(ctx));
  api.use('/admin/hotels', agentCredentialRoutes(ctx));
  api.use('/admin/hotels', toolDefinitionRoutes(ctx));
  api.use('/admin/audit-events', auditLogRoutes(ctx));
  api.use('/admin/applications', applicationRoutes(ctx));
  api.use('/admin/users', userRoutes(ctx));
  api.use('/admin/outbox', outboxRoutes(ctx));
  api.use('/admin/demo-requests', adminDemoRequestRoutes(ctx));
  api.use('/admin/knowledge-gaps', adminKnowledgeGapRoutes(ctx));
  api.use('/admin/analytics', siteAnalyticsRoutes(ctx));
  api.use('/admin/operations', operationsRoutes(ctx));
  api.use('/agent', agentToolRoutes(ctx));
  api.use('/agent', agentRoutes(ctx));
  api.use('/hotels/:hotelId/call-logs/:callId/tool-calls', callToolCallRoutes(ctx));
  api.use('/hotels/:hotelId/call-logs/:callId/bookings', callBookingRoutes(ctx));
  api.use('/hotels/:hotelId/call-logs/:callId/caller-guest', callerGuestRoutes(ctx));
  api.use('/hotels/:hotelId/call-logs', callLogsRoutes(ctx));
  api.use('/hotels/:hotelId/call-stats', callStatsRoutes(ctx));
  api.use('/hotels/:hotelId/knowledge-gaps', hotelKnowledgeGapRoutes(ctx));
  api.use('/hotels/:hotelId/alert-settings', alertSettingsRoutes(ctx));
  api.use('/hotels/:hotelId/weekly-digest', weeklyDigestRoutes(ctx));
  api.use('/hotels/:hotelId/review-page-stats', reviewPageStatsRoutes(ctx));
  api.use('/hotels/:hotelId', guestDataRoutes(ctx));
  api.use('/hotels/:hotelId', insightsRoutes(ctx));
  api.use('/hotels/:hotelId/follow-ups', followUpRoutes(ctx));
  api.use('/hotels/:hotelId/exports', hotelExportRoutes(ctx));
  api.use('/hotels/:hotelId/team', teamRoutes(ctx));
  api.use('/invitations', invitationRoutes(ctx));
  api.use('/exports', exportDownloadRoutes(ctx));
  api.use('/ingest', ingestRoutes(ctx));
  api.use('/webhooks', webhookDoor(ctx));
  api.use('/webhooks', platformToolRoutes(ctx));
  api.use('/webhooks', webhookRoutes(ctx));
}

/** Business routes outside /api, beside the web pages: the short review link. */
export function mountPublicLinks(app: Router, ctx: ModuleContext): void {
  app.use(shortReviewLinkRoutes(ctx));
}
