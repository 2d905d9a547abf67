import type { ReviewListItem } from '../../contracts/dashboard.ts';
import type { Db } from '../../platform/db/pool.ts';

export interface ReviewKey {
  /** created_at as Postgres prints it, microseconds included, so the keyset never skips a row. */
  createdAt: string;
  reviewId: string;
}

interface ReviewRow extends ReviewListItem {
  cursorAt: string;
}

/** Newest first, keyset-paged on (created_at, review_id): one index range scan per page. */
export async function listReviews(
  db: Db,
  hotelId: string,
  limit: number,
  after: ReviewKey | null,
): Promise<{ items: ReviewListItem[]; last: ReviewKey | null; hasMore: boolean }> {
  const { rows } = await db.query<ReviewRow>(
    `select review_id as "reviewId", hotel_id as "hotelId", rating, feedback,
            to_json(created_at) #>> '{}' as "cursorAt", created_at as "createdAt"
     from public.reviews
     where hotel_id = $1 and ($2::timestamptz is null or (created_at, review_id) < ($2::timestamptz, $3::uuid))
     order by created_at desc, review_id desc
     limit $4`,
    [hotelId, after?.createdAt ?? null, after?.reviewId ?? null, limit + 1],
  );
  const page = rows.slice(0, limit);
  const lastRow = page.at(-1);
  return {
    items: page.map(({ cursorAt: _cursorAt, ...item }) => ({
      ...item,
      createdAt: new Date(item.createdAt).toISOString(),
    })),
    last: lastRow ? { createdAt: lastRow.cursorAt, reviewId: lastRow.reviewId } : null,
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
