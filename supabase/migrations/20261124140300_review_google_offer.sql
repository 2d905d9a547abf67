-- How many guests were offered Google and how many opened it (issue #20). A review is "offered"
-- when its hotel had a Google place id as it was stored (the thanks screen then shows the link to
-- every rater, whatever the rating: no review gating); "opened" is set the first time the guest's
-- page reports the Google link opened. Nothing identifies the guest.
alter table public.reviews
  add column google_offered boolean not null default false,
  add column google_opened_at timestamptz;

comment on column public.reviews.google_offered is 'The thanks screen offered this guest the hotel''s Google review link.';
comment on column public.reviews.google_opened_at is 'When the guest first opened the Google review link from the thanks screen; null if never.';
