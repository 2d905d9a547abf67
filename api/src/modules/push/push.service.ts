import type { PushDevice, PushDeviceList, PushSubscriptionBody, PushTestResult } from '../../contracts/push.ts';
import { dashboardPaths } from '../../contracts/page-paths.ts';
import { deviceOf } from '../../platform/access/account-sessions.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { PushSettings } from '../../platform/push/push-config.ts';
import { pushEndpointAllowed } from '../../platform/push/push-endpoint.ts';
import {
  listDevices,
  markUsed,
  removeDevice,
  removeSubscription,
  saveSubscription,
  subscriptionsOf,
} from './push-subscriptions.ts';
import { PushServiceUnavailable, sendPush } from '../../platform/push/send-push.ts';

/** A person's devices for push notifications: subscribe, list, remove, and a test push (decision 094). */
export function createPushService(db: Db, settings: PushSettings) {
  return {
    publicKey: () => ({ publicKey: settings.vapid.publicKey }),

    async devices(userId: string): Promise<PushDeviceList> {
      return { devices: await listDevices(db, userId) };
    },

    async subscribe(userId: string, body: PushSubscriptionBody, userAgent: string): Promise<PushDevice> {
      if (!pushEndpointAllowed(body.endpoint, settings)) {
        throw new AppError('bad_request', 'This browser’s push service is not one HotelVoice sends to.');
      }
      return saveSubscription(db, userId, {
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        deviceName: deviceOf(userAgent),
      });
    },

    async remove(userId: string, pushSubscriptionId: string): Promise<void> {
      if (!(await removeDevice(db, userId, pushSubscriptionId))) {
        throw new AppError('not_found', 'No such device.');
      }
    },

    /** Sends a test notification to each of the person's devices, at once (not queued: they are waiting). */
    async sendTest(userId: string): Promise<PushTestResult> {
      const result: PushTestResult = { sent: 0, removed: 0, failed: 0 };
      for (const subscription of await subscriptionsOf(db, userId)) {
        try {
          const outcome = await sendPush(settings, subscription, testMessage);
          if (outcome === 'gone') {
            await removeSubscription(db, subscription.pushSubscriptionId);
            result.removed++;
          } else {
            await markUsed(db, subscription.pushSubscriptionId);
            result.sent++;
          }
        } catch (error) {
          if (!(error instanceof PushServiceUnavailable)) throw error;
          result.failed++;
        }
      }
      return result;
    },
  };
}

const testMessage = {
  title: 'HotelVoice: test notification',
  body: 'Notifications reach this device.',
  url: dashboardPaths.account,
  tag: 'test',
};
