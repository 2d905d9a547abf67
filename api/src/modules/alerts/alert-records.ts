import {
  alertQuietHours,
  defaultAlertPush,
  type AlertDelivery,
  type AlertReason,
  type AppNotification,
} from '../../contracts/alerts.ts';
import type { Db } from '../../platform/db/pool.ts';
import { oneHotelSql } from '../hotels/index.ts';
import { alertPushMessage } from './push-message.ts';

/**
 * How one alert is written for one person, by their setting: the worker's call and review alerts
 * and the api's follow-up assignment (decision 086) share it. Every write is keyed by person,
 * hotel, reason and subject, so a repeat alerts nobody twice.
 */

export interface AlertSubject {
  hotelId: string;
  hotelName: string;
  subjectId: string;
  reasons: AlertReason[];
  title: string;
  detail: string;
  /** When the call started, the review was left or the follow-up was assigned. */
  happenedAt: Date;
}

export interface Recipient {
  userId: string;
  email: string;
  reason: AlertReason;
  delivery: AlertDelivery;
}

/**
 * Whatever the delivery, a push to each of the person's devices when their setting pushes the
 * reason (queuePushes). *immediate*: an in-app notification and an e-mail that goes out now or after quiet hours (the
 * worker writes it to the outbox within the hourly cap); *daily*: an item in the next daily
 * summary; *off*: nothing. Returns the new notification, to announce once the writes are
 * committed; null when there is none (not immediate, or it already existed).
 */
export async function recordAlert(
  db: Db,
  recipient: Recipient,
  subject: AlertSubject,
): Promise<AppNotification | null> {
  await queuePushes(db, recipient, subject);
  if (recipient.delivery === 'daily') await queueDailyItem(db, recipient, subject);
  if (recipient.delivery !== 'immediate') return null;
  // The e-mail is owed before the notification shows, so a crash between the two loses neither.
  await queueAlertEmail(db, recipient, subject);
  return insertNotification(db, recipient, subject);
}

/** Inserts the in-app notification once per person, subject and reason; null when it already existed. */
export async function insertNotification(
  db: Db,
  recipient: Recipient,
  subject: AlertSubject,
): Promise<AppNotification | null> {
  const { rows } = await db.query<AppNotification>(
    `insert into public.notifications (user_id, hotel_id, reason, subject_id, title, detail)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id, hotel_id, reason, subject_id) do nothing
     returning notification_id as "notificationId", hotel_id as "hotelId", $7::text as "hotelName", reason,
       subject_id as "subjectId", title, detail, created_at as "createdAt", read_at as "readAt"`,
    [
      recipient.userId,
      subject.hotelId,
      recipient.reason,
      subject.subjectId,
      subject.title.slice(0, 300),
      subject.detail.slice(0, 1000),
      subject.hotelName,
    ],
  );
  const row = rows[0];
  return row ? { ...row, createdAt: new Date(row.createdAt).toISOString() } : null;
}

/**
 * When an e-mail raised at `now` may go out: at once, or at the end of the hotel's quiet hours on
 * its own clock. Postgres does the zone arithmetic, so 07:00 is 07:00 on either side of a DST change.
 */
export const dueAtSql = (now: string, zone: string) => `
  case
    when extract(hour from ${now} at time zone ${zone}) >= ${alertQuietHours.start}
      then (date_trunc('day', ${now} at time zone ${zone}) + interval '1 day' + make_interval(hours => ${alertQuietHours.end})) at time zone ${zone}
    when extract(hour from ${now} at time zone ${zone}) < ${alertQuietHours.end}
      then (date_trunc('day', ${now} at time zone ${zone}) + make_interval(hours => ${alertQuietHours.end})) at time zone ${zone}
    else ${now}
  end`;

/** Records the e-mail owed for one alert (once per person, subject and reason), due now or after quiet hours. */
export async function queueAlertEmail(db: Db, recipient: Recipient, subject: AlertSubject, now = new Date()) {
  await db.query(
    `insert into public.alert_emails (user_id, hotel_id, reason, subject_id, title, detail, due_at)
     select $1, h.hotel_id, $3, $4, $5, $6, ${dueAtSql('$7::timestamptz', 'h.timezone')}
     from ${oneHotelSql('$2')} h
     on conflict do nothing`,
    [recipient.userId, subject.hotelId, recipient.reason, subject.subjectId, subject.title, subject.detail, now],
  );
}

/** Records an alert for the person's next daily summary (once per person, subject and reason). */
export async function queueDailyItem(db: Db, recipient: Recipient, subject: AlertSubject) {
  await db.query(
    `insert into public.daily_alert_items (user_id, hotel_id, reason, subject_id, title, detail, happened_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
    [
      recipient.userId,
      subject.hotelId,
      recipient.reason,
      subject.subjectId,
      subject.title.slice(0, 300),
      subject.detail.slice(0, 1000),
      subject.happenedAt,
    ],
  );
}

/**
 * Records the pushes owed for one alert: one per device of the person that gets the hotel's pushes,
 * when their setting pushes the reason (read here, so every alert takes the same choice), due now or after quiet hours like
 * the e-mail. Keyed by device and alert, so a repeat owes nothing more. The worker sends them.
 */
export async function queuePushes(db: Db, recipient: Recipient, subject: AlertSubject, now = new Date()) {
  const message = alertPushMessage({ ...subject, reason: recipient.reason });
  await db.query(
    `insert into public.push_deliveries (push_subscription_id, user_id, hotel_id, reason, subject_id, title, body, url, due_at)
     select ps.push_subscription_id, ps.user_id, h.hotel_id, $3, $4, $5, $6, $7, ${dueAtSql('$8::timestamptz', 'h.timezone')}
     from public.push_subscriptions ps
     cross join ${oneHotelSql('$2')} h
     left join public.alert_settings s on s.user_id = ps.user_id and s.hotel_id = h.hotel_id and s.reason = $3
     where ps.user_id = $1 and coalesce(s.push, $9)
       and not exists (select 1 from public.push_device_hotel_mutes m
                       where m.push_subscription_id = ps.push_subscription_id and m.hotel_id = h.hotel_id)
     on conflict do nothing`,
    [
      recipient.userId,
      subject.hotelId,
      recipient.reason,
      subject.subjectId,
      message.title,
      message.body,
      message.url,
      now,
      defaultAlertPush[recipient.reason],
    ],
  );
}
