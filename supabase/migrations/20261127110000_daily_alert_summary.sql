-- Issue #14, the rest: alerts set to 'daily' go in one e-mail per person and hotel at 08:00 hotel
-- time, and a low review is never left unalerted (decision 018).

create table public.daily_alert_items (
  user_id uuid not null references public.users (user_id) on delete cascade,
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  reason text not null check (reason in (
    'complaint', 'negative_sentiment', 'callback_requested', 'transferred', 'missed_or_failed', 'low_review')),
  subject_id text not null check (char_length(subject_id) between 1 and 200),
  title text not null check (char_length(title) <= 300),
  detail text not null default '' check (char_length(detail) <= 1000),
  happened_at timestamptz not null,
  created_at timestamptz not null default now(),
  handled_at timestamptz,
  summary_date date,
  primary key (user_id, hotel_id, reason, subject_id)
);
comment on table public.daily_alert_items is 'Alerts a person has on daily summary: one per call or review and reason, listed in the first summary (08:00 hotel time) after it was raised.';
comment on column public.daily_alert_items.summary_date is 'The day (hotel''s calendar) of the summary that handled it; null while pending.';
create index daily_alert_items_pending_idx on public.daily_alert_items (hotel_id, user_id, created_at) where handled_at is null;
alter table public.daily_alert_items enable row level security;
create policy daily_alert_items_select_admin on public.daily_alert_items for select to authenticated
  using (public.is_admin());

create table public.daily_alert_summaries (
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  user_id uuid not null references public.users (user_id) on delete cascade,
  summary_date date not null,
  sent_at timestamptz not null default now(),
  items integer not null default 0,
  outbox_message_id uuid references public.outbox_messages (outbox_message_id) on delete set null,
  primary key (hotel_id, user_id, summary_date)
);
comment on table public.daily_alert_summaries is 'Which day''s summary each person got from each hotel: written with its e-mail and its items in one transaction, so a day is never sent twice or skipped.';
alter table public.daily_alert_summaries enable row level security;
create policy daily_alert_summaries_select_own on public.daily_alert_summaries for select to authenticated
  using (user_id = auth.uid());

-- Set when the review is stored (in the same insert), cleared once its alerts are recorded; the
-- alert sweep picks up what a failed queue add or a crash left set. Existing reviews are done.
alter table public.reviews add column alert_pending boolean not null default false;
alter table public.reviews alter column alert_pending set default true;
comment on column public.reviews.alert_pending is 'Its alerts (a low rating) are not recorded yet; the every-minute alert sweep records them.';
create index reviews_alert_pending_idx on public.reviews (created_at) where alert_pending;
