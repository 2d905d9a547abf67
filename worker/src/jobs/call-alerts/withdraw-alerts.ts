import { callAlertReasons, rooms } from '@hotelvoice/api/contracts';
import type { Db } from '@hotelvoice/api/platform/db/pool';
import { findFollowUpReasons } from '@hotelvoice/api/modules/call-logs';
import type { WorkerContext } from '../../worker-context.ts';

/**
 * Takes back a call's alerts that its row no longer supports (issue #32: a call judged missed when
 * its platform's report was late, which then says it was a booking): the bell's notifications,
 * e-mails not yet written to the outbox, pushes not yet sent and daily-summary items not yet listed. What already went
 * out stays sent. Runs after the row's upsert, so an alert job that read the old row has committed
 * (it holds the row's share lock) and one that reads it now sees the new reasons. The row's reasons
 * are read first (the call log's), then every kind of alert is withdrawn in one statement.
 */
export async function withdrawStaleCallAlerts(
  db: Db,
  hotelId: string,
  callId: string,
): Promise<{ userId: string; notificationId: string }[]> {
  const reasons = await findFollowUpReasons(db, hotelId, callId);
  const { rows } = await db.query<{ userId: string; notificationId: string }>(
    `with current as (select $4::text[] as reasons),
     emails as (
       delete from public.alert_emails e using current
       where e.hotel_id = $1 and e.subject_id = $2 and e.handled_at is null
         and e.reason = any($3::text[]) and not e.reason = any(current.reasons)
     ),
     items as (
       delete from public.daily_alert_items i using current
       where i.hotel_id = $1 and i.subject_id = $2 and i.handled_at is null
         and i.reason = any($3::text[]) and not i.reason = any(current.reasons)
     ),
     pushes as (
       delete from public.push_deliveries p using current
       where p.hotel_id = $1 and p.subject_id = $2 and p.sent_at is null
         and p.reason = any($3::text[]) and not p.reason = any(current.reasons)
     )
     delete from public.notifications n using current
     where n.hotel_id = $1 and n.subject_id = $2
       and n.reason = any($3::text[]) and not n.reason = any(current.reasons)
     returning n.user_id as "userId", n.notification_id as "notificationId"`,
    [hotelId, callId, callAlertReasons, reasons],
  );
  return rows;
}

/** Withdraws and tells each person's open pages to drop the notification. */
export async function withdrawCallAlerts(ctx: WorkerContext, hotelId: string, callId: string): Promise<number> {
  const withdrawn = await withdrawStaleCallAlerts(ctx.pool, hotelId, callId);
  for (const { userId, notificationId } of withdrawn) {
    ctx.emitter.toRoom(rooms.user(userId), 'notification:withdrawn', { notificationId, hotelId });
  }
  return withdrawn.length;
}
