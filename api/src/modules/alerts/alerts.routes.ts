import express, { Router, type Request } from 'express';
import { updateAlertSettingsBody } from '../../contracts/alerts.ts';
import { hotelPushDeviceBody, pushDeviceIdParam } from '../../contracts/push.ts';
import { signedIn, requireHotelAccess, requireUser } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';
import { unsubscribeConfirmPage, unsubscribedPage } from './unsubscribe-page.ts';
import { previewWeeklyDigest } from './weekly-digest-preview.ts';
import { previewDailySummary } from './daily-summary-preview.ts';
import { digestSettingBody, markReadBody, notificationsQuery, unsubscribeQuery } from './alerts.schemas.ts';

const hotelIdOf = (req: Request) => String((req.params as { hotelId?: string }).hotelId);

/** Mounted at /api/me/notifications: the signed-in person's own alerts (the bell and the alerts page), paged with `cursor`. */
export function notificationRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.alerts;
  router.use(requireUser);
  router.get('/', async (req, res) => {
    const { cursor } = notificationsQuery.parse(req.query);
    res.json(await service.notifications(signedIn(req).userId, cursor));
  });
  router.post('/read', async (req, res) => {
    const body = markReadBody.parse(req.body ?? {});
    await service.markRead(signedIn(req).userId, body.notificationIds ?? null);
    res.json(await service.notifications(signedIn(req).userId));
  });
  return router;
}

/** Mounted at /api/hotels/:hotelId/alert-settings: the signed-in person's settings for that hotel. */
export function alertSettingsRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const service = ctx.services.alerts;
  router.use(requireHotelAccess(ctx.pool));
  router.get('/', async (req, res) => {
    res.json(await service.settings(signedIn(req).userId, hotelIdOf(req)));
  });
  router.put('/', async (req, res) => {
    const body = updateAlertSettingsBody.parse(req.body);
    res.json(await service.saveSettings(signedIn(req).userId, hotelIdOf(req), body));
  });
  /** Whether one of the person's devices gets this hotel's pushes (the reasons that push are chosen above). */
  router.put('/devices/:pushSubscriptionId', async (req, res) => {
    const body = hotelPushDeviceBody.parse(req.body);
    res.json(
      await service.saveDevicePushes(
        signedIn(req).userId,
        hotelIdOf(req),
        pushDeviceIdParam.parse(req.params.pushSubscriptionId),
        body.getsPushes,
      ),
    );
  });
  router.put('/weekly-digest', async (req, res) => {
    const body = digestSettingBody.parse(req.body);
    res.json(await service.saveDigest(signedIn(req).userId, hotelIdOf(req), body.enabled));
  });
  /** The person's next daily summary (08:00 hotel time) as it stands now, rendered as the e-mail. */
  router.get('/daily-summary-preview', async (req, res) => {
    res.json(
      await previewDailySummary(ctx.pool, hotelIdOf(req), signedIn(req), {
        publicUrl: ctx.config.publicUrl,
        signingSecret: ctx.config.alertsSigningSecret,
      }),
    );
  });
  return router;
}

/**
 * Mounted at /api/alerts/unsubscribe, without a session: the signed token is the authority.
 * GET shows a confirmation; POST (the page's button, or a mail client's RFC 8058 one-click with
 * `List-Unsubscribe=One-Click`) turns the one setting off. CSRF-exempt: it changes only what the
 * token names, and only ever to off.
 */
export function unsubscribeRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.alerts;
  router.get('/', async (req, res) => {
    const { token } = unsubscribeQuery.parse(req.query);
    const target = service.target(token);
    const name = (await ctx.services.hotels.name(target.hotelId)) ?? 'your hotel';
    res.type('html').send(unsubscribeConfirmPage(target, name, `?token=${encodeURIComponent(token)}`));
  });
  router.post('/', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const { token } = unsubscribeQuery.parse(req.query);
    const target = await service.unsubscribe(token);
    const name = (await ctx.services.hotels.name(target.hotelId)) ?? 'your hotel';
    res.type('html').send(unsubscribedPage(target, name));
  });
  return router;
}

/** Mounted at /api/hotels/:hotelId/weekly-digest: the next digest as it stands now, for the dashboard. */
export function weeklyDigestRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  router.use(requireHotelAccess(ctx.pool));
  router.get('/preview', async (req, res) => {
    const identity = signedIn(req);
    const preview = await previewWeeklyDigest(ctx.pool, hotelIdOf(req), identity, {
      publicUrl: ctx.config.publicUrl,
      signingSecret: ctx.config.alertsSigningSecret,
    });
    res.json(preview);
  });
  return router;
}
