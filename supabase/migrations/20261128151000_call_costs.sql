-- Why: issue #33, "cost per call" (decision 092). What the voice platform reported a call cost, as
-- it said it: an amount in a currency (Retell and Vapi: USD) or, where the platform reports no money
-- amount, in its own unit (ElevenLabs: credits), never converted; and the parts it itemised (speech,
-- llm, telephony, platform, other). Written by the call-ingest job from the call's facts like every
-- other provider field, so a repeated or late webhook changes nothing twice, a later report replaces
-- an earlier one, and the cost goes with the call row (erasure, retention). Null: not reported.

alter table public.call_logs
  add column cost_amount numeric,
  add column cost_currency text,
  add column cost_unit text,
  add column cost_parts jsonb,
  add constraint call_logs_cost_denominated check (
    (cost_amount is null and cost_currency is null and cost_unit is null and cost_parts is null)
    or (cost_amount >= 0 and (cost_currency is null) <> (cost_unit is null))
  ),
  add constraint call_logs_cost_currency_code check (cost_currency ~ '^[A-Z]{3}$');

-- Per hotel per local day and per currency (or unit): the calls with a reported cost and their sum,
-- so that a period's cost reads at most one row per day and currency, like call_rollups_daily. A
-- hotel's calls billed in two currencies are two rows: no sum across them is ever made.
create table public.call_cost_rollups_daily (
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  day date not null,
  -- The currency code (USD) or the unit (credits) the amounts are in.
  denomination text not null,
  is_currency boolean not null,
  calls integer not null default 0,
  amount numeric not null default 0,
  primary key (hotel_id, day, denomination)
);
comment on table public.call_cost_rollups_daily is
  'Per hotel per local day per currency or unit: calls with a reported cost and their sum (decision 092). Maintained from call_logs by a trigger; rebuilt by rebuild_call_cost_rollups_daily().';
alter table public.call_cost_rollups_daily enable row level security;
-- Read by the api only: the insights route decides who sees costs (owners and managers).
create policy call_cost_rollups_daily_none on public.call_cost_rollups_daily for select to authenticated using (false);

-- Adds one call's cost, times sign, to the local day it started on.
create function public.add_to_call_cost_day(hotel uuid, started timestamptz, amount numeric, currency text, unit text,
  sign integer) returns void
language plpgsql as $$
declare
  tz text;
begin
  if amount is null then return; end if;
  select h.timezone into tz from public.hotels h where h.hotel_id = hotel;
  -- A hotel being deleted takes its days with it (cascade).
  if tz is null then return; end if;
  insert into public.call_cost_rollups_daily as d (hotel_id, day, denomination, is_currency, calls, amount)
  values (hotel, (started at time zone tz)::date, coalesce(currency, unit), currency is not null, sign, sign * amount)
  on conflict (hotel_id, day, denomination) do update set
    calls = d.calls + excluded.calls,
    amount = d.amount + excluded.amount;
end $$;

create function public.call_cost_rollups_on_call() returns trigger
language plpgsql as $$
begin
  perform pg_advisory_xact_lock_shared(public.call_rollups_day_lock_key(coalesce(new.hotel_id, old.hotel_id)));
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.add_to_call_cost_day(old.hotel_id, old.started_at, old.cost_amount, old.cost_currency, old.cost_unit, -1);
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    perform public.add_to_call_cost_day(new.hotel_id, new.started_at, new.cost_amount, new.cost_currency, new.cost_unit, 1);
  end if;
  return null;
end $$;

create trigger call_logs_cost_rollups_insert_delete after insert or delete on public.call_logs
  for each row execute function public.call_cost_rollups_on_call();
create trigger call_logs_cost_rollups_update after update of started_at, cost_amount, cost_currency, cost_unit
  on public.call_logs
  for each row when ((old.started_at, old.cost_amount, old.cost_currency, old.cost_unit)
    is distinct from (new.started_at, new.cost_amount, new.cost_currency, new.cost_unit))
  execute function public.call_cost_rollups_on_call();

-- Rebuilds the cost days of one hotel (or all) from call_logs, in each hotel's time zone.
create function public.rebuild_call_cost_rollups_daily(only_hotel uuid default null) returns integer
language plpgsql as $$
declare
  written integer;
begin
  if only_hotel is null then
    lock table public.call_logs in share mode;
  else
    perform pg_advisory_xact_lock(public.call_rollups_day_lock_key(only_hotel));
  end if;
  delete from public.call_cost_rollups_daily where only_hotel is null or hotel_id = only_hotel;
  insert into public.call_cost_rollups_daily (hotel_id, day, denomination, is_currency, calls, amount)
  select c.hotel_id, (c.started_at at time zone h.timezone)::date, coalesce(c.cost_currency, c.cost_unit),
    bool_and(c.cost_currency is not null), count(*), sum(c.cost_amount)
  from public.call_logs c join public.hotels h on h.hotel_id = c.hotel_id
  where c.cost_amount is not null and (only_hotel is null or c.hotel_id = only_hotel)
  group by 1, 2, 3;
  get diagnostics written = row_count;
  return written;
end $$;

create function public.call_cost_rollups_on_time_zone() returns trigger
language plpgsql as $$
begin
  perform public.rebuild_call_cost_rollups_daily(new.hotel_id);
  return null;
end $$;

create trigger hotels_time_zone_regroups_cost_days after update of timezone on public.hotels
  for each row when (old.timezone is distinct from new.timezone)
  execute function public.call_cost_rollups_on_time_zone();
