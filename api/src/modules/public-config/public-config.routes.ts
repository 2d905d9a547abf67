import { Router } from 'express';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ModuleContext } from '../module-context.ts';
import { createDemoAudioService } from './demo-audio.service.ts';
import { publicConfigOf } from './public-config.ts';

/** Run-time settings for the public pages, and the optional proxy for the provider's demo audio. */
export function publicConfigRoutes(ctx: ModuleContext, fetchFn: typeof fetch = fetch): Router {
  const router = Router();
  const demoAudio = ctx.config.demoAudio ? createDemoAudioService(ctx.config.demoAudio, fetchFn) : null;

  router.get('/public/config', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(publicConfigOf(ctx.config));
  });

  router.get('/demo-audio', async (_req, res) => {
    if (!demoAudio) throw new AppError('not_found', 'No demo audio provider is configured.');
    const audio = await demoAudio.get();
    res.set({ 'Content-Type': audio.contentType, 'Cache-Control': 'public, max-age=3600' }).send(audio.body);
  });

  return router;
}
