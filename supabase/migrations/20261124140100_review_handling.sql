-- An owner marks a low review handled with a private note (issue #20): who did it and when is kept.
-- The note never leaves the owner's dashboard (the public review page reads no reviews).
alter table public.reviews
  add column handled_at timestamptz,
  add column handled_by uuid references auth.users (id) on delete set null,
  add column handled_note text not null default '' check (char_length(handled_note) <= 2000);

comment on column public.reviews.handled_at is 'When an owner or admin marked this review handled; null while open.';
comment on column public.reviews.handled_by is 'Who marked it handled (auth user id); null if that account was deleted.';
comment on column public.reviews.handled_note is 'The private note kept with the handling (what was done, for the team).';
