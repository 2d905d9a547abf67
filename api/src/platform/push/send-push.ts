import webPush from 'web-push';
import type { PushMessage } from '../../contracts/push.ts';
import type { PushSettings } from './push-config.ts';
import { pushEndpointAllowed } from './push-endpoint.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service did not take the message for now (5xx, 429, a timeout): try again later. */
export class PushServiceUnavailable extends Error {}

/** How long a push service keeps a message for a device that is offline: a day, then it is stale. */
const timeToLiveSeconds = 24 * 3600;

/**
 * Sends one message to one device: encrypted for it (RFC 8291, aes128gcm) and signed with our VAPID
 * key (RFC 8292) by web-push, posted with fetch so the deadline and the host check are ours.
 * 'sent' when the push service took it (2xx); 'gone' when it says the subscription is no more
 * (404, 410) or its endpoint is not one we send to; throws PushServiceUnavailable otherwise.
 */
export async function sendPush(
  settings: PushSettings,
  target: PushTarget,
  message: PushMessage,
): Promise<'sent' | 'gone'> {
  if (!pushEndpointAllowed(target.endpoint, settings)) return 'gone';
  const request = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    { vapidDetails: settings.vapid, TTL: timeToLiveSeconds, contentEncoding: 'aes128gcm', urgency: 'high' },
  );
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: Uint8Array.from(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    throw new PushServiceUnavailable(`The push service did not answer: ${(error as Error).message}`);
  }
  await response.body?.cancel();
  if (response.ok) return 'sent';
  if (response.status === 404 || response.status === 410) return 'gone';
  throw new PushServiceUnavailable(`The push service answered ${response.status}.`);
}
