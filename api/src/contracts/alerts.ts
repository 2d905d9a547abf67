import { z } from 'zod';

/** What an owner can be alerted about; the first five come from call_logs.follow_up_reasons. */
export const alertReasons = [
  'complaint',
  'negative_sentiment',
  'callback_requested',
  'transferred',
  'missed_or_failed',
  'low_review',
] as const;
export type AlertReason = (typeof alertReasons)[number];

export const alertDeliveries = ['off', 'immediate', 'daily'] as const;
export type AlertDelivery = (typeof alertDeliveries)[number];

/** A person without a saved setting hears about a reason this way. */
export const defaultAlertDelivery: Record<AlertReason, AlertDelivery> = {
  complaint: 'immediate',
  negative_sentiment: 'daily',
  callback_requested: 'immediate',
  transferred: 'daily',
  missed_or_failed: 'daily',
  low_review: 'immediate',
};

export const alertReasonLabels: Record<AlertReason, string> = {
  complaint: 'Complaint',
  negative_sentiment: 'Negative sentiment',
  callback_requested: 'Caller asked for a callback or a person',
  transferred: 'Call transferred',
  missed_or_failed: 'Missed or failed call',
  low_review: 'Low review (1–2 stars)',
};

/**
 * E-mails for alerts raised between these hours (the hotel's clock) wait until quietHoursEnd.
 * In-app notifications are never held.
 */
export const alertQuietHours = { start: 21, end: 7 } as const;

/** At most this many alert e-mails per hotel and person in any hour; the rest go in one 'and N more'. */
export const alertEmailsPerHour = 5;

/** Reviews with at most this many stars alert as low_review. */
export const lowReviewMaxRating = 2;

export interface AlertSetting {
  reason: AlertReason;
  delivery: AlertDelivery;
}

export const updateAlertSettingsBody = z
  .object({
    settings: z
      .array(z.object({ reason: z.enum(alertReasons), delivery: z.enum(alertDeliveries) }).strict())
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

export interface NotificationList {
  notifications: AppNotification[];
  unread: number;
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
