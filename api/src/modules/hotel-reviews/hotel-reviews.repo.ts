import type { ReviewListItem, ReviewPeriod } from '../../contracts/dashboard.ts';
import type { InstantKey } from '../../platform/db/instant-cursor.ts';
import type { Db } from '../../platform/db/pool.ts';

interface ReviewRow extends ReviewListItem {
  cursorAt: string;
}

/** Newest first, keyset-paged on (created_at, review_id): one index range scan per page. */
export async function listReviews(
  db: Db,
  hotelId: string,
  limit: number,
  after: InstantKey | null,
): Promise<{ items: ReviewListItem[]; last: InstantKey | null; hasMore: boolean }> {
  const { rows } = await db.query<ReviewRow>(
    `select r.review_id as "reviewId", r.hotel_id as "hotelId", r.rating, r.feedback, r.google_offered as "googleOffered",
            to_json(r.created_at) #>> '{}' as "cursorAt", r.created_at as "createdAt",
            case when r.handled_at is not null then json_build_object(
              'at', to_json(r.handled_at) #>> '{}',
              'byName', coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), 'A deleted account'),
              'note', r.handled_note) end as handling
     from public.reviews r left join public.users u on u.user_id = r.handled_by
     where r.hotel_id = $1 and ($2::timestamptz is null or (r.created_at, r.review_id) < ($2::timestamptz, $3::uuid))
     order by r.created_at desc, r.review_id desc
     limit $4`,
    [hotelId, after?.at ?? null, after?.id ?? null, limit + 1],
  );
  const page = rows.slice(0, limit);
  const lastRow = page.at(-1);
  return {
    items: page.map(({ cursorAt: _cursorAt, ...item }) => ({
      ...item,
      createdAt: new Date(item.createdAt).toISOString(),
      handling: item.handling ? { ...item.handling, at: new Date(item.handling.at).toISOString() } : null,
    })),
    last: lastRow ? { at: lastRow.cursorAt, id: lastRow.reviewId } : null,
    hasMore: rows.length > limit,
  };
}

export async function countReviewsByRating(db: Db, hotelId: string): Promise<{ rating: number; count: number }[]> {
  const { rows } = await db.query<{ rating: number; count: number }>(
    `select rating, count(*)::int as count from public.reviews where hotel_id = $1 group by rating`,
    [hotelId],
  );
  return rows;
}

/** The rating average and count of the last `days` days and of the `days` before them. */
export async function reviewTrend(
  db: Db,
  hotelId: string,
  days: number,
): Promise<{ current: ReviewPeriod; previous: ReviewPeriod }> {
  const { rows } = await db.query<{ period: 'current' | 'previous'; average: string | null; count: number }>(
    `select case when created_at >= now() - make_interval(days => $2) then 'current' else 'previous' end as period,
            round(avg(rating), 2)::text as average, count(*)::int as count
     from public.reviews
     where hotel_id = $1 and created_at >= now() - make_interval(days => $2 * 2)
     group by 1`,
    [hotelId, days],
  );
  const of = (period: 'current' | 'previous'): ReviewPeriod => {
    const row = rows.find((r) => r.period === period);
    return row
      ? { average: row.average === null ? null : Number(row.average), count: row.count }
      : { average: null, count: 0 };
  };
  return { current: of('current'), previous: of('previous') };
}

/**
 * Marks a low review handled with the note; again on a handled review replaces the note (and who
 * and when), so a retried request lands once. Answers false for no such review of this hotel.
 */
export async function markHandled(
  db: Db,
  hotelId: string,
  reviewId: string,
  userId: string,
  note: string,
  maxRating: number,
): Promise<'handled' | 'missing' | 'not_low'> {
  const { rows } = await db.query<{ rating: number; updated: boolean }>(
    `with target as (select review_id, rating from public.reviews where review_id = $2 and hotel_id = $1),
          changed as (
            update public.reviews r set handled_at = now(), handled_by = $3, handled_note = $4
            from target where r.review_id = target.review_id and target.rating <= $5
            returning r.review_id)
     select target.rating, exists (select 1 from changed) as updated from target`,
    [hotelId, reviewId, userId, note, maxRating],
  );
  if (!rows[0]) return 'missing';
  return rows[0].updated ? 'handled' : 'not_low';
}

/** Guests who left a review in the last `days` days (as reviewTrend counts them) offered the Google link, and how many opened it. */
export async function countGoogleOffers(
  db: Db,
  hotelId: string,
  days: number,
): Promise<{ offered: number; opened: number }> {
  const { rows } = await db.query<{ offered: number; opened: number }>(
    `select count(*) filter (where google_offered)::int as offered,
            count(google_opened_at)::int as opened
     from public.reviews where hotel_id = $1 and created_at >= now() - make_interval(days => $2)`,
    [hotelId, days],
  );
  return rows[0]!;
}
