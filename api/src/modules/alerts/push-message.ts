import { alertPushPhrases, type AlertReason } from '../../contracts/alert-vocabulary.ts';
import type { PushMessage } from '../../contracts/push.ts';
import { alertLink } from '../mail/index.ts';

const tapTo: Record<AlertReason, string> = {
  complaint: 'Tap to open the call.',
  negative_sentiment: 'Tap to open the call.',
  callback_requested: 'Tap to open the call.',
  transferred: 'Tap to open the call.',
  missed_or_failed: 'Tap to open the call.',
  low_review: 'Tap to see the review.',
  follow_up_assigned: 'Tap to see your follow-ups.',
};

/**
 * What a push shows on a lock screen: the hotel and what happened, never a guest's words or number
 * ("Harbor View: a caller asked for a callback"); a click opens the subject on that hotel.
 */
export function alertPushMessage(alert: {
  hotelId: string;
  hotelName: string;
  reason: AlertReason;
  subjectId: string;
}): PushMessage {
  return {
    title: `${alert.hotelName}: ${alertPushPhrases[alert.reason]}`.slice(0, 200),
    body: tapTo[alert.reason],
    url: alertLink('', alert.hotelId, alert),
    tag: `${alert.hotelId}/${alert.subjectId}`,
  };
}
