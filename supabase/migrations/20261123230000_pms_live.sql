-- Why: the stored PMS key is now used. The owner picks the PMS (and the property where the PMS needs
-- one); the key is verified before it is stored and re-checked daily and after failures, so the row
-- says when it last answered and why it did not. The voice agent's tool calls are logged per call,
-- and writes remember their idempotency key so a retried create makes one reservation.

alter table public.pms_keys
  add column provider text check (provider in ('cloudbeds', 'mews')),
  add column property_id text check (char_length(property_id) <= 200),
  add column verified_at timestamptz,
  add column checked_at timestamptz,
  add column last_error text check (char_length(last_error) <= 1000);
comment on column public.pms_keys.provider is 'Which PMS the key belongs to; null for keys stored before keys were verified.';
comment on column public.pms_keys.verified_at is 'When the PMS last answered an authenticated read with this key.';
comment on column public.pms_keys.checked_at is 'When the key was last checked, whatever the answer.';
comment on column public.pms_keys.last_error is 'Why the last check failed, in words; null once it answers again.';

-- One row per tool call the voice agent made. call_ref is the call's room name (its id without the
-- _YYYYmmdd_HHMMSS stamp), which is what a provider's call id maps to, so the call detail finds the
-- tool calls of a stored call and the outcome work can ask whether a reservation was made.
create table public.pms_tool_calls (
  pms_tool_call_id uuid primary key default gen_random_uuid(),
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  call_ref text not null check (char_length(call_ref) between 1 and 200),
  platform text not null check (platform in ('bearer', 'elevenlabs', 'retell', 'vapi')),
  tool text not null check (tool in ('check_availability', 'find_reservation', 'create_reservation', 'change_reservation_dates', 'cancel_reservation')),
  arguments jsonb not null,
  result jsonb not null,
  outcome text not null check (outcome in ('ok', 'not_found', 'refused', 'unavailable', 'invalid')),
  reservation_id text check (char_length(reservation_id) <= 200),
  latency_ms integer not null check (latency_ms >= 0),
  created_at timestamptz not null default now()
);
comment on table public.pms_tool_calls is 'Every PMS tool call of the voice agent: tool, arguments without card data, result, latency.';
create index pms_tool_calls_call_idx on public.pms_tool_calls (hotel_id, call_ref, created_at);

alter table public.pms_tool_calls enable row level security;
create policy pms_tool_calls_select_linked on public.pms_tool_calls for select to authenticated
  using (public.can_access_hotel(hotel_id));

-- Writes run once per key: a retry finds the stored answer (or the write still running) instead of
-- writing again.
create table public.pms_idempotency_keys (
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  idempotency_key text not null check (char_length(idempotency_key) between 1 and 200),
  tool text not null,
  state text not null check (state in ('running', 'done')),
  result jsonb,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  primary key (hotel_id, idempotency_key)
);
comment on table public.pms_idempotency_keys is 'Idempotency keys of the agent''s PMS writes and the answer each one got.';
create index pms_idempotency_keys_created_idx on public.pms_idempotency_keys (created_at);

alter table public.pms_idempotency_keys enable row level security;
create policy pms_idempotency_keys_none on public.pms_idempotency_keys for select to authenticated using (false);

-- For the call outcome: whether the agent created a reservation in the PMS during this stored call.
create function public.reservation_created_on_call(p_hotel_id uuid, p_call_id text) returns boolean
language sql stable as $$
  select exists (
    select 1 from public.call_logs c
    join public.pms_tool_calls t on t.hotel_id = c.hotel_id and t.call_ref = c.room_name
    where c.hotel_id = p_hotel_id and c.call_id = p_call_id
      and t.tool = 'create_reservation' and t.outcome = 'ok'
  )
$$;
comment on function public.reservation_created_on_call(uuid, text) is 'True when a create_reservation tool call of this call succeeded.';
