import type { HotelPushDevice, PushDevice } from '../../contracts/push.ts';
import type { Db } from '../../platform/db/pool.ts';

/**
 * The stored push subscriptions: the push module (devices on the account page), the account
 * service (sign-out everywhere) and the worker's push job read and write them here.
 */

export interface StoredSubscription {
  pushSubscriptionId: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const deviceColumns = `push_subscription_id as "pushSubscriptionId", device_name as "deviceName",
  to_json(created_at) #>> '{}' as "createdAt", to_json(last_used_at) #>> '{}' as "lastUsedAt"`;

export async function listDevices(db: Db, userId: string): Promise<PushDevice[]> {
  const { rows } = await db.query<PushDevice>(
    `select ${deviceColumns} from public.push_subscriptions where user_id = $1 order by created_at, push_subscription_id`,
    [userId],
  );
  return rows.map(withIsoTimes);
}

/** The person's devices, each with whether it gets the hotel's pushes (not muted for it). */
export async function listDevicesForHotel(db: Db, userId: string, hotelId: string): Promise<HotelPushDevice[]> {
  const { rows } = await db.query<HotelPushDevice>(
    `select ${deviceColumns},
            not exists (select 1 from public.push_device_hotel_mutes m
                        where m.push_subscription_id = ps.push_subscription_id and m.hotel_id = $2) as "getsPushes"
     from public.push_subscriptions ps where ps.user_id = $1 order by ps.created_at, ps.push_subscription_id`,
    [userId, hotelId],
  );
  return rows.map((row) => ({ ...withIsoTimes(row), getsPushes: row.getsPushes }));
}

/**
 * Whether one of the person's devices gets the hotel's pushes; false when the person has no
 * device with that id. Pushes already owed to a device now muted are dropped when they would go.
 */
export async function setDeviceGetsHotelPushes(
  db: Db,
  target: { userId: string; hotelId: string; pushSubscriptionId: string },
  getsPushes: boolean,
): Promise<boolean> {
  const change = getsPushes
    ? `delete from public.push_device_hotel_mutes m using device
       where m.push_subscription_id = device.push_subscription_id and m.hotel_id = $3`
    : `insert into public.push_device_hotel_mutes (push_subscription_id, hotel_id)
       select push_subscription_id, $3 from device on conflict do nothing`;
  const { rows } = await db.query<{ owned: boolean }>(
    `with device as (select push_subscription_id from public.push_subscriptions
                     where push_subscription_id = $1 and user_id = $2),
          changed as (${change})
     select exists (select 1 from device) as owned`,
    [target.pushSubscriptionId, target.userId, target.hotelId],
  );
  return rows[0]!.owned;
}

/**
 * Stores a browser's subscription for the person. The endpoint names the browser: subscribing again
 * updates its keys; a browser another person subscribed before becomes this person's alone.
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string; deviceName: string },
): Promise<PushDevice> {
  await db.query(`delete from public.push_subscriptions where endpoint = $1 and user_id <> $2`, [
    subscription.endpoint,
    userId,
  ]);
  const { rows } = await db.query<PushDevice>(
    `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth, device_name)
     values ($1, $2, $3, $4, $5)
     on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth, device_name = excluded.device_name
     returning ${deviceColumns}`,
    [userId, subscription.endpoint, subscription.p256dh, subscription.auth, subscription.deviceName.slice(0, 100)],
  );
  return withIsoTimes(rows[0]!);
}

/** Removes one of the person's devices; false when they have none with that id. */
export async function removeDevice(db: Db, userId: string, pushSubscriptionId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `delete from public.push_subscriptions where user_id = $1 and push_subscription_id = $2`,
    [userId, pushSubscriptionId],
  );
  return (rowCount ?? 0) > 0;
}

/** Signed out everywhere: no browser of the person receives anything more until it subscribes again. */
export async function removeAllDevices(db: Db, userId: string): Promise<void> {
  await db.query(`delete from public.push_subscriptions where user_id = $1`, [userId]);
}

/** The push service no longer knows it (404/410): the row and the pushes owed to it go. */
export async function removeSubscription(db: Db, pushSubscriptionId: string): Promise<void> {
  await db.query(`delete from public.push_subscriptions where push_subscription_id = $1`, [pushSubscriptionId]);
}

export async function markUsed(db: Db, pushSubscriptionId: string): Promise<void> {
  await db.query(`update public.push_subscriptions set last_used_at = now() where push_subscription_id = $1`, [
    pushSubscriptionId,
  ]);
}

export async function subscriptionsOf(db: Db, userId: string): Promise<StoredSubscription[]> {
  const { rows } = await db.query<StoredSubscription>(
    `select push_subscription_id as "pushSubscriptionId", user_id as "userId", endpoint, p256dh, auth
     from public.push_subscriptions where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

const withIsoTimes = (device: PushDevice): PushDevice => ({
  ...device,
  createdAt: new Date(device.createdAt).toISOString(),
  lastUsedAt: device.lastUsedAt ? new Date(device.lastUsedAt).toISOString() : null,
});
