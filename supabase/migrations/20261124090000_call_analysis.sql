-- Why: owners ask what each call came to, what it was about and who needs a person (issues #13
-- insights and #14 alerts). The platform's analysis wins where it gave one; otherwise the worker
-- derives these from the transcript when it indexes the call. Like every other column of the row
-- (decision 015) they are derived by the call-ingest job, so re-ingest gives the same row.
-- What a person decided about a call (a follow-up handled) is not derivable and lives in its own
-- table, which the call upsert never touches.
alter table public.call_logs
  add column resolution text check (resolution in (
    'booking_made', 'booking_changed', 'question_answered', 'request_for_staff',
    'complaint', 'transferred', 'missed_or_failed', 'other')),
  add column resolution_source text check (resolution_source in ('provider', 'auto')),
  add column sentiment_source text check (sentiment_source in ('provider', 'auto')),
  add column topics text[] not null default '{}' check (topics <@ array[
    'rooms_and_rates', 'availability', 'booking_changes', 'check_in_out', 'breakfast_and_restaurant',
    'parking_and_transport', 'directions', 'amenities', 'billing', 'lost_and_found', 'complaint',
    'other']::text[]),
  add column topics_source text check (topics_source in ('provider', 'auto')),
  add column classifier_version integer,
  add column follow_up_reasons text[] not null default '{}' check (follow_up_reasons <@ array[
    'complaint', 'negative_sentiment', 'callback_requested', 'transferred', 'unsuccessful',
    'missed_or_failed']::text[]);

comment on column public.call_logs.resolution is 'What the call came to (the insights page''s outcome): the platform''s where it gave one, else derived from the transcript.';
comment on column public.call_logs.resolution_source is 'provider: from the voice platform''s analysis; auto: derived here (shown as auto-detected).';
comment on column public.call_logs.sentiment_source is 'provider or auto, as resolution_source.';
comment on column public.call_logs.topics is 'What the caller asked about, from a fixed list.';
comment on column public.call_logs.classifier_version is 'Version of our transcript classifier that derived the auto values; a new version re-derives older calls.';
comment on column public.call_logs.follow_up_reasons is 'Why a person should follow this call up; empty when nobody needs to.';

create index call_logs_open_follow_ups on public.call_logs (hotel_id, started_at desc)
  where follow_up_reasons <> '{}';

create table public.call_follow_ups_handled (
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  call_id text not null,
  handled_by uuid references public.users (user_id) on delete set null,
  handled_at timestamptz not null default now(),
  primary key (hotel_id, call_id)
);
comment on table public.call_follow_ups_handled is 'Follow-ups a person marked handled (who and when); a handled call leaves the follow-up list for everyone.';
alter table public.call_follow_ups_handled enable row level security;
create policy call_follow_ups_handled_select_linked on public.call_follow_ups_handled for select to authenticated
  using (public.can_access_hotel(hotel_id));
