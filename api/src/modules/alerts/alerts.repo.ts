import {
  alertReasons,
  defaultAlertDelivery,
  defaultAlertPush,
  type AlertDelivery,
  type AlertReason,
  type AlertSetting,
  type AppNotification,
} from '../../contracts/alerts.ts';
import type { Db } from '../../platform/db/pool.ts';
import { oneHotelSql, readHotelFacts, withHotelNames } from '../hotels/index.ts';
import type { DailySummaryItem } from '../mail/index.ts';
import type { InstantKey } from '../../platform/db/instant-cursor.ts';

export type SettingReason = AlertReason | 'weekly_digest';

/** The person's setting for each reason at the hotel, defaults filled in. */
export async function listSettings(db: Db, userId: string, hotelId: string): Promise<AlertSetting[]> {
  const { rows } = await db.query<{ reason: AlertReason; delivery: AlertDelivery; push: boolean | null }>(
    `select reason, delivery, push from public.alert_settings where user_id = $1 and hotel_id = $2`,
    [userId, hotelId],
  );
  const saved = new Map(rows.map((row) => [row.reason, row]));
  return alertReasons.map((reason) => ({
    reason,
    delivery: saved.get(reason)?.delivery ?? defaultAlertDelivery[reason],
    push: saved.get(reason)?.push ?? defaultAlertPush[reason],
  }));
}

/** Whether the weekly digest is on for the person (default on). */
export async function digestEnabled(db: Db, userId: string, hotelId: string): Promise<boolean> {
  const { rows } = await db.query<{ delivery: string }>(
    `select delivery from public.alert_settings where user_id = $1 and hotel_id = $2 and reason = 'weekly_digest'`,
    [userId, hotelId],
  );
  return (rows[0]?.delivery ?? 'immediate') !== 'off';
}

export async function saveSetting(
  db: Db,
  target: { userId: string; hotelId: string; reason: SettingReason },
  delivery: AlertDelivery,
  push?: boolean,
): Promise<boolean> {
  // Push left out keeps what was saved (an unsubscribe link turns only the e-mail off).
  const { rowCount } = await db.query(
    `insert into public.alert_settings (user_id, hotel_id, reason, delivery, push)
     select u.user_id, h.hotel_id, $3, $4, $5 from public.users u, ${oneHotelSql('$2')} h where u.user_id = $1
     on conflict (user_id, hotel_id, reason) do update
       set delivery = excluded.delivery, push = coalesce(excluded.push, alert_settings.push), updated_at = now()`,
    [target.userId, target.hotelId, target.reason, delivery, push ?? null],
  );
  return (rowCount ?? 0) > 0;
}

const notificationColumns = `n.notification_id as "notificationId", n.hotel_id as "hotelId",
  n.reason, n.subject_id as "subjectId", n.title, n.detail, n.created_at as "createdAt", n.read_at as "readAt"`;

/** Newest first, keyset-paged on (created_at, notification_id): one index range scan per page. */
export async function listNotifications(
  db: Db,
  userId: string,
  limit: number,
  after: InstantKey | null,
): Promise<{ items: AppNotification[]; last: InstantKey | null; hasMore: boolean }> {
  const { rows } = await db.query<
    Omit<AppNotification, 'hotelName'> & { createdAt: Date; readAt: Date | null; cursorAt: string }
  >(
    `select ${notificationColumns}, to_json(n.created_at) #>> '{}' as "cursorAt"
     from public.notifications n
     where n.user_id = $1
       and ($2::timestamptz is null or (n.created_at, n.notification_id) < ($2::timestamptz, $3::uuid))
     order by n.created_at desc, n.notification_id desc limit $4`,
    [userId, after?.at ?? null, after?.id ?? null, limit + 1],
  );
  const page = await withHotelNames(db, rows.slice(0, limit));
  const lastRow = page.at(-1);
  return {
    items: page.map(({ cursorAt: _cursorAt, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
    last: lastRow ? { at: lastRow.cursorAt, id: lastRow.notificationId } : null,
    hasMore: rows.length > limit,
  };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from public.notifications where user_id = $1 and read_at is null`,
    [userId],
  );
  return rows[0]!.count;
}

/** Marks the person's own notifications read: the given ones, or all. */
export async function markRead(db: Db, userId: string, ids: string[] | null): Promise<void> {
  await db.query(
    `update public.notifications set read_at = now()
     where user_id = $1 and read_at is null and ($2::uuid[] is null or notification_id = any($2::uuid[]))`,
    [userId, ids],
  );
}

/**
 * The person's alerts waiting for the hotel's next daily summary, the hotel's name, and when that
 * summary goes: the next 08:00 on the hotel's clock (local date and time, `YYYY-MM-DDTHH:MI`).
 * Null for an unknown hotel.
 */
export async function pendingDailyItems(
  db: Db,
  userId: string,
  hotelId: string,
): Promise<{ hotelName: string; sendsAt: string; items: DailySummaryItem[] } | null> {
  const hotel = (await readHotelFacts(db, [hotelId])).get(hotelId);
  if (!hotel) return null;
  const { rows } = await db.query<{ sendsAt: string; items: DailySummaryItem[] }>(
    `select
       to_char(date_trunc('day', (now() at time zone h.timezone) - interval '8 hours') + interval '1 day 8 hours',
               'YYYY-MM-DD"T"HH24:MI') as "sendsAt",
       (select coalesce(jsonb_agg(jsonb_build_object(
           'reason', i.reason, 'subjectId', i.subject_id, 'title', i.title, 'detail', i.detail,
           'when', to_char(i.happened_at at time zone h.timezone, 'Dy DD Mon, HH24:MI'))
           order by i.happened_at, i.subject_id, i.reason), '[]')
        from public.daily_alert_items i
        where i.user_id = $1 and i.hotel_id = h.hotel_id and i.handled_at is null) as items
     from (select $2::uuid as hotel_id, $3::text as timezone) h`,
    [userId, hotelId, hotel.timeZone],
  );
  return { hotelName: hotel.name, ...rows[0]! };
}
