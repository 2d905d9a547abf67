-- Why: issue #33, "the guest behind a number" (decision 093). Every call of one caller number is
-- one guest thread per hotel. Numbers are stored as the platform sent them ("+44 20 7946 0958",
-- "0044 (0)20 7946 0958", "+442079460958"), so calls are matched on one normal form of the stored
-- number, computed by the function below and indexed, so that a thread is an index range even at a
-- hotel with a million calls. The stored number itself is unchanged (erasure and the callback
-- reveal keep reading it as sent).

-- E.164 where the number says its country ('+' or the international '00' prefix, a "(0)" trunk
-- digit dropped), else the digits as dialled; null when no digit is left (no number, or one the
-- card redactor emptied). api/src/platform/phone-number.ts is the same rule for PMS phone numbers
-- (a test holds the two together).
create function public.caller_e164(number text) returns text
  language sql immutable parallel safe
  set search_path = ''
as $$
  select case
    when digits = '' then null
    when international then '+' || digits
    else digits
  end
  from (
    select regexp_replace(case when s ~ '^00' then substr(s, 3) else s end, '[^0-9]', '', 'g') as digits,
           s ~ '^(\+|00)' as international
    from (select regexp_replace(btrim(coalesce(number, '')), '\(0\)', '', 'g') as s) cleaned
  ) parts
$$;
comment on function public.caller_e164(text) is
  'A caller number in one normal form (E.164 when it carries its country): the key of a guest thread.';

-- A thread newest first, its count, and the call list filtered by caller, all from one index range.
create index call_logs_hotel_caller_thread_idx
  on public.call_logs (hotel_id, public.caller_e164(caller_number), started_at desc, call_id desc)
  where caller_number is not null;

-- What the hotel's PMS answered for a caller's number (the guest's name and stay), kept briefly so
-- that opening the thread's calls one after another asks the PMS once. A miss is kept too (guest
-- null). Erasure of the caller deletes the row with the calls; an expired row is replaced on the next
-- lookup and removed by any lookup of the hotel.
create table public.pms_guest_lookups (
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  caller_e164 text not null,
  guest jsonb,
  looked_up_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (hotel_id, caller_e164)
);
comment on table public.pms_guest_lookups is
  'Short-lived copies of the PMS''s answer to "who has this phone number" per hotel and caller (decision 093).';
create index pms_guest_lookups_expiry_idx on public.pms_guest_lookups (hotel_id, expires_at);
alter table public.pms_guest_lookups enable row level security;
-- Read by the api only: the thread's route decides who sees a guest's name (the call's readers).
create policy pms_guest_lookups_none on public.pms_guest_lookups for select to authenticated using (false);
create policy pms_guest_lookups_second_step on public.pms_guest_lookups as restrictive for all
  to authenticated using (public.second_step_passed()) with check (public.second_step_passed());
