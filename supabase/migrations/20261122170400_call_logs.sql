create table public.call_logs (
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  call_id text not null check (call_id ~ '^[A-Za-z0-9._-]{1,200}$'),
  room_name text not null,
  status text not null default 'ended',
  started_at timestamptz not null,
  ended_at timestamptz,
  duration_seconds numeric(10, 3),
  duration_estimated boolean not null default false,
  transcript jsonb not null default '[]'::jsonb,
  transcript_text text not null default '',
  turn_count integer not null default 0,
  transcript_path text,
  recording_path text,
  transcript_size bigint,
  transcript_created timestamptz,
  recording_size bigint,
  recording_created timestamptz,
  failure_reason text,
  search_vector tsvector generated always as (to_tsvector('simple', transcript_text)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (hotel_id, call_id)
);
comment on table public.call_logs is 'One row per call, built by the call-ingest job from the transcript and recording objects.';
create index call_logs_hotel_started_idx on public.call_logs (hotel_id, started_at desc, call_id desc);
create index call_logs_hotel_updated_idx on public.call_logs (hotel_id, updated_at);
create index call_logs_search_idx on public.call_logs using gin (search_vector);

alter table public.call_logs enable row level security;
create policy call_logs_select_linked on public.call_logs for select to authenticated using (public.can_access_hotel(hotel_id));
