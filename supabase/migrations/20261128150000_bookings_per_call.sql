-- Why (issue #33, part A1; decision 091): the owner sees what the receptionist earned. Every
-- reservation the voice agent creates, changes or cancels through the PMS tools is kept here,
-- linked to its call by the call's reference (call_logs.room_name, as pms_tool_calls.call_ref), so
-- the link holds whichever arrives first, the booking or the call. Amounts are the PMS's word (the
-- reservation total read back, else the quote the tool received), in the currency it gave, never
-- converted. Insights read revenue from a per hotel and local day rollup kept by a trigger.

alter table public.hotels
  add column currency text not null default 'EUR' check (currency ~ '^[A-Z]{3}$');
comment on column public.hotels.currency is 'ISO 4217 code of the hotel''s money (its PMS property''s currency); revenue is shown in it and never summed across hotels.';

create table public.bookings (
  booking_id uuid primary key default gen_random_uuid(),
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  call_ref text not null check (char_length(call_ref) between 1 and 200),
  confirmation_number text not null check (char_length(confirmation_number) between 1 and 200),
  reservation_id text not null check (char_length(reservation_id) between 1 and 200),
  made_on_call boolean not null,
  room_type text check (char_length(room_type) <= 200),
  arrival date not null,
  departure date not null,
  adults smallint check (adults >= 0),
  children smallint check (children >= 0),
  amount numeric(14, 2) check (amount >= 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  status text not null check (status in ('booked', 'changed', 'cancelled')),
  pms_url text check (char_length(pms_url) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (hotel_id, confirmation_number)
);
comment on table public.bookings is 'Reservations the voice agent made, changed or cancelled in the PMS, one row per PMS confirmation number, linked to the call (call_ref = call_logs.room_name) that first touched it. made_on_call: the agent created it (revenue); amount: the PMS''s total or quote, null when it gave none.';
create index bookings_call_idx on public.bookings (hotel_id, call_ref);
create index bookings_created_idx on public.bookings (hotel_id, created_at);

alter table public.bookings enable row level security;
create policy bookings_select_linked on public.bookings for select to authenticated
  using (public.can_access_hotel(hotel_id));
create policy bookings_second_step on public.bookings as restrictive for all
  to authenticated using (public.second_step_passed()) with check (public.second_step_passed());

create table public.booking_changes (
  booking_change_id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (booking_id) on delete cascade,
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  call_ref text check (char_length(call_ref) between 1 and 200),
  change_key text not null check (char_length(change_key) between 1 and 200),
  kind text not null check (kind in ('booked', 'changed', 'cancelled')),
  arrival date not null,
  departure date not null,
  amount_before numeric(14, 2),
  amount numeric(14, 2),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  created_at timestamptz not null default now(),
  unique (booking_id, change_key)
);
comment on table public.booking_changes is 'What happened to a booking, oldest first: made, dates changed or cancelled by the agent on a call (call_ref), or found cancelled by the daily PMS check (call_ref null). change_key makes each step land once.';
create index booking_changes_call_idx on public.booking_changes (hotel_id, call_ref);

alter table public.booking_changes enable row level security;
create policy booking_changes_select_linked on public.booking_changes for select to authenticated
  using (public.can_access_hotel(hotel_id));
create policy booking_changes_second_step on public.booking_changes as restrictive for all
  to authenticated using (public.second_step_passed()) with check (public.second_step_passed());

-- Revenue per hotel, local day and currency (rows in another currency than the hotel's are never
-- added to its figure), with the bookings of each local hour (by_hour[1] is 00:00-00:59), so
-- front-desk hours can change after the fact. A year is 365 rows per currency.
create table public.booking_rollups (
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  day date not null,
  currency text not null,
  bookings integer not null default 0,
  priced_bookings integer not null default 0,
  amount numeric not null default 0,
  by_hour integer[] not null default array_fill(0, array[24]) check (cardinality(by_hour) = 24),
  primary key (hotel_id, day, currency)
);
comment on table public.booking_rollups is 'Per hotel, local day of booking and currency: the agent-made bookings still standing (not cancelled), those with an amount, their amounts, and the bookings of each local hour (by_hour[1] = 00:00-00:59). Kept by a trigger on bookings; rebuilt by rebuild_booking_rollups().';
alter table public.booking_rollups enable row level security;
create policy booking_rollups_select_linked on public.booking_rollups for select to authenticated
  using (public.can_access_hotel(hotel_id));
create policy booking_rollups_second_step on public.booking_rollups as restrictive for all
  to authenticated using (public.second_step_passed()) with check (public.second_step_passed());

-- Adds one booking's contribution, times sign; a booking that is not revenue adds nothing.
create function public.add_to_booking_rollup(b public.bookings, sign integer) returns void
language plpgsql as $$
declare
  tz text;
  local_at timestamp;
  slot integer;
begin
  if not b.made_on_call or b.status = 'cancelled' then return; end if;
  select h.timezone into tz from public.hotels h where h.hotel_id = b.hotel_id;
  if tz is null then return; end if;
  local_at := b.created_at at time zone tz;
  slot := extract(hour from local_at)::int + 1;
  insert into public.booking_rollups as r (hotel_id, day, currency, bookings, priced_bookings, amount, by_hour)
  values (b.hotel_id, local_at::date, b.currency, sign, sign * (b.amount is not null)::int, sign * coalesce(b.amount, 0),
    array(select case when i = slot then sign else 0 end from generate_series(1, 24) i order by i))
  on conflict (hotel_id, day, currency) do update set
    bookings = r.bookings + excluded.bookings,
    priced_bookings = r.priced_bookings + excluded.priced_bookings,
    amount = r.amount + excluded.amount,
    by_hour[slot] = r.by_hour[slot] + sign;
end $$;

create function public.booking_rollups_on_bookings() returns trigger
language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform public.add_to_booking_rollup(old, -1); end if;
  if tg_op in ('UPDATE', 'INSERT') then perform public.add_to_booking_rollup(new, 1); end if;
  return null;
end $$;

create trigger bookings_keep_rollups after insert or update or delete on public.bookings
  for each row execute function public.booking_rollups_on_bookings();

create function public.rebuild_booking_rollups(only_hotel uuid default null) returns integer
language plpgsql as $$
declare
  written integer;
begin
  lock table public.bookings in share mode;
  delete from public.booking_rollups where only_hotel is null or hotel_id = only_hotel;
  insert into public.booking_rollups (hotel_id, day, currency, bookings, priced_bookings, amount, by_hour)
  select x.hotel_id, x.local_day, x.currency, count(*), count(x.amount), coalesce(sum(x.amount), 0), array[
    count(*) filter (where x.local_hour = 0),
    count(*) filter (where x.local_hour = 1),
    count(*) filter (where x.local_hour = 2),
    count(*) filter (where x.local_hour = 3),
    count(*) filter (where x.local_hour = 4),
    count(*) filter (where x.local_hour = 5),
    count(*) filter (where x.local_hour = 6),
    count(*) filter (where x.local_hour = 7),
    count(*) filter (where x.local_hour = 8),
    count(*) filter (where x.local_hour = 9),
    count(*) filter (where x.local_hour = 10),
    count(*) filter (where x.local_hour = 11),
    count(*) filter (where x.local_hour = 12),
    count(*) filter (where x.local_hour = 13),
    count(*) filter (where x.local_hour = 14),
    count(*) filter (where x.local_hour = 15),
    count(*) filter (where x.local_hour = 16),
    count(*) filter (where x.local_hour = 17),
    count(*) filter (where x.local_hour = 18),
    count(*) filter (where x.local_hour = 19),
    count(*) filter (where x.local_hour = 20),
    count(*) filter (where x.local_hour = 21),
    count(*) filter (where x.local_hour = 22),
    count(*) filter (where x.local_hour = 23)
  ]::integer[]
  from (
    select b.*, (b.created_at at time zone h.timezone)::date as local_day,
           extract(hour from b.created_at at time zone h.timezone)::int as local_hour
    from public.bookings b join public.hotels h on h.hotel_id = b.hotel_id
    where b.made_on_call and b.status <> 'cancelled' and (only_hotel is null or b.hotel_id = only_hotel)
  ) x
  group by x.hotel_id, x.local_day, x.currency;
  get diagnostics written = row_count;
  return written;
end $$;

create function public.booking_rollups_on_time_zone() returns trigger
language plpgsql as $$
begin
  perform public.rebuild_booking_rollups(new.hotel_id);
  return null;
end $$;

create trigger hotels_time_zone_regroups_bookings after update of timezone on public.hotels
  for each row when (old.timezone is distinct from new.timezone)
  execute function public.booking_rollups_on_time_zone();
