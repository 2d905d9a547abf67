import type { AppConfig } from '../../config.ts';
import type { PublicConfig } from '../../contracts/public-site.ts';

const bundledDemoAudioUrl = '/demo/demo-call.mp3';
const proxiedDemoAudioUrl = '/api/demo-audio';

/**
 * The run-time settings of the public pages: served at GET /api/public/config and handed to the
 * web's loaders, so /try and the landing page carry them in their HTML.
 */
export const publicConfigOf = (config: Pick<AppConfig, 'tryPhoneNumber' | 'demoAudio'>): PublicConfig => ({
  tryPhoneNumber: config.tryPhoneNumber,
  demoAudioUrl: config.demoAudio ? proxiedDemoAudioUrl : bundledDemoAudioUrl,
  demoAudioProxied: Boolean(config.demoAudio),
});
