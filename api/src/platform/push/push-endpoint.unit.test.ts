import { describe, expect, it } from 'vitest';
import { knownPushServiceHosts } from './push-config.ts';
import { pushEndpointAllowed } from './push-endpoint.ts';

const production = { allowedHosts: knownPushServiceHosts, allowLocal: false };
const local = { ...production, allowLocal: true };

describe('which push endpoints we send to', () => {
  it('when the endpoint is https on a known push service, then it is allowed anywhere', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
    ]) {
      expect(pushEndpointAllowed(endpoint, production), endpoint).toBe(true);
    }
  });

  it('when the endpoint is elsewhere, http, carries credentials or is loopback in production, then it is refused', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://push.apple.com.evil.example/abc',
      'https://evilpush.apple.com/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:9000/push/abc',
      'not a url',
    ]) {
      expect(pushEndpointAllowed(endpoint, production), endpoint).toBe(false);
    }
  });

  it('when the run is local, then the loopback double is allowed, still not http to a real service', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:9000/push/abc', local)).toBe(true);
    expect(pushEndpointAllowed('http://fcm.googleapis.com/fcm/send/abc', local)).toBe(false);
  });
});
