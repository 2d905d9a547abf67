import { Router } from 'express';
import type { PublicConfig } from '../../contracts/public-site.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ModuleContext } from '../module-context.ts';
import { createDemoAudioService } from './demo-audio.service.ts';

export const bundledDemoAudioUrl = '/demo/demo-call.mp3';
export const proxiedDemoAudioUrl = '/api/demo-audio';

/** Run-time settings for the public pages, and the optional proxy for the provider's demo audio. */
export function publicConfigRoutes(ctx: ModuleContext, fetchFn: typeof fetch = fetch): Router {
  const router = Router();
  const demoAudio = ctx.config.demoAudio ? createDemoAudioService(ctx.config.demoAudio, fetchFn) : null;

  router.get('/public/config', (_req, res) => {
    const body: PublicConfig = {
      tryPhoneNumber: ctx.config.tryPhoneNumber,
      demoAudioUrl: demoAudio ? proxiedDemoAudioUrl : bundledDemoAudioUrl,
      demoAudioProxied: demoAudio !== null,
    };
    res.set('Cache-Control', 'public, max-age=300').json(body);
  });

  router.get('/demo-audio', async (_req, res) => {
    if (!demoAudio) throw new AppError('not_found', 'No demo audio provider is configured.');
    const audio = await demoAudio.get();
    res.set({ 'Content-Type': audio.contentType, 'Cache-Control': 'public, max-age=3600' }).send(audio.body);
  });

  return router;
}
