import { alertQuietHours } from '@hotelvoice/api/contracts';
import type { Db } from '@hotelvoice/api/platform/db/pool';
import type { AlertSubject, Recipient } from './call-alerts.repo.ts';

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
     from public.hotels h where h.hotel_id = $2
     on conflict do nothing`,
    [recipient.userId, subject.hotelId, recipient.reason, subject.subjectId, subject.title, subject.detail, now],
  );
}
