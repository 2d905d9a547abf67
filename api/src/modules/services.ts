import type { AppDeps } from '../app-deps.ts';
import { rooms } from '../contracts/rooms.ts';
import type { Publish } from '../platform/realtime/realtime-backend.ts';
import { createAgentCredentialsService } from './agent-credentials/agent-credentials.service.ts';
import { createAlertsService } from './alerts/alerts.service.ts';
import { createAuthService } from './auth/auth.service.ts';
import { createSignUpNotice } from './auth/auth-limits.ts';
import { createBookingsService } from './bookings/bookings.service.ts';
import { createCallLogsService } from './call-logs/call-logs.service.ts';
import { createCallerThreadService } from './call-logs/caller-thread.service.ts';
import { createDemoRequestsService } from './demo-requests/demo-requests.service.ts';
import { createFollowUpsService, queueDueEmailsOn } from './follow-ups/follow-ups.service.ts';
import { createDeletionService } from './guest-data/deletion.service.ts';
import { createHotelsService } from './hotels/hotels.service.ts';
import { createHotelsOverviewService } from './hotels-overview/hotels-overview.service.ts';
import { createIngestService } from './ingest/ingest.service.ts';
import { createInsightsService } from './insights/insights.service.ts';
import { createRevenueService } from './insights/revenue.service.ts';
import { createKnowledgeService } from './knowledge/knowledge.service.ts';
import { createMailService } from './mail/mail.service.ts';
import { createMyHotelsService } from './my-hotels/my-hotels.service.ts';
import { createPushService } from './push/push.service.ts';
import { createSiteAnalyticsService } from './site-analytics/site-analytics.service.ts';
import { createTwoStepService } from './two-step/two-step.service.ts';

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
    bookings: createBookingsService({ pool, hotels, publish, logger }),
    callerThread,
    callLogs,
    ingest,
    followUps,
    insights: createInsightsService(pool, publish),
    revenue: createRevenueService(pool),
    myHotels,
    hotelsOverview: createHotelsOverviewService(pool, myHotels),
    alerts: createAlertsService(pool, config.alertsSigningSecret),
    push: createPushService(pool, config.push),
    siteAnalytics: createSiteAnalyticsService(pool),
    demoRequests: createDemoRequestsService(pool, publish),
    deletion: createDeletionService(pool, storage, deps.auth),
    twoStep,
    auth,
  };
}

export type Services = ReturnType<typeof createServices>;
