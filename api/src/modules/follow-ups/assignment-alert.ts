import { defaultAlertDelivery, type AlertDelivery, type AppNotification } from '../../contracts/alerts.ts';
import { recordAlert, callAlertTitle } from '../alerts/index.ts';
import type { Db } from '../../platform/db/pool.ts';
import type { FollowUpCall } from '../call-logs/index.ts';
import { readHotelFacts } from '../hotels/index.ts';
import { assignmentDelivery, type TeamMember } from './follow-ups.repo.ts';

/**
 * Alerts the person a follow-up was given to, through their own setting for follow_up_assigned
 * (in-app and e-mail, the daily summary, or nothing), with the same writes as every other alert:
 * keyed by person, hotel, reason and call, so the second time it comes to them alerts nobody.
 * Written in the assignment's transaction: both happen or neither. Returns the new in-app alert.
 */
export async function alertAssignee(
  db: Db,
  input: {
    hotelId: string;
    callId: string;
    call: FollowUpCall;
    assignee: TeamMember;
    actor: { name: string };
  },
): Promise<{ userId: string; notification: AppNotification } | null> {
  const { hotelId, callId, call, assignee, actor } = input;
  const saved = (await assignmentDelivery(db, assignee.userId, hotelId)) as AlertDelivery | null;
  const about = (call.summary ?? call.preview ?? '').trim();
  const hotel = (await readHotelFacts(db, [hotelId])).get(hotelId);
  if (!hotel) return null;
  const notification = await recordAlert(
    db,
    {
      userId: assignee.userId,
      email: assignee.email,
      reason: 'follow_up_assigned',
      delivery: saved ?? defaultAlertDelivery.follow_up_assigned,
    },
    {
      hotelId,
      hotelName: hotel.name,
      subjectId: callId,
      reasons: ['follow_up_assigned'],
      title: callAlertTitle({ ...call, timeZone: hotel.timeZone }),
      detail: `${actor.name} gave this follow-up to you.${about ? ` ${about}` : ''}`,
      happenedAt: new Date(),
    },
  );
  return notification ? { userId: assignee.userId, notification } : null;
}
