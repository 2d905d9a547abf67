import { hostAllowed } from '../host-patterns.ts';
import type { PushSettings } from './push-config.ts';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

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
  if (settings.allowLocal && loopbackHosts.has(url.hostname) && /^https?:$/.test(url.protocol)) return true;
  return url.protocol === 'https:' && hostAllowed(url.hostname, settings.allowedHosts);
}
