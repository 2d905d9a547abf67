/*
 * Alert reasons, deliveries and their words. Free of zod, so the web imports them without the
 * schemas (`@hotelvoice/api/contracts/alert-vocabulary`); alerts.ts re-exports them.
 */

/** The reasons a call alerts the hotel's team on: the ones of call_logs.follow_up_reasons that alert. */
export const callAlertReasons = [
  'complaint',
  'negative_sentiment',
  'callback_requested',
  'transferred',
  'missed_or_failed',
] as const;

/**
 * What a team member can be alerted about: a call's reasons, a low review (to the hotel's team) and
 * follow_up_assigned (only to the person a follow-up was given to, decision 086).
 */
export const alertReasons = [...callAlertReasons, 'low_review', 'follow_up_assigned'] as const;
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
  follow_up_assigned: 'immediate',
};

/** Whether a reason pushes to the person's devices when they saved no choice: the ones that alert at once by default. */
export const defaultAlertPush: Record<AlertReason, boolean> = {
  complaint: true,
  negative_sentiment: false,
  callback_requested: true,
  transferred: false,
  missed_or_failed: false,
  low_review: true,
  follow_up_assigned: true,
};

/**
 * What a push says happened, after the hotel's name ("Harbor View: a caller asked for a
 * callback"): the lock screen shows no guest's words, only this and when.
 */
export const alertPushPhrases: Record<AlertReason, string> = {
  complaint: 'a caller complained',
  negative_sentiment: 'a caller sounded unhappy',
  callback_requested: 'a caller asked for a callback',
  transferred: 'a call was transferred',
  missed_or_failed: 'a call was missed or failed',
  low_review: 'a guest left a low review',
  follow_up_assigned: 'a follow-up was given to you',
};

export const alertReasonLabels: Record<AlertReason, string> = {
  complaint: 'Complaint',
  negative_sentiment: 'Negative sentiment',
  callback_requested: 'Caller asked for a callback or a person',
  transferred: 'Call transferred',
  missed_or_failed: 'Missed or failed call',
  low_review: 'Low review (1–2 stars)',
  follow_up_assigned: 'A follow-up assigned to me',
};

/**
 * E-mails and pushes for alerts raised between these hours (the hotel's clock) wait until quietHoursEnd.
 * In-app notifications are never held.
 */
export const alertQuietHours = { start: 21, end: 7 } as const;
