import type { CreateReviewBody } from '../../contracts/public-site.ts';
import type { Db } from '../../platform/db/pool.ts';

export interface ReviewRow {
  reviewId: string;
  hotelId: string;
  rating: number;
  feedback: string;
  createdAt: Date;
  googleOffered: boolean;
}

/**
 * `googleOffered`: the hotel has a Google place to send the guest to. `alertPending` marks, in the same
 * insert, a review whose alerts are owed: the alert sweep records them if the queued job never runs.
 */
export async function insertReview(
  db: Db,
  review: CreateReviewBody,
  flags: { googleOffered: boolean; alertPending: boolean },
): Promise<ReviewRow> {
  const { rows } = await db.query<ReviewRow>(
    `insert into public.reviews (hotel_id, rating, feedback, google_offered, alert_pending)
     values ($1, $2, $3, $4, $5)
     returning review_id as "reviewId", hotel_id as "hotelId", rating, feedback, created_at as "createdAt",
               google_offered as "googleOffered"`,
    [review.hotelId, review.rating, review.feedback, flags.googleOffered, flags.alertPending],
  );
  return rows[0]!;
}

/**
 * Idempotent: the first report sets the time (`first`, with the review's hotel), repeats change
 * nothing (`repeat`). Null for no offered review.
 */
export async function markGoogleOpened(db: Db, reviewId: string): Promise<{ hotelId: string; first: boolean } | null> {
  const { rows } = await db.query<{ hotelId: string; first: boolean }>(
    `with opened as (
       update public.reviews set google_opened_at = now()
       where review_id = $1 and google_offered and google_opened_at is null
       returning hotel_id)
     select hotel_id as "hotelId", true as first from opened
     union all
     select hotel_id, false from public.reviews
     where review_id = $1 and google_offered and not exists (select 1 from opened)`,
    [reviewId],
  );
  return rows[0] ?? null;
}
