import type { CreateReviewBody, PublicHotel } from '../../contracts/public-site.ts';
import type { Db } from '../../platform/db/pool.ts';

export interface ReviewRow {
  reviewId: string;
  hotelId: string;
  rating: number;
  feedback: string;
  createdAt: Date;
  googleOffered: boolean;
}

/** Only the public columns: the review page is anonymous. */
export async function findPublicHotel(db: Db, hotelId: string): Promise<PublicHotel | null> {
  const { rows } = await db.query<PublicHotel>(
    `select hotel_id as "hotelId", name, google_place_id as "googlePlaceId" from public.hotels where hotel_id = $1`,
    [hotelId],
  );
  return rows[0] ?? null;
}

/**
 * Inserts only when the hotel exists, so an unknown id yields null instead of a foreign-key error.
 * `alertPending` marks, in the same insert, a review whose alerts are owed: the alert sweep records
 * them if the queued job never runs.
 */
export async function insertReview(db: Db, review: CreateReviewBody, alertPending: boolean): Promise<ReviewRow | null> {
  const { rows } = await db.query<ReviewRow>(
    `insert into public.reviews (hotel_id, rating, feedback, google_offered, alert_pending)
     select hotel_id, $2, $3, google_place_id <> '', $4 from public.hotels where hotel_id = $1
     returning review_id as "reviewId", hotel_id as "hotelId", rating, feedback, created_at as "createdAt",
               google_offered as "googleOffered"`,
    [review.hotelId, review.rating, review.feedback, alertPending],
  );
  return rows[0] ?? null;
}

/** The hotel a short review link names, or null. */
export async function findHotelIdBySlug(db: Db, slug: string): Promise<string | null> {
  const { rows } = await db.query<{ hotelId: string }>(
    `select hotel_id as "hotelId" from public.hotels where review_slug = $1`,
    [slug],
  );
  return rows[0]?.hotelId ?? null;
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
