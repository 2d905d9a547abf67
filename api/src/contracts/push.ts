import { z } from 'zod';

/** GET /api/push/public-key: the VAPID public key (base64url, uncompressed P-256 point) for `pushManager.subscribe`. */
export interface PushPublicKey {
  publicKey: string;
}

/** One browser the person turned notifications on in. */
export interface PushDevice {
  pushSubscriptionId: string;
  /** "Chrome on Android", from the user agent when it subscribed. */
  deviceName: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** One of the person's devices on a hotel's alerts page: whether it gets that hotel's pushes. */
export interface HotelPushDevice extends PushDevice {
  getsPushes: boolean;
}

/** The `:pushSubscriptionId` of a device's routes. */
export const pushDeviceIdParam = z.guid({ message: 'Device id must be a UUID.' });

/** PUT /api/hotels/:hotelId/alert-settings/devices/:pushSubscriptionId */
export const hotelPushDeviceBody = z.object({ getsPushes: z.boolean() }).strict();

/** GET /api/me/push-subscriptions */
export interface PushDeviceList {
  devices: PushDevice[];
}

/** POST /api/me/push-subscriptions: a browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z
    .object({
      // A P-256 public key (65 bytes) and a 16-byte auth secret, base64url (RFC 8291).
      p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'must be a base64url P-256 public key'),
      auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, 'must be a base64url 16-byte secret'),
    })
    .strict(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** POST /api/me/push-subscriptions/test: what happened to the test push on each device. */
export interface PushTestResult {
  /** Devices whose push service took the notification. */
  sent: number;
  /** Devices the push service no longer knows (404/410), removed. */
  removed: number;
  /** Devices whose push service did not answer or refused for now. */
  failed: number;
}

/** What the service worker receives in a push (JSON, encrypted for the device). */
export interface PushMessage {
  title: string;
  body: string;
  /** Same-origin path to open on a click, with `?hotel=` so the app opens on the right hotel. */
  url: string;
  /** One notification per subject on the lock screen: a second reason of the same call replaces the first. */
  tag: string;
}
