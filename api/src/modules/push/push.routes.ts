import { Router } from 'express';
import { pushDeviceIdParam, pushSubscriptionBody } from '../../contracts/push.ts';
import { signedIn, requireUser } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';

/** Mounted at /api/push/public-key: the VAPID public key a browser subscribes with. Public, as its name says. */
export function pushPublicKeyRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.push;
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').json(service.publicKey());
  });
  return router;
}

/** Mounted at /api/me/push-subscriptions: the signed-in person's own devices, nobody else's. */
export function pushSubscriptionRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.push;
  router.use(requireUser);
  router.get('/', async (req, res) => {
    res.json(await service.devices(signedIn(req).userId));
  });
  router.post('/', async (req, res) => {
    const body = pushSubscriptionBody.parse(req.body);
    res.status(201).json(await service.subscribe(signedIn(req).userId, body, req.get('user-agent') ?? ''));
  });
  router.post('/test', async (req, res) => {
    res.json(await service.sendTest(signedIn(req).userId));
  });
  router.delete('/:pushSubscriptionId', async (req, res) => {
    await service.remove(signedIn(req).userId, pushDeviceIdParam.parse(req.params.pushSubscriptionId));
    res.status(204).end();
  });
  return router;
}
