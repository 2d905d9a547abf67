import { createCloudbedsAdapter } from './cloudbeds.ts';
import { createMewsAdapter } from './mews.ts';
import type { PmsSettings } from './pms-config.ts';
import { PmsError } from './pms-error.ts';
import type { PmsAdapter, PmsCredentials } from './pms-port.ts';

/** An adapter for one operation: everything it does must be done within `timeoutMs`. */
export function createPmsAdapter(credentials: PmsCredentials, settings: PmsSettings, timeoutMs: number): PmsAdapter {
  const http = { allowedHosts: settings.allowedHosts, deadline: Date.now() + timeoutMs };
  switch (credentials.provider) {
    case 'cloudbeds':
      return createCloudbedsAdapter(credentials, settings.baseUrls.cloudbeds, http);
    case 'mews':
      if (!settings.mewsClientToken) {
        throw new PmsError('refused', 'Mews is not set up on this server yet (MEWS_CLIENT_TOKEN is missing).');
      }
      return createMewsAdapter(
        { apiKey: credentials.apiKey, clientToken: settings.mewsClientToken },
        settings.baseUrls.mews,
        http,
      );
  }
}
