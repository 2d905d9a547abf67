-- Guests' data handled as hotels must (issue #17, decision 016): card redaction settings,
-- retention per hotel, erasure by caller, and an append-only audit log.

-- The caller's number as the provider sends it (E.164). The provider-calls migration adds the same
-- column; "if not exists" lets either run first.
alter table public.call_logs add column if not exists caller_number text;
create index if not exists call_logs_hotel_caller_idx on public.call_logs (hotel_id, caller_number)
  where caller_number is not null;

alter table public.call_logs
  add column recording_deleted_at timestamptz,
  add column recording_deleted_after_days integer;
comment on column public.call_logs.recording_deleted_at is
  'When retention removed the recording; the call keeps its measured duration and the log says so.';

alter table public.hotels
  add column card_last4_visible boolean not null default false,
  add column recording_retention_days integer not null default 90
    check (recording_retention_days between 1 and 3650),
  add column transcript_retention_days integer default 365
    check (transcript_retention_days is null or transcript_retention_days between 1 and 36500);
comment on column public.hotels.transcript_retention_days is 'Days calls are kept; null keeps them forever.';

-- Calls erased on request. The worker never writes a row for these again, so an ingest job that
-- read the objects before they were deleted cannot bring the call back. Holds ids, never content.
create table public.erased_calls (
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  call_id text not null,
  erased_at timestamptz not null default now(),
  primary key (hotel_id, call_id)
);
comment on table public.erased_calls is 'Call ids erased on a guest''s request; ingest skips them.';
alter table public.erased_calls enable row level security;
create policy erased_calls_select_admin on public.erased_calls for select to authenticated using (public.is_admin());

-- One-off jobs (the card-redaction backfill): where they are, so a restarted run resumes.
create table public.maintenance_runs (
  name text primary key,
  cursor jsonb,
  processed bigint not null default 0,
  changed bigint not null default 0,
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
comment on table public.maintenance_runs is 'Progress of one-off jobs such as the card-redaction backfill.';
alter table public.maintenance_runs enable row level security;
create policy maintenance_runs_select_admin on public.maintenance_runs for select to authenticated using (public.is_admin());

-- Who changed access or data, when, from where. Never content. Append-only for everyone: no
-- update or delete grants, and a trigger refuses both even for the table's owner.
create table public.audit_events (
  audit_event_id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  actor_user_id uuid,
  actor_email text not null default '',
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  hotel_id uuid,
  subject text not null default '',
  ip text not null default '',
  details jsonb not null default '{}'::jsonb
);
comment on table public.audit_events is 'Append-only audit log of actions that change access or data; never holds call content.';
create index audit_events_occurred_idx on public.audit_events (occurred_at desc, audit_event_id desc);
create index audit_events_action_idx on public.audit_events (action, occurred_at desc);
create index audit_events_hotel_idx on public.audit_events (hotel_id, occurred_at desc);
create index audit_events_actor_idx on public.audit_events (actor_user_id, occurred_at desc);

create or replace function public.refuse_audit_change() returns trigger language plpgsql as $$
begin
  raise exception 'audit_events is append-only' using errcode = 'insufficient_privilege';
end
$$;
create trigger audit_events_append_only before update or delete or truncate on public.audit_events
  for each statement execute function public.refuse_audit_change();

revoke update, delete, truncate on public.audit_events from anon, authenticated, service_role;
alter table public.audit_events enable row level security;
create policy audit_events_select_admin on public.audit_events for select to authenticated using (public.is_admin());
