-- Insights rollups (issue #13): per hotel and UTC hour, the counts the insights page sums.
-- Kept by statement-level triggers on call_logs, in the same transaction as the change, so they are
-- exact under retries, re-ingest, re-classification, erasure and retention deletes (decision 017).

alter table public.hotels
  add column front_desk_opens smallint not null default 8 check (front_desk_opens between 0 and 23),
  add column front_desk_closes smallint not null default 20 check (front_desk_closes between 0 and 24);
comment on column public.hotels.front_desk_opens is 'Hour (0-23, hotel clock) the front desk opens; calls outside open hours count as after hours.';
comment on column public.hotels.front_desk_closes is 'Hour (1-24, hotel clock) the front desk closes; equal to opens means always staffed; before opens spans midnight.';

create table public.call_rollups_hourly (
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  hour timestamptz not null,
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
  primary key (hotel_id, hour)
);
comment on table public.call_rollups_hourly is 'Per hotel per UTC hour: calls, summed seconds (and calls with a duration), follow-ups, and counts by resolution (r_), sentiment (s_) and topic (t_). Maintained by triggers on call_logs; rebuilt by rebuild_call_rollups().';
alter table public.call_rollups_hourly enable row level security;
create policy call_rollups_hourly_select_linked on public.call_rollups_hourly for select to authenticated
  using (public.can_access_hotel(hotel_id));

-- The rows a statement removed count -1, the rows it wrote +1, summed per (hotel, hour) and
-- applied in key order (so concurrent statements take rollup locks in the same order). Transition
-- tables are visible only in the trigger function itself, so each one carries the statement.
create function public.call_rollups_on_insert() returns trigger
language plpgsql as $$
begin
  insert into public.call_rollups_hourly as r (hotel_id, hour, calls, seconds, timed_calls, follow_ups, r_booking_made, r_booking_changed, r_question_answered, r_request_for_staff, r_complaint, r_transferred, r_missed_or_failed, r_other, s_positive, s_neutral, s_negative, s_unknown, t_rooms_and_rates, t_availability, t_booking_changes, t_check_in_out, t_breakfast_and_restaurant, t_parking_and_transport, t_directions, t_amenities, t_billing, t_lost_and_found, t_complaint, t_other)
  select hotel_id, date_trunc('hour', started_at, 'UTC') as hour,
    sum(d.sign * 1),
      sum(d.sign * coalesce(duration_seconds, 0)),
      sum(d.sign * (duration_seconds is not null)::int),
      sum(d.sign * (follow_up_reasons <> '{}')::int),
      sum(d.sign * coalesce(resolution = 'booking_made', false)::int),
      sum(d.sign * coalesce(resolution = 'booking_changed', false)::int),
      sum(d.sign * coalesce(resolution = 'question_answered', false)::int),
      sum(d.sign * coalesce(resolution = 'request_for_staff', false)::int),
      sum(d.sign * coalesce(resolution = 'complaint', false)::int),
      sum(d.sign * coalesce(resolution = 'transferred', false)::int),
      sum(d.sign * coalesce(resolution = 'missed_or_failed', false)::int),
      sum(d.sign * coalesce(resolution = 'other', false)::int),
      sum(d.sign * coalesce(sentiment = 'positive', false)::int),
      sum(d.sign * coalesce(sentiment = 'neutral', false)::int),
      sum(d.sign * coalesce(sentiment = 'negative', false)::int),
      sum(d.sign * (coalesce(sentiment, 'unknown') not in ('positive', 'neutral', 'negative'))::int),
      sum(d.sign * (topics @> array['rooms_and_rates'])::int),
      sum(d.sign * (topics @> array['availability'])::int),
      sum(d.sign * (topics @> array['booking_changes'])::int),
      sum(d.sign * (topics @> array['check_in_out'])::int),
      sum(d.sign * (topics @> array['breakfast_and_restaurant'])::int),
      sum(d.sign * (topics @> array['parking_and_transport'])::int),
      sum(d.sign * (topics @> array['directions'])::int),
      sum(d.sign * (topics @> array['amenities'])::int),
      sum(d.sign * (topics @> array['billing'])::int),
      sum(d.sign * (topics @> array['lost_and_found'])::int),
      sum(d.sign * (topics @> array['complaint'])::int),
      sum(d.sign * (topics @> array['other'])::int)
  from (select 1 as sign, * from new_rows) d
  -- A hotel being deleted takes its rollups with it (cascade); its calls' deltas are dropped.
  where exists (select 1 from public.hotels h where h.hotel_id = d.hotel_id)
  group by 1, 2
  order by 1, 2
  on conflict (hotel_id, hour) do update set
    calls = r.calls + excluded.calls,
      seconds = r.seconds + excluded.seconds,
      timed_calls = r.timed_calls + excluded.timed_calls,
      follow_ups = r.follow_ups + excluded.follow_ups,
      r_booking_made = r.r_booking_made + excluded.r_booking_made,
      r_booking_changed = r.r_booking_changed + excluded.r_booking_changed,
      r_question_answered = r.r_question_answered + excluded.r_question_answered,
      r_request_for_staff = r.r_request_for_staff + excluded.r_request_for_staff,
      r_complaint = r.r_complaint + excluded.r_complaint,
      r_transferred = r.r_transferred + excluded.r_transferred,
      r_missed_or_failed = r.r_missed_or_failed + excluded.r_missed_or_failed,
      r_other = r.r_other + excluded.r_other,
      s_positive = r.s_positive + excluded.s_positive,
      s_neutral = r.s_neutral + excluded.s_neutral,
      s_negative = r.s_negative + excluded.s_negative,
      s_unknown = r.s_unknown + excluded.s_unknown,
      t_rooms_and_rates = r.t_rooms_and_rates + excluded.t_rooms_and_rates,
      t_availability = r.t_availability + excluded.t_availability,
      t_booking_changes = r.t_booking_changes + excluded.t_booking_changes,
      t_check_in_out = r.t_check_in_out + excluded.t_check_in_out,
      t_breakfast_and_restaurant = r.t_breakfast_and_restaurant + excluded.t_breakfast_and_restaurant,
      t_parking_and_transport = r.t_parking_and_transport + excluded.t_parking_and_transport,
      t_directions = r.t_directions + excluded.t_directions,
      t_amenities = r.t_amenities + excluded.t_amenities,
      t_billing = r.t_billing + excluded.t_billing,
      t_lost_and_found = r.t_lost_and_found + excluded.t_lost_and_found,
      t_complaint = r.t_complaint + excluded.t_complaint,
      t_other = r.t_other + excluded.t_other;
  return null;
end $$;

create function public.call_rollups_on_delete() returns trigger
language plpgsql as $$
begin
  insert into public.call_rollups_hourly as r (hotel_id, hour, calls, seconds, timed_calls, follow_ups, r_booking_made, r_booking_changed, r_question_answered, r_request_for_staff, r_complaint, r_transferred, r_missed_or_failed, r_other, s_positive, s_neutral, s_negative, s_unknown, t_rooms_and_rates, t_availability, t_booking_changes, t_check_in_out, t_breakfast_and_restaurant, t_parking_and_transport, t_directions, t_amenities, t_billing, t_lost_and_found, t_complaint, t_other)
  select hotel_id, date_trunc('hour', started_at, 'UTC') as hour,
    sum(d.sign * 1),
      sum(d.sign * coalesce(duration_seconds, 0)),
      sum(d.sign * (duration_seconds is not null)::int),
      sum(d.sign * (follow_up_reasons <> '{}')::int),
      sum(d.sign * coalesce(resolution = 'booking_made', false)::int),
      sum(d.sign * coalesce(resolution = 'booking_changed', false)::int),
      sum(d.sign * coalesce(resolution = 'question_answered', false)::int),
      sum(d.sign * coalesce(resolution = 'request_for_staff', false)::int),
      sum(d.sign * coalesce(resolution = 'complaint', false)::int),
      sum(d.sign * coalesce(resolution = 'transferred', false)::int),
      sum(d.sign * coalesce(resolution = 'missed_or_failed', false)::int),
      sum(d.sign * coalesce(resolution = 'other', false)::int),
      sum(d.sign * coalesce(sentiment = 'positive', false)::int),
      sum(d.sign * coalesce(sentiment = 'neutral', false)::int),
      sum(d.sign * coalesce(sentiment = 'negative', false)::int),
      sum(d.sign * (coalesce(sentiment, 'unknown') not in ('positive', 'neutral', 'negative'))::int),
      sum(d.sign * (topics @> array['rooms_and_rates'])::int),
      sum(d.sign * (topics @> array['availability'])::int),
      sum(d.sign * (topics @> array['booking_changes'])::int),
      sum(d.sign * (topics @> array['check_in_out'])::int),
      sum(d.sign * (topics @> array['breakfast_and_restaurant'])::int),
      sum(d.sign * (topics @> array['parking_and_transport'])::int),
      sum(d.sign * (topics @> array['directions'])::int),
      sum(d.sign * (topics @> array['amenities'])::int),
      sum(d.sign * (topics @> array['billing'])::int),
      sum(d.sign * (topics @> array['lost_and_found'])::int),
      sum(d.sign * (topics @> array['complaint'])::int),
      sum(d.sign * (topics @> array['other'])::int)
  from (select -1 as sign, * from old_rows) d
  -- A hotel being deleted takes its rollups with it (cascade); its calls' deltas are dropped.
  where exists (select 1 from public.hotels h where h.hotel_id = d.hotel_id)
  group by 1, 2
  order by 1, 2
  on conflict (hotel_id, hour) do update set
    calls = r.calls + excluded.calls,
      seconds = r.seconds + excluded.seconds,
      timed_calls = r.timed_calls + excluded.timed_calls,
      follow_ups = r.follow_ups + excluded.follow_ups,
      r_booking_made = r.r_booking_made + excluded.r_booking_made,
      r_booking_changed = r.r_booking_changed + excluded.r_booking_changed,
      r_question_answered = r.r_question_answered + excluded.r_question_answered,
      r_request_for_staff = r.r_request_for_staff + excluded.r_request_for_staff,
      r_complaint = r.r_complaint + excluded.r_complaint,
      r_transferred = r.r_transferred + excluded.r_transferred,
      r_missed_or_failed = r.r_missed_or_failed + excluded.r_missed_or_failed,
      r_other = r.r_other + excluded.r_other,
      s_positive = r.s_positive + excluded.s_positive,
      s_neutral = r.s_neutral + excluded.s_neutral,
      s_negative = r.s_negative + excluded.s_negative,
      s_unknown = r.s_unknown + excluded.s_unknown,
      t_rooms_and_rates = r.t_rooms_and_rates + excluded.t_rooms_and_rates,
      t_availability = r.t_availability + excluded.t_availability,
      t_booking_changes = r.t_booking_changes + excluded.t_booking_changes,
      t_check_in_out = r.t_check_in_out + excluded.t_check_in_out,
      t_breakfast_and_restaurant = r.t_breakfast_and_restaurant + excluded.t_breakfast_and_restaurant,
      t_parking_and_transport = r.t_parking_and_transport + excluded.t_parking_and_transport,
      t_directions = r.t_directions + excluded.t_directions,
      t_amenities = r.t_amenities + excluded.t_amenities,
      t_billing = r.t_billing + excluded.t_billing,
      t_lost_and_found = r.t_lost_and_found + excluded.t_lost_and_found,
      t_complaint = r.t_complaint + excluded.t_complaint,
      t_other = r.t_other + excluded.t_other;
  return null;
end $$;

-- Only rows whose counted columns changed move the rollups (a recording arriving does not).
create function public.call_rollups_on_update() returns trigger
language plpgsql as $$
begin
  insert into public.call_rollups_hourly as r (hotel_id, hour, calls, seconds, timed_calls, follow_ups, r_booking_made, r_booking_changed, r_question_answered, r_request_for_staff, r_complaint, r_transferred, r_missed_or_failed, r_other, s_positive, s_neutral, s_negative, s_unknown, t_rooms_and_rates, t_availability, t_booking_changes, t_check_in_out, t_breakfast_and_restaurant, t_parking_and_transport, t_directions, t_amenities, t_billing, t_lost_and_found, t_complaint, t_other)
  select hotel_id, date_trunc('hour', started_at, 'UTC') as hour,
    sum(d.sign * 1),
      sum(d.sign * coalesce(duration_seconds, 0)),
      sum(d.sign * (duration_seconds is not null)::int),
      sum(d.sign * (follow_up_reasons <> '{}')::int),
      sum(d.sign * coalesce(resolution = 'booking_made', false)::int),
      sum(d.sign * coalesce(resolution = 'booking_changed', false)::int),
      sum(d.sign * coalesce(resolution = 'question_answered', false)::int),
      sum(d.sign * coalesce(resolution = 'request_for_staff', false)::int),
      sum(d.sign * coalesce(resolution = 'complaint', false)::int),
      sum(d.sign * coalesce(resolution = 'transferred', false)::int),
      sum(d.sign * coalesce(resolution = 'missed_or_failed', false)::int),
      sum(d.sign * coalesce(resolution = 'other', false)::int),
      sum(d.sign * coalesce(sentiment = 'positive', false)::int),
      sum(d.sign * coalesce(sentiment = 'neutral', false)::int),
      sum(d.sign * coalesce(sentiment = 'negative', false)::int),
      sum(d.sign * (coalesce(sentiment, 'unknown') not in ('positive', 'neutral', 'negative'))::int),
      sum(d.sign * (topics @> array['rooms_and_rates'])::int),
      sum(d.sign * (topics @> array['availability'])::int),
      sum(d.sign * (topics @> array['booking_changes'])::int),
      sum(d.sign * (topics @> array['check_in_out'])::int),
      sum(d.sign * (topics @> array['breakfast_and_restaurant'])::int),
      sum(d.sign * (topics @> array['parking_and_transport'])::int),
      sum(d.sign * (topics @> array['directions'])::int),
      sum(d.sign * (topics @> array['amenities'])::int),
      sum(d.sign * (topics @> array['billing'])::int),
      sum(d.sign * (topics @> array['lost_and_found'])::int),
      sum(d.sign * (topics @> array['complaint'])::int),
      sum(d.sign * (topics @> array['other'])::int)
  from (select -1 as sign, o.* from old_rows o join new_rows n using (hotel_id, call_id) where (o.started_at, o.duration_seconds, o.resolution, o.sentiment, o.topics, o.follow_up_reasons) is distinct from (n.started_at, n.duration_seconds, n.resolution, n.sentiment, n.topics, n.follow_up_reasons)
    union all
    select 1 as sign, n.* from old_rows o join new_rows n using (hotel_id, call_id) where (o.started_at, o.duration_seconds, o.resolution, o.sentiment, o.topics, o.follow_up_reasons) is distinct from (n.started_at, n.duration_seconds, n.resolution, n.sentiment, n.topics, n.follow_up_reasons)) d
  -- A hotel being deleted takes its rollups with it (cascade); its calls' deltas are dropped.
  where exists (select 1 from public.hotels h where h.hotel_id = d.hotel_id)
  group by 1, 2
  order by 1, 2
  on conflict (hotel_id, hour) do update set
    calls = r.calls + excluded.calls,
      seconds = r.seconds + excluded.seconds,
      timed_calls = r.timed_calls + excluded.timed_calls,
      follow_ups = r.follow_ups + excluded.follow_ups,
      r_booking_made = r.r_booking_made + excluded.r_booking_made,
      r_booking_changed = r.r_booking_changed + excluded.r_booking_changed,
      r_question_answered = r.r_question_answered + excluded.r_question_answered,
      r_request_for_staff = r.r_request_for_staff + excluded.r_request_for_staff,
      r_complaint = r.r_complaint + excluded.r_complaint,
      r_transferred = r.r_transferred + excluded.r_transferred,
      r_missed_or_failed = r.r_missed_or_failed + excluded.r_missed_or_failed,
      r_other = r.r_other + excluded.r_other,
      s_positive = r.s_positive + excluded.s_positive,
      s_neutral = r.s_neutral + excluded.s_neutral,
      s_negative = r.s_negative + excluded.s_negative,
      s_unknown = r.s_unknown + excluded.s_unknown,
      t_rooms_and_rates = r.t_rooms_and_rates + excluded.t_rooms_and_rates,
      t_availability = r.t_availability + excluded.t_availability,
      t_booking_changes = r.t_booking_changes + excluded.t_booking_changes,
      t_check_in_out = r.t_check_in_out + excluded.t_check_in_out,
      t_breakfast_and_restaurant = r.t_breakfast_and_restaurant + excluded.t_breakfast_and_restaurant,
      t_parking_and_transport = r.t_parking_and_transport + excluded.t_parking_and_transport,
      t_directions = r.t_directions + excluded.t_directions,
      t_amenities = r.t_amenities + excluded.t_amenities,
      t_billing = r.t_billing + excluded.t_billing,
      t_lost_and_found = r.t_lost_and_found + excluded.t_lost_and_found,
      t_complaint = r.t_complaint + excluded.t_complaint,
      t_other = r.t_other + excluded.t_other;
  return null;
end $$;

create trigger call_rollups_insert after insert on public.call_logs
  referencing new table as new_rows for each statement execute function public.call_rollups_on_insert();
create trigger call_rollups_update after update on public.call_logs
  referencing old table as old_rows new table as new_rows for each statement execute function public.call_rollups_on_update();
create trigger call_rollups_delete after delete on public.call_logs
  referencing old table as old_rows for each statement execute function public.call_rollups_on_delete();

-- Rebuilds the rollups of one hotel (or all) from call_logs; writers wait while it runs.
create function public.rebuild_call_rollups(only_hotel uuid default null) returns integer
language plpgsql as $$
declare
  written integer;
begin
  lock table public.call_logs in share mode;
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
  return written;
end $$;

select public.rebuild_call_rollups();

