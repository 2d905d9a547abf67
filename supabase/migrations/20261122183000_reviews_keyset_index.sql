-- The owner's review list pages on (created_at, review_id) newest first; this index serves that
-- keyset and everything the (hotel_id, created_at desc) index served, so that one goes.
create index reviews_hotel_created_id_idx on public.reviews (hotel_id, created_at desc, review_id desc);
drop index if exists public.reviews_hotel_created_idx;
