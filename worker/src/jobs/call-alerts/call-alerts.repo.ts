import {
  callAlertReasons,
  defaultAlertDelivery,
  type AlertDelivery,
  type AlertReason,
} from '@hotelvoice/api/contracts';
import { type AlertSubject, type Recipient, callAlertTitle } from '@hotelvoice/api/modules/alerts';
import type { Db } from '@hotelvoice/api/platform/db/pool';

export interface CallKey {
  hotelId: string;
  callId: string;
}

/**
 * Many calls' alert subjects in one statement, one per key in order (null: no such row).
 * `lock`: the rows are share-locked until the transaction ends (a new version of one waits), in
 * the order of their keys.
 */
export async function findCallSubjects(
  db: Db,
  keys: CallKey[],
  { lock = false } = {},
): Promise<(AlertSubject | null)[]> {
  const { rows } = await db.query<{
    hotelId: string;
    callId: string;
    hotelName: string;
    reasons: string[];
    summary: string | null;
    preview: string;
    startedAt: Date;
    timeZone: string;
  }>(
    `select c.hotel_id as "hotelId", c.call_id as "callId", h.name as "hotelName",
              c.follow_up_reasons as reasons, c.summary, c.transcript_preview as preview,
              c.started_at as "startedAt", h.timezone as "timeZone"
       from unnest($1::uuid[], $2::text[]) as k(hotel_id, call_id)
       join public.call_logs c on c.hotel_id = k.hotel_id and c.call_id = k.call_id
       join public.hotels h on h.hotel_id = c.hotel_id
       order by c.hotel_id, c.call_id${lock ? ' for share of c' : ''}`,
    [keys.map((k) => k.hotelId), keys.map((k) => k.callId)],
  );
  const byKey = new Map(rows.map((row) => [`${row.hotelId}/${row.callId}`, row]));
  return keys.map(({ hotelId, callId }) => {
    const row = byKey.get(`${hotelId}/${callId}`);
    if (!row) return null;
    return {
      hotelId,
      hotelName: row.hotelName,
      subjectId: callId,
      reasons: row.reasons.filter((reason): reason is AlertReason =>
        (callAlertReasons as readonly string[]).includes(reason),
      ),
      title: callAlertTitle(row),
      detail: (row.summary ?? row.preview ?? '').slice(0, 1000),
      happenedAt: row.startedAt,
    };
  });
}

export async function findReviewSubject(db: Db, reviewId: string, maxRating: number): Promise<AlertSubject | null> {
  const { rows } = await db.query<{
    hotelId: string;
    hotelName: string;
    rating: number;
    feedback: string;
    createdAt: Date;
  }>(
    `select r.hotel_id as "hotelId", h.name as "hotelName", r.rating, r.feedback, r.created_at as "createdAt"
     from public.reviews r join public.hotels h using (hotel_id) where r.review_id = $1`,
    [reviewId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    hotelId: row.hotelId,
    hotelName: row.hotelName,
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
