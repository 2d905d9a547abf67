import { hostAllowed } from '../host-patterns.ts';
import type { PushSettings } from './push-config.ts';

/**
 * Whether a subscription's endpoint is one we may send to: https on a known push service, or (tests
 * and local runs) http on loopback, where the push service double listens. Checked when a browser
 * subscribes and again before each send, so a row written any other way cannot aim our requests.
 */
export function pushEndpointAllowed(endpoint: string, settings: Pick<PushSettings, 'allowedHosts' | 'allowLocal'>) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const local = settings.allowLocal && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !local) return false;
  return hostAllowed(url.hostname, settings.allowedHosts);
}
