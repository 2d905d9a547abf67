import type { Db } from '@hotelvoice/api/platform/db/pool';
import type { PushMessage } from '@hotelvoice/api/contracts';
import type { PushTarget } from '@hotelvoice/api/platform/push/send-push';

export interface OwedPush {
  pushSubscriptionId: string;
  target: PushTarget;
  message: PushMessage;
  sent: boolean;
  /** The person is still an active member of the hotel and the device still gets its pushes, read now (not when the alert was recorded). */
  allowed: boolean;
}

/** One owed push with its device; null when it or the device is gone (removed, 404/410, signed out everywhere). */
export async function findOwedPush(db: Db, pushDeliveryId: string): Promise<OwedPush | null> {
  const { rows } = await db.query<{
    pushSubscriptionId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    hotelId: string;
    subjectId: string;
    title: string;
    body: string;
    url: string;
    sent: boolean;
    allowed: boolean;
  }>(
    `select d.push_subscription_id as "pushSubscriptionId", ps.endpoint, ps.p256dh, ps.auth,
            d.hotel_id as "hotelId", d.subject_id as "subjectId", d.title, d.body, d.url, d.sent_at is not null as sent,
            exists (select 1 from public.user_hotels uh
                    join public.users u on u.user_id = uh.user_id and u.activated and u.deactivated_at is null
                    where uh.user_id = d.user_id and uh.hotel_id = d.hotel_id)
              and not exists (select 1 from public.push_device_hotel_mutes m
                              where m.push_subscription_id = d.push_subscription_id and m.hotel_id = d.hotel_id) as allowed
     from public.push_deliveries d
     join public.push_subscriptions ps on ps.push_subscription_id = d.push_subscription_id and ps.user_id = d.user_id
     where d.push_delivery_id = $1`,
    [pushDeliveryId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    pushSubscriptionId: row.pushSubscriptionId,
    target: { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
    message: { title: row.title, body: row.body, url: row.url, tag: `${row.hotelId}/${row.subjectId}` },
    sent: row.sent,
    allowed: row.allowed,
  };
}

export async function markPushSent(db: Db, pushDeliveryId: string): Promise<void> {
  await db.query(`update public.push_deliveries set sent_at = now() where push_delivery_id = $1 and sent_at is null`, [
    pushDeliveryId,
  ]);
}

/** A person no longer on the hotel's team is owed nothing from it. */
export async function dropPush(db: Db, pushDeliveryId: string): Promise<void> {
  await db.query(`delete from public.push_deliveries where push_delivery_id = $1 and sent_at is null`, [
    pushDeliveryId,
  ]);
}

/**
 * Pushes due now and not sent (of one hotel, or of all), recorded within the last day: older ones
 * would only tell of something long past.
 */
export async function findDuePushIds(db: Db, hotelId: string | null, now = new Date()): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select push_delivery_id as id from public.push_deliveries
     where sent_at is null and due_at <= $2 and created_at > $2::timestamptz - interval '1 day'
       and ($1::uuid is null or hotel_id = $1::uuid)
     order by due_at limit 1000`,
    [hotelId, now],
  );
  return rows.map((row) => row.id);
}
