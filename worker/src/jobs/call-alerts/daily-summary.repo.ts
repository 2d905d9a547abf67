import { defaultAlertDelivery, type AlertDelivery, type AlertReason } from '@hotelvoice/api/contracts';
import type { Db } from '@hotelvoice/api/platform/db/pool';
import type { DailySummaryItem } from '@hotelvoice/api/modules/mail';
import { hotelDaysAt, type HotelFacts } from '@hotelvoice/api/modules/hotels';

/** The hour (hotel's clock) the daily summary goes out. */
export const dailySummaryHour = 8;

export interface DueSummary {
  hotelId: string;
  userId: string;
  summaryDate: string;
  /** The summary day's 08:00 (hotel's clock): the summary lists the items raised before it. */
  cutoff: Date;
}

/** People with items raised before their hotel's last 08:00 whose summary of that day is not written yet. */
export async function findDueSummaries(db: Db, now: Date): Promise<DueSummary[]> {
  const days = await hotelDaysAt(db, now, dailySummaryHour);
  const { rows } = await db.query<DueSummary>(
    `select distinct i.hotel_id as "hotelId", i.user_id as "userId", d.day as "summaryDate", d.cutoff
     from unnest($1::uuid[], $2::text[], $3::timestamptz[]) as d(hotel_id, day, cutoff)
     join public.daily_alert_items i using (hotel_id)
     where i.handled_at is null and i.created_at < d.cutoff
       and not exists (select 1 from public.daily_alert_summaries s
                       where s.hotel_id = i.hotel_id and s.user_id = i.user_id and s.summary_date = d.day::date)
     order by 1, 2`,
    [days.map((d) => d.hotelId), days.map((d) => d.day), days.map((d) => d.cutoff)],
  );
  return rows;
}

/** Claims the person's summary of the day; false when it was already written (the row exists). */
export async function claimSummary(db: Db, due: DueSummary): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into public.daily_alert_summaries (hotel_id, user_id, summary_date) values ($1, $2, $3)
     on conflict do nothing`,
    [due.hotelId, due.userId, due.summaryDate],
  );
  return (rowCount ?? 0) > 0;
}

export interface SummaryContent {
  to: string;
  hotelName: string;
  /** Items still wanted: the person is an active member of the hotel and the reason is still on daily. */
  items: DailySummaryItem[];
}

/**
 * Locks and reads the person's pending items raised before the day's 08:00. Items whose reason is
 * no longer on daily (or whose person left the hotel) are dropped from the list, not sent later.
 */
export async function lockSummaryContent(db: Db, due: DueSummary, hotel: HotelFacts): Promise<SummaryContent> {
  const { rows } = await db.query<DailySummaryItem & { to: string; delivery: AlertDelivery | null; member: boolean }>(
    `select u.email as "to", i.reason, i.subject_id as "subjectId", i.title, i.detail,
            to_char(i.happened_at at time zone $4::text, 'Dy DD Mon, HH24:MI') as "when", s.delivery,
            (u.activated and u.deactivated_at is null and exists (
               select 1 from public.user_hotels uh where uh.user_id = i.user_id and uh.hotel_id = i.hotel_id)) as member
     from public.daily_alert_items i
     join public.users u using (user_id)
     left join public.alert_settings s on s.user_id = i.user_id and s.hotel_id = i.hotel_id and s.reason = i.reason
     where i.hotel_id = $1 and i.user_id = $2 and i.handled_at is null
       and i.created_at < $3::timestamptz
     order by i.happened_at, i.subject_id, i.reason
     for update of i`,
    [due.hotelId, due.userId, due.cutoff, hotel.timeZone],
  );
  const wanted = rows.filter(
    (row) => row.member && (row.delivery ?? defaultAlertDelivery[row.reason as AlertReason]) === 'daily',
  );
  return {
    to: rows[0]?.to ?? '',
    hotelName: rows.length > 0 ? hotel.name : '',
    items: wanted.map(({ reason, subjectId, title, detail, when }) => ({ reason, subjectId, title, detail, when })),
  };
}

/** Marks the day's items handled (listed or dropped) and records what the summary carried. */
export async function completeSummary(
  db: Db,
  due: DueSummary,
  sent: { items: number; outboxMessageId: string | null },
) {
  await db.query(
    `update public.daily_alert_items i
     set handled_at = now(), summary_date = case when $4::int > 0 then $3::date end
     where i.hotel_id = $1 and i.user_id = $2 and i.handled_at is null and i.created_at < $5::timestamptz`,
    [due.hotelId, due.userId, due.summaryDate, sent.items, due.cutoff],
  );
  await db.query(
    `update public.daily_alert_summaries set items = $4, outbox_message_id = $5
     where hotel_id = $1 and user_id = $2 and summary_date = $3`,
    [due.hotelId, due.userId, due.summaryDate, sent.items, sent.outboxMessageId],
  );
}
