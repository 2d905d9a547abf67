import type { Pool } from '../../api/src/platform/db/pool.ts';

/** Guests who open a hotel's review page and leave without a review, for each one who leaves one. */
export const unconvertedVisitsPerReview = 2;

/**
 * The demo hotels' review-page traffic, made from their reviews (issue #32): each review's guest
 * opened the page, chose the rating and sent it (and opened Google when the review says so), and
 * `unconvertedVisitsPerReview` more guests opened the page around the same time without sending,
 * half of them after choosing a rating. So the reviews page's "Page opened" and "Reviews left"
 * tell one story with the reviews listed beside them. Answers the events inserted.
 */
export async function seedDemoReviewVisits(pool: Pool, hotelIds: string[]): Promise<number> {
  const { rowCount } = await pool.query(
    `with visits as (
       select r.hotel_id, r.rating, r.google_opened_at is not null as opened_google, v.n,
              r.created_at - make_interval(mins => 2 + 37 * v.n) as at,
              substr(md5(r.review_id::text || v.n::text), 1, 32) as hash
       from public.reviews r
       cross join generate_series(0, $2::int) as v(n)
       where r.hotel_id = any($1::uuid[])
     )
     insert into public.site_events (event_id, occurred_at, day, name, path, visitor_hash, hotel_id, rating)
     select gen_random_uuid(), v.at + s.offset_s * interval '1 second',
            ((v.at + s.offset_s * interval '1 second') at time zone 'utc')::date,
            s.name, '/review', v.hash, v.hotel_id, case when s.name = 'review_rating_chosen' then v.rating end
     from visits v
     cross join lateral (values
       ('page_view', 0, true),
       ('review_page_opened', 1, true),
       ('review_rating_chosen', 20, v.n = 0 or v.n % 2 = 1),
       ('review_sent', 60, v.n = 0),
       ('google_reviews_clicked', 70, v.n = 0 and v.opened_google)
     ) as s(name, offset_s, keep)
     where s.keep`,
    [hotelIds, unconvertedVisitsPerReview],
  );
  return rowCount ?? 0;
}
