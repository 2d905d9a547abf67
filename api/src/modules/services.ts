import type { AppDeps } from '../app-deps.ts';
import { rooms } from '../contracts/rooms.ts';
import type { Publish } from '../platform/realtime/realtime-backend.ts';
import { createAccountService } from './account/account.service.ts';
import { accountLimits } from './account/account-limits.ts';
import { createAdminAccountsService } from './admin-accounts/admin-accounts.service.ts';
import { createAgentCredentialsService } from './agent-credentials/agent-credentials.service.ts';
import { createAlertsService } from './alerts/alerts.service.ts';
import { createAuthService } from './auth/auth.service.ts';
import { createSignUpNotice } from './auth/auth-limits.ts';
import { createBookingsService } from './bookings/bookings.service.ts';
import { createCallLogsService } from './call-logs/call-logs.service.ts';
import { createCallerThreadService } from './call-logs/caller-thread.service.ts';
import { createDemoRequestsService } from './demo-requests/demo-requests.service.ts';
import { createFollowUpsService, queueDueEmailsOn } from './follow-ups/follow-ups.service.ts';
import { createDataExportService } from './data-export/data-export.service.ts';
import { createDeletionService } from './guest-data/deletion.service.ts';
import { createGuestReviewsService, queueReviewAlertsOn } from './guest-reviews/guest-reviews.service.ts';
import { createHotelsService } from './hotels/hotels.service.ts';
import { createHotelsOverviewService } from './hotels-overview/hotels-overview.service.ts';
import { createIngestService } from './ingest/ingest.service.ts';
import { createInsightsService } from './insights/insights.service.ts';
import { createRevenueService } from './insights/revenue.service.ts';
import { createKnowledgeService } from './knowledge/knowledge.service.ts';
import { createKnowledgeGapsService } from './knowledge-gaps/knowledge-gaps.service.ts';
import { createMailService } from './mail/mail.service.ts';
import { createMyHotelsService } from './my-hotels/my-hotels.service.ts';
import { createPmsToolsService } from './pms-tools/pms-tools.service.ts';
import { createPushService } from './push/push.service.ts';
import { createSiteAnalyticsService } from './site-analytics/site-analytics.service.ts';
import { createTeamService } from './team/team.service.ts';
import { createTwoStepService } from './two-step/two-step.service.ts';
import { spentWithin } from '../platform/http/rate-limit.ts';

/**
 * The services that more than one route file, page or other service uses, each built once here by
 * createApp, in dependency order, and handed to every module in its context (`ctx.services`). A
 * module asks these, never builds its own copy (decisions 102 and 105).
 */
export function createServices(deps: AppDeps, publish: Publish) {
  const { pool, storage, config, logger, queues } = deps;

  // Hotels first: most services ask it about a hotel.
  const hotels = createHotelsService(pool);
  const mail = createMailService(queues.mail, logger);
  const knowledge = createKnowledgeService({
    db: pool,
    hotels,
    storage,
    queue: queues.knowledgeFile,
    logger,
    publish: (event) => publish(rooms.admins(), 'knowledge-file:updated', event),
  });

  const knowledgeGaps = createKnowledgeGapsService(pool, knowledge, (hotelId) => {
    publish(rooms.hotel(hotelId), 'knowledge-gaps:changed', { hotelId });
    publish(rooms.admins(), 'knowledge-gaps:changed', { hotelId });
  });
  const bookings = createBookingsService({ pool, hotels, publish, logger });

  // Calls and what is read about them.
  const callerThread = createCallerThreadService(pool);
  const callLogs = createCallLogsService(pool, storage, hotels, callerThread);
  // One for the upload route and the provider webhooks: its count of accepted calls sets how often
  // expired signatures are cleared, which is the process's, not a route file's.
  const ingest = createIngestService(pool, storage, hotels);
  const followUps = createFollowUpsService(pool, hotels, publish, queueDueEmailsOn(queues.callAlerts, logger));
  const myHotels = createMyHotelsService(pool);

  // Sign-in: the two-step service is the session hand-out's and the two-step routes'.
  const twoStep = createTwoStepService({ db: pool, auth: deps.auth, encryptionKey: config.pmsEncryptionKey });
  const auth = createAuthService(deps.auth, pool, createSignUpNotice(mail, config.publicUrl, deps.rateLimits));

  return {
    hotels,
    mail,
    knowledge,
    agentCredentials: createAgentCredentialsService(pool, hotels),
    bookings,
    knowledgeGaps,
    pmsTools: createPmsToolsService({
      db: pool,
      hotels,
      bookings,
      publish,
      encryptionKey: config.pmsEncryptionKey,
      pms: config.pms,
      rateLimits: deps.rateLimits,
      queues,
      logger,
    }),
    callerThread,
    callLogs,
    ingest,
    followUps,
    insights: createInsightsService(pool, hotels, publish),
    revenue: createRevenueService(pool),
    myHotels,
    hotelsOverview: createHotelsOverviewService(pool, myHotels),
    alerts: createAlertsService(pool, config.alertsSigningSecret),
    push: createPushService(pool, config.push),
    siteAnalytics: createSiteAnalyticsService(pool),
    demoRequests: createDemoRequestsService(pool, publish),
    deletion: createDeletionService(pool, storage, deps.auth, hotels),
    twoStep,
    auth,
    // People and their accounts: the api's routes and the web's page forms share these.
    account: createAccountService({
      auth: deps.auth,
      db: pool,
      mail,
      logger,
      publicUrl: config.publicUrl,
      mayMailAddress: (email) => spentWithin(deps.rateLimits, accountLimits.resetMailsPerEmail, email),
    }),
    adminAccounts: createAdminAccountsService({ pool, auth: deps.auth, mail, publicUrl: config.publicUrl }),
    team: createTeamService({ auth: deps.auth, db: pool, hotels, mail, publicUrl: config.publicUrl }),
    reviews: createGuestReviewsService(pool, publish, queueReviewAlertsOn(queues.callAlerts, logger)),
    dataExport: createDataExportService({
      db: pool,
      storage,
      guestDataQueue: queues.guestData,
      linkSecret: config.csrfSecret,
      publicUrl: config.publicUrl,
      limits: config.exportInlineLimits,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
