-- Insights by the hotel's own day (issue #13, decision 017): the hourly rollups regrouped per local
-- day, with the calls of each local hour (h00-h23), so a period's figures, its daily series, the after-hours
-- share and the week-by-hour heatmap read at most one row per day instead of one per hour.
-- Kept by a row trigger on call_rollups_hourly (deltas, so concurrent writers add up), rebuilt for a
-- hotel when its time zone changes, and by rebuild_call_rollups() with the hourly table.

create table public.call_rollups_daily (
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  day date not null,
  calls integer not null default 0,
  seconds numeric not null default 0,
  timed_calls integer not null default 0,
  follow_ups integer not null default 0,
  r_booking_made integer not null default 0,
  r_booking_changed integer not null default 0,
  r_question_answered integer not null default 0,
  r_request_for_staff integer not null default 0,
  r_complaint integer not null default 0,
  r_transferred integer not null default 0,
  r_missed_or_failed integer not null default 0,
  r_other integer not null default 0,
  s_positive integer not null default 0,
  s_neutral integer not null default 0,
  s_negative integer not null default 0,
  s_unknown integer not null default 0,
  t_rooms_and_rates integer not null default 0,
  t_availability integer not null default 0,
  t_booking_changes integer not null default 0,
  t_check_in_out integer not null default 0,
  t_breakfast_and_restaurant integer not null default 0,
  t_parking_and_transport integer not null default 0,
  t_directions integer not null default 0,
  t_amenities integer not null default 0,
  t_billing integer not null default 0,
  t_lost_and_found integer not null default 0,
  t_complaint integer not null default 0,
  t_other integer not null default 0,
  h00 integer not null default 0,
  h01 integer not null default 0,
  h02 integer not null default 0,
  h03 integer not null default 0,
  h04 integer not null default 0,
  h05 integer not null default 0,
  h06 integer not null default 0,
  h07 integer not null default 0,
  h08 integer not null default 0,
  h09 integer not null default 0,
  h10 integer not null default 0,
  h11 integer not null default 0,
  h12 integer not null default 0,
  h13 integer not null default 0,
  h14 integer not null default 0,
  h15 integer not null default 0,
  h16 integer not null default 0,
  h17 integer not null default 0,
  h18 integer not null default 0,
  h19 integer not null default 0,
  h20 integer not null default 0,
  h21 integer not null default 0,
  h22 integer not null default 0,
  h23 integer not null default 0,
  primary key (hotel_id, day)
);
comment on table public.call_rollups_daily is 'Per hotel per local day (the hotel''s time zone): the sums of call_rollups_hourly of that day, and h00-h23 the calls of each local hour. Maintained from call_rollups_hourly by a trigger; rebuilt by rebuild_call_rollups_daily().';
alter table public.call_rollups_daily enable row level security;
create policy call_rollups_daily_select_linked on public.call_rollups_daily for select to authenticated
  using (public.can_access_hotel(hotel_id));

-- The lock that orders a time-zone rebuild of a hotel's days against writers of its hours.
create function public.call_rollups_day_lock_key(hotel uuid) returns bigint
language sql immutable as $$ select hashtextextended('call_rollups_daily:' || hotel::text, 0) $$;

-- Adds one hourly row, times sign, to the local day it falls on.
create function public.add_to_call_rollup_day(r public.call_rollups_hourly, sign integer, tz text) returns void
language plpgsql as $$
declare
  local_at timestamp := r.hour at time zone tz;
  local_hour integer := extract(hour from local_at)::int;
begin
  insert into public.call_rollups_daily as d (hotel_id, day, calls, seconds, timed_calls, follow_ups, r_booking_made, r_booking_changed, r_question_answered, r_request_for_staff, r_complaint, r_transferred, r_missed_or_failed, r_other, s_positive, s_neutral, s_negative, s_unknown, t_rooms_and_rates, t_availability, t_booking_changes, t_check_in_out, t_breakfast_and_restaurant, t_parking_and_transport, t_directions, t_amenities, t_billing, t_lost_and_found, t_complaint, t_other, h00, h01, h02, h03, h04, h05, h06, h07, h08, h09, h10, h11, h12, h13, h14, h15, h16, h17, h18, h19, h20, h21, h22, h23)
  values (r.hotel_id, local_at::date, sign * r.calls, sign * r.seconds, sign * r.timed_calls, sign * r.follow_ups, sign * r.r_booking_made, sign * r.r_booking_changed, sign * r.r_question_answered, sign * r.r_request_for_staff, sign * r.r_complaint, sign * r.r_transferred, sign * r.r_missed_or_failed, sign * r.r_other, sign * r.s_positive, sign * r.s_neutral, sign * r.s_negative, sign * r.s_unknown, sign * r.t_rooms_and_rates, sign * r.t_availability, sign * r.t_booking_changes, sign * r.t_check_in_out, sign * r.t_breakfast_and_restaurant, sign * r.t_parking_and_transport, sign * r.t_directions, sign * r.t_amenities, sign * r.t_billing, sign * r.t_lost_and_found, sign * r.t_complaint, sign * r.t_other,
    case when local_hour = 0 then sign * r.calls else 0 end,
    case when local_hour = 1 then sign * r.calls else 0 end,
    case when local_hour = 2 then sign * r.calls else 0 end,
    case when local_hour = 3 then sign * r.calls else 0 end,
    case when local_hour = 4 then sign * r.calls else 0 end,
    case when local_hour = 5 then sign * r.calls else 0 end,
    case when local_hour = 6 then sign * r.calls else 0 end,
    case when local_hour = 7 then sign * r.calls else 0 end,
    case when local_hour = 8 then sign * r.calls else 0 end,
    case when local_hour = 9 then sign * r.calls else 0 end,
    case when local_hour = 10 then sign * r.calls else 0 end,
    case when local_hour = 11 then sign * r.calls else 0 end,
    case when local_hour = 12 then sign * r.calls else 0 end,
    case when local_hour = 13 then sign * r.calls else 0 end,
    case when local_hour = 14 then sign * r.calls else 0 end,
    case when local_hour = 15 then sign * r.calls else 0 end,
    case when local_hour = 16 then sign * r.calls else 0 end,
    case when local_hour = 17 then sign * r.calls else 0 end,
    case when local_hour = 18 then sign * r.calls else 0 end,
    case when local_hour = 19 then sign * r.calls else 0 end,
    case when local_hour = 20 then sign * r.calls else 0 end,
    case when local_hour = 21 then sign * r.calls else 0 end,
    case when local_hour = 22 then sign * r.calls else 0 end,
    case when local_hour = 23 then sign * r.calls else 0 end)
  on conflict (hotel_id, day) do update set
    calls = d.calls + excluded.calls,
    seconds = d.seconds + excluded.seconds,
    timed_calls = d.timed_calls + excluded.timed_calls,
    follow_ups = d.follow_ups + excluded.follow_ups,
    r_booking_made = d.r_booking_made + excluded.r_booking_made,
    r_booking_changed = d.r_booking_changed + excluded.r_booking_changed,
    r_question_answered = d.r_question_answered + excluded.r_question_answered,
    r_request_for_staff = d.r_request_for_staff + excluded.r_request_for_staff,
    r_complaint = d.r_complaint + excluded.r_complaint,
    r_transferred = d.r_transferred + excluded.r_transferred,
    r_missed_or_failed = d.r_missed_or_failed + excluded.r_missed_or_failed,
    r_other = d.r_other + excluded.r_other,
    s_positive = d.s_positive + excluded.s_positive,
    s_neutral = d.s_neutral + excluded.s_neutral,
    s_negative = d.s_negative + excluded.s_negative,
    s_unknown = d.s_unknown + excluded.s_unknown,
    t_rooms_and_rates = d.t_rooms_and_rates + excluded.t_rooms_and_rates,
    t_availability = d.t_availability + excluded.t_availability,
    t_booking_changes = d.t_booking_changes + excluded.t_booking_changes,
    t_check_in_out = d.t_check_in_out + excluded.t_check_in_out,
    t_breakfast_and_restaurant = d.t_breakfast_and_restaurant + excluded.t_breakfast_and_restaurant,
    t_parking_and_transport = d.t_parking_and_transport + excluded.t_parking_and_transport,
    t_directions = d.t_directions + excluded.t_directions,
    t_amenities = d.t_amenities + excluded.t_amenities,
    t_billing = d.t_billing + excluded.t_billing,
    t_lost_and_found = d.t_lost_and_found + excluded.t_lost_and_found,
    t_complaint = d.t_complaint + excluded.t_complaint,
    t_other = d.t_other + excluded.t_other,
    h00 = d.h00 + excluded.h00,
    h01 = d.h01 + excluded.h01,
    h02 = d.h02 + excluded.h02,
    h03 = d.h03 + excluded.h03,
    h04 = d.h04 + excluded.h04,
    h05 = d.h05 + excluded.h05,
    h06 = d.h06 + excluded.h06,
    h07 = d.h07 + excluded.h07,
    h08 = d.h08 + excluded.h08,
    h09 = d.h09 + excluded.h09,
    h10 = d.h10 + excluded.h10,
    h11 = d.h11 + excluded.h11,
    h12 = d.h12 + excluded.h12,
    h13 = d.h13 + excluded.h13,
    h14 = d.h14 + excluded.h14,
    h15 = d.h15 + excluded.h15,
    h16 = d.h16 + excluded.h16,
    h17 = d.h17 + excluded.h17,
    h18 = d.h18 + excluded.h18,
    h19 = d.h19 + excluded.h19,
    h20 = d.h20 + excluded.h20,
    h21 = d.h21 + excluded.h21,
    h22 = d.h22 + excluded.h22,
    h23 = d.h23 + excluded.h23;
end $$;

-- An hourly row's change as one row of differences (an update never moves a row to another hour).
create function public.call_rollup_hour_change(n public.call_rollups_hourly, o public.call_rollups_hourly)
returns public.call_rollups_hourly
language sql immutable as $$
  select row(n.hotel_id, n.hour, n.calls - o.calls, n.seconds - o.seconds, n.timed_calls - o.timed_calls, n.follow_ups - o.follow_ups, n.r_booking_made - o.r_booking_made, n.r_booking_changed - o.r_booking_changed, n.r_question_answered - o.r_question_answered, n.r_request_for_staff - o.r_request_for_staff, n.r_complaint - o.r_complaint, n.r_transferred - o.r_transferred, n.r_missed_or_failed - o.r_missed_or_failed, n.r_other - o.r_other, n.s_positive - o.s_positive, n.s_neutral - o.s_neutral, n.s_negative - o.s_negative, n.s_unknown - o.s_unknown, n.t_rooms_and_rates - o.t_rooms_and_rates, n.t_availability - o.t_availability, n.t_booking_changes - o.t_booking_changes, n.t_check_in_out - o.t_check_in_out, n.t_breakfast_and_restaurant - o.t_breakfast_and_restaurant, n.t_parking_and_transport - o.t_parking_and_transport, n.t_directions - o.t_directions, n.t_amenities - o.t_amenities, n.t_billing - o.t_billing, n.t_lost_and_found - o.t_lost_and_found, n.t_complaint - o.t_complaint, n.t_other - o.t_other)::public.call_rollups_hourly
$$;

create function public.call_rollups_daily_on_hourly() returns trigger
language plpgsql as $$
declare
  hotel uuid := coalesce(new.hotel_id, old.hotel_id);
  tz text;
begin
  if current_setting('hotelvoice.rebuilding_rollups', true) = 'on' then return null; end if;
  perform pg_advisory_xact_lock_shared(public.call_rollups_day_lock_key(hotel));
  select h.timezone into tz from public.hotels h where h.hotel_id = hotel;
  -- A hotel being deleted takes its days with it (cascade).
  if tz is null then return null; end if;
  if tg_op = 'UPDATE' then perform public.add_to_call_rollup_day(public.call_rollup_hour_change(new, old), 1, tz);
  elsif tg_op = 'DELETE' then perform public.add_to_call_rollup_day(old, -1, tz);
  else perform public.add_to_call_rollup_day(new, 1, tz);
  end if;
  return null;
end $$;

create trigger call_rollups_daily_from_hourly after insert or update or delete on public.call_rollups_hourly
  for each row execute function public.call_rollups_daily_on_hourly();

-- Rebuilds the days of one hotel (or all) from the hourly rollups, in each hotel's time zone.
create function public.rebuild_call_rollups_daily(only_hotel uuid default null) returns integer
language plpgsql as $$
declare
  written integer;
begin
  if only_hotel is null then
    lock table public.call_rollups_hourly in share mode;
  else
    perform pg_advisory_xact_lock(public.call_rollups_day_lock_key(only_hotel));
  end if;
  delete from public.call_rollups_daily where only_hotel is null or hotel_id = only_hotel;
  insert into public.call_rollups_daily (hotel_id, day, calls, seconds, timed_calls, follow_ups, r_booking_made, r_booking_changed, r_question_answered, r_request_for_staff, r_complaint, r_transferred, r_missed_or_failed, r_other, s_positive, s_neutral, s_negative, s_unknown, t_rooms_and_rates, t_availability, t_booking_changes, t_check_in_out, t_breakfast_and_restaurant, t_parking_and_transport, t_directions, t_amenities, t_billing, t_lost_and_found, t_complaint, t_other, h00, h01, h02, h03, h04, h05, h06, h07, h08, h09, h10, h11, h12, h13, h14, h15, h16, h17, h18, h19, h20, h21, h22, h23)
  select hotel_id, day, sum(calls), sum(seconds), sum(timed_calls), sum(follow_ups), sum(r_booking_made), sum(r_booking_changed), sum(r_question_answered), sum(r_request_for_staff), sum(r_complaint), sum(r_transferred), sum(r_missed_or_failed), sum(r_other), sum(s_positive), sum(s_neutral), sum(s_negative), sum(s_unknown), sum(t_rooms_and_rates), sum(t_availability), sum(t_booking_changes), sum(t_check_in_out), sum(t_breakfast_and_restaurant), sum(t_parking_and_transport), sum(t_directions), sum(t_amenities), sum(t_billing), sum(t_lost_and_found), sum(t_complaint), sum(t_other),
    coalesce(sum(calls) filter (where local_hour = 0), 0),
    coalesce(sum(calls) filter (where local_hour = 1), 0),
    coalesce(sum(calls) filter (where local_hour = 2), 0),
    coalesce(sum(calls) filter (where local_hour = 3), 0),
    coalesce(sum(calls) filter (where local_hour = 4), 0),
    coalesce(sum(calls) filter (where local_hour = 5), 0),
    coalesce(sum(calls) filter (where local_hour = 6), 0),
    coalesce(sum(calls) filter (where local_hour = 7), 0),
    coalesce(sum(calls) filter (where local_hour = 8), 0),
    coalesce(sum(calls) filter (where local_hour = 9), 0),
    coalesce(sum(calls) filter (where local_hour = 10), 0),
    coalesce(sum(calls) filter (where local_hour = 11), 0),
    coalesce(sum(calls) filter (where local_hour = 12), 0),
    coalesce(sum(calls) filter (where local_hour = 13), 0),
    coalesce(sum(calls) filter (where local_hour = 14), 0),
    coalesce(sum(calls) filter (where local_hour = 15), 0),
    coalesce(sum(calls) filter (where local_hour = 16), 0),
    coalesce(sum(calls) filter (where local_hour = 17), 0),
    coalesce(sum(calls) filter (where local_hour = 18), 0),
    coalesce(sum(calls) filter (where local_hour = 19), 0),
    coalesce(sum(calls) filter (where local_hour = 20), 0),
    coalesce(sum(calls) filter (where local_hour = 21), 0),
    coalesce(sum(calls) filter (where local_hour = 22), 0),
    coalesce(sum(calls) filter (where local_hour = 23), 0)
  from (
    select r.*, (r.hour at time zone h.timezone)::date as day, extract(hour from r.hour at time zone h.timezone)::int as local_hour
    from public.call_rollups_hourly r join public.hotels h on h.hotel_id = r.hotel_id
    where only_hotel is null or r.hotel_id = only_hotel
  ) x
  group by hotel_id, day;
  get diagnostics written = row_count;
  return written;
end $$;

create function public.call_rollups_daily_on_time_zone() returns trigger
language plpgsql as $$
begin
  perform public.rebuild_call_rollups_daily(new.hotel_id);
  return null;
end $$;

create trigger hotels_time_zone_regroups_days after update of timezone on public.hotels
  for each row when (old.timezone is distinct from new.timezone)
  execute function public.call_rollups_daily_on_time_zone();


-- The hourly rebuild now regroups the days once at its end instead of row by row.
create or replace function public.rebuild_call_rollups(only_hotel uuid default null) returns integer
language plpgsql as $$
declare
  written integer;
begin
  lock table public.call_logs in share mode;
  perform set_config('hotelvoice.rebuilding_rollups', 'on', true);
  delete from public.call_rollups_hourly where only_hotel is null or hotel_id = only_hotel;
  insert into public.call_rollups_hourly (hotel_id, hour, calls, seconds, timed_calls, follow_ups, r_booking_made, r_booking_changed, r_question_answered, r_request_for_staff, r_complaint, r_transferred, r_missed_or_failed, r_other, s_positive, s_neutral, s_negative, s_unknown, t_rooms_and_rates, t_availability, t_booking_changes, t_check_in_out, t_breakfast_and_restaurant, t_parking_and_transport, t_directions, t_amenities, t_billing, t_lost_and_found, t_complaint, t_other)
  select hotel_id, date_trunc('hour', started_at, 'UTC'),
    sum(1 * 1),
      sum(1 * coalesce(duration_seconds, 0)),
      sum(1 * (duration_seconds is not null)::int),
      sum(1 * (follow_up_reasons <> '{}')::int),
      sum(1 * coalesce(resolution = 'booking_made', false)::int),
      sum(1 * coalesce(resolution = 'booking_changed', false)::int),
      sum(1 * coalesce(resolution = 'question_answered', false)::int),
      sum(1 * coalesce(resolution = 'request_for_staff', false)::int),
      sum(1 * coalesce(resolution = 'complaint', false)::int),
      sum(1 * coalesce(resolution = 'transferred', false)::int),
      sum(1 * coalesce(resolution = 'missed_or_failed', false)::int),
      sum(1 * coalesce(resolution = 'other', false)::int),
      sum(1 * coalesce(sentiment = 'positive', false)::int),
      sum(1 * coalesce(sentiment = 'neutral', false)::int),
      sum(1 * coalesce(sentiment = 'negative', false)::int),
      sum(1 * (coalesce(sentiment, 'unknown') not in ('positive', 'neutral', 'negative'))::int),
      sum(1 * (topics @> array['rooms_and_rates'])::int),
      sum(1 * (topics @> array['availability'])::int),
      sum(1 * (topics @> array['booking_changes'])::int),
      sum(1 * (topics @> array['check_in_out'])::int),
      sum(1 * (topics @> array['breakfast_and_restaurant'])::int),
      sum(1 * (topics @> array['parking_and_transport'])::int),
      sum(1 * (topics @> array['directions'])::int),
      sum(1 * (topics @> array['amenities'])::int),
      sum(1 * (topics @> array['billing'])::int),
      sum(1 * (topics @> array['lost_and_found'])::int),
      sum(1 * (topics @> array['complaint'])::int),
      sum(1 * (topics @> array['other'])::int)
  from public.call_logs
  where only_hotel is null or hotel_id = only_hotel
  group by 1, 2;
  get diagnostics written = row_count;
  perform set_config('hotelvoice.rebuilding_rollups', 'off', true);
  perform public.rebuild_call_rollups_daily(only_hotel);
  return written;
end $$;

select public.rebuild_call_rollups_daily();
