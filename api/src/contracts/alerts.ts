import { z } from 'zod';
import { alertDeliveries, alertReasons, type AlertDelivery, type AlertReason } from './alert-vocabulary.ts';
import type { HotelPushDevice } from './push.ts';

export * from './alert-vocabulary.ts';

/** At most this many alert e-mails per hotel and person in any hour; the rest go in one 'and N more'. */
export const alertEmailsPerHour = 5;

/** Reviews with at most this many stars alert as low_review. */
export const lowReviewMaxRating = 2;

export interface AlertSetting {
  reason: AlertReason;
  delivery: AlertDelivery;
  /** Also pushed to the person's subscribed devices (decision 094). */
  push: boolean;
}

/** GET /api/hotels/:hotelId/alert-settings: the signed-in person's choices for one hotel. */
export interface HotelAlertSettings {
  settings: AlertSetting[];
  weeklyDigest: boolean;
  /** The person's devices with notifications on, and whether each gets this hotel's pushes. */
  devices: HotelPushDevice[];
}

export const updateAlertSettingsBody = z
  .object({
    settings: z
      .array(
        z
          .object({ reason: z.enum(alertReasons), delivery: z.enum(alertDeliveries), push: z.boolean().optional() })
          .strict(),
      )
      .min(1)
      .max(alertReasons.length),
  })
  .strict();

export interface AppNotification {
  notificationId: string;
  hotelId: string;
  hotelName: string;
  reason: AlertReason;
  /** The call id, or the review id for low_review. */
  subjectId: string;
  title: string;
  detail: string;
  createdAt: string;
  readAt: string | null;
}

/** GET /api/me/notifications[?cursor=]: a page of the person's alerts, newest first. */
export interface NotificationList {
  notifications: AppNotification[];
  /** Unread alerts in all, not only on this page. */
  unread: number;
  /** Sent back as `cursor` for the next page; null when this is the last. */
  nextCursor: string | null;
}

/** GET /api/hotels/:hotelId/alert-settings/daily-summary-preview: the next daily summary as it stands. */
export interface DailySummaryPreview {
  /** Alerts the next summary lists as things stand (reasons still on daily summary). */
  items: number;
  /** The next 08:00 on the hotel's clock, local `YYYY-MM-DDTHH:MI`. */
  sendsAt: string;
  subject: string;
  /** The e-mail's HTML, for a sandboxed iframe. */
  html: string;
}
