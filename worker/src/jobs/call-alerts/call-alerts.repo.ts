import {
  callAlertReasons,
  defaultAlertDelivery,
  type AlertDelivery,
  type AlertReason,
} from '@hotelvoice/api/contracts';
import { type AlertSubject, type Recipient, callAlertTitle } from '@hotelvoice/api/modules/alerts';
import type { Db } from '@hotelvoice/api/platform/db/pool';
import { findCallAlertFacts } from '@hotelvoice/api/modules/call-logs';
import { readHotelFacts, findHotelName } from '@hotelvoice/api/modules/hotels';

export interface CallKey {
  hotelId: string;
  callId: string;
}

/**
 * Many calls' alert subjects, one per key in order (null: no such row): the calls' rows in one
 * statement, their hotels' names and clocks in another. `lock`: the rows are share-locked until
 * the transaction ends (a new version of one waits), in the order of their keys.
 */
export async function findCallSubjects(
  db: Db,
  keys: CallKey[],
  { lock = false } = {},
): Promise<(AlertSubject | null)[]> {
  const calls = await findCallAlertFacts(db, keys, { lock });
  const hotels = await readHotelFacts(
    db,
    calls.flatMap((call) => (call ? [call.hotelId] : [])),
  );
  return calls.map((call) => {
    const hotel = call && hotels.get(call.hotelId);
    if (!call || !hotel) return null;
    return {
      hotelId: call.hotelId,
      hotelName: hotel.name,
      subjectId: call.callId,
      reasons: call.reasons.filter((reason): reason is AlertReason =>
        (callAlertReasons as readonly string[]).includes(reason),
      ),
      title: callAlertTitle({ ...call, timeZone: hotel.timeZone }),
      detail: (call.summary ?? call.preview ?? '').slice(0, 1000),
      happenedAt: call.startedAt,
    };
  });
}

export async function findReviewSubject(db: Db, reviewId: string, maxRating: number): Promise<AlertSubject | null> {
  const { rows } = await db.query<{
    hotelId: string;
    rating: number;
    feedback: string;
    createdAt: Date;
  }>(
    `select r.hotel_id as "hotelId", r.rating, r.feedback, r.created_at as "createdAt"
     from public.reviews r where r.review_id = $1`,
    [reviewId],
  );
  const row = rows[0];
  const hotelName = row ? await findHotelName(db, row.hotelId) : null;
  if (!row || hotelName === null) return null;
  return {
    hotelId: row.hotelId,
    hotelName,
    subjectId: reviewId,
    reasons: row.rating <= maxRating ? ['low_review'] : [],
    title: `${row.rating}-star review`,
    detail: row.feedback.slice(0, 1000),
    happenedAt: row.createdAt,
  };
}

/** The hotel's active owners with how each wants to hear about each of `reasons`. */
export async function findRecipients(db: Db, hotelId: string, reasons: AlertReason[]): Promise<Recipient[]> {
  if (reasons.length === 0) return [];
  const { rows } = await db.query<{
    userId: string;
    email: string;
    reason: AlertReason;
    delivery: AlertDelivery | null;
  }>(
    `select u.user_id as "userId", u.email, r.reason, s.delivery
     from public.user_hotels uh
     join public.users u on u.user_id = uh.user_id and u.activated and u.deactivated_at is null
     cross join unnest($2::text[]) as r(reason)
     left join public.alert_settings s on s.user_id = u.user_id and s.hotel_id = uh.hotel_id and s.reason = r.reason
     where uh.hotel_id = $1`,
    [hotelId, reasons],
  );
  return rows.map((row) => ({ ...row, delivery: row.delivery ?? defaultAlertDelivery[row.reason] }));
}

/** Reviews of the last week whose alerts were never recorded (a failed queue add, a crash), oldest first. */
export async function findPendingReviewIds(db: Db, olderThanSeconds: number, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select review_id as id from public.reviews
     where alert_pending and created_at > now() - interval '7 days'
       and created_at < now() - make_interval(secs => $1)
     order by created_at limit $2`,
    [olderThanSeconds, limit],
  );
  return rows.map((row) => row.id);
}

export async function clearReviewAlertPending(db: Db, reviewId: string): Promise<void> {
  await db.query('update public.reviews set alert_pending = false where review_id = $1 and alert_pending', [reviewId]);
}
