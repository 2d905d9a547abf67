import type { HotelAlertSettings, NotificationList, updateAlertSettingsBody } from '../../contracts/alerts.ts';
import type { z } from 'zod';
import { decodeInstantCursor, encodeInstantCursor } from '../../platform/db/instant-cursor.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { verifyUnsubscribeToken, type UnsubscribeTarget } from '../mail/index.ts';
import { listDevicesForHotel, setDeviceGetsHotelPushes } from '../push/index.ts';
import { countUnread, digestEnabled, listNotifications, listSettings, markRead, saveSetting } from './alerts.repo.ts';

/** The bell's list and each page of the alerts page. */
const pageSize = 25;

export function createAlertsService(db: Db, signingSecret: string) {
  return {
    /** A page of the person's alerts, newest first: the first, or the one after `cursor`. */
    async notifications(userId: string, cursor?: string): Promise<NotificationList> {
      const after = cursor ? decodeInstantCursor(cursor) : null;
      const [page, unread] = await Promise.all([
        listNotifications(db, userId, pageSize, after),
        countUnread(db, userId),
      ]);
      return {
        notifications: page.items,
        unread,
        nextCursor: page.hasMore && page.last ? encodeInstantCursor(page.last) : null,
      };
    },

    markRead: (userId: string, ids: string[] | null) => markRead(db, userId, ids),

    async settings(userId: string, hotelId: string): Promise<HotelAlertSettings> {
      const [settings, weeklyDigest, devices] = await Promise.all([
        listSettings(db, userId, hotelId),
        digestEnabled(db, userId, hotelId),
        listDevicesForHotel(db, userId, hotelId),
      ]);
      return { settings, weeklyDigest, devices };
    },

    /** Whether one of the person's devices gets this hotel's pushes; 404 for a device not theirs. */
    async saveDevicePushes(userId: string, hotelId: string, pushSubscriptionId: string, getsPushes: boolean) {
      if (!(await setDeviceGetsHotelPushes(db, { userId, hotelId, pushSubscriptionId }, getsPushes))) {
        throw new AppError('not_found', 'No such device.');
      }
      return this.settings(userId, hotelId);
    },

    async saveSettings(userId: string, hotelId: string, body: z.infer<typeof updateAlertSettingsBody>) {
      for (const setting of body.settings) {
        const saved = await saveSetting(
          db,
          { userId, hotelId, reason: setting.reason },
          setting.delivery,
          setting.push,
        );
        if (!saved) throw noProfile();
      }
      return this.settings(userId, hotelId);
    },

    async saveDigest(userId: string, hotelId: string, enabled: boolean) {
      const saved = await saveSetting(db, { userId, hotelId, reason: 'weekly_digest' }, enabled ? 'immediate' : 'off');
      if (!saved) throw noProfile();
      return this.settings(userId, hotelId);
    },

    /** What a signed unsubscribe link names; 400 for a token this deployment did not sign. */
    target(token: string): UnsubscribeTarget {
      const target = verifyUnsubscribeToken(signingSecret, token);
      if (!target) throw new AppError('bad_request', 'This unsubscribe link is not valid.');
      return target;
    },

    /** Turns off exactly the one setting the link names (for the daily summary: the reasons set to it). */
    async unsubscribe(token: string): Promise<UnsubscribeTarget> {
      const target = this.target(token);
      if (target.reason !== 'daily_summary') {
        await saveSetting(db, { ...target, reason: target.reason }, 'off');
        return target;
      }
      for (const setting of await listSettings(db, target.userId, target.hotelId)) {
        if (setting.delivery === 'daily') await saveSetting(db, { ...target, reason: setting.reason }, 'off');
      }
      return target;
    },
  };
}

const noProfile = () =>
  new AppError('forbidden', 'Alert settings belong to hotel owners; this account has no owner profile.');
