-- Why: issue #34 asks that each person choose per hotel which events push to which of their
-- devices. The reasons are chosen per hotel in alert_settings.push; this table holds the other
-- half: a device that should not get one hotel's pushes (the front desk's phone for its own
-- hotel only, the owner's laptop for none). A device gets every hotel's pushes unless muted here.

create table public.push_device_hotel_mutes (
  push_subscription_id uuid not null references public.push_subscriptions (push_subscription_id) on delete cascade,
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (push_subscription_id, hotel_id)
);
comment on table public.push_device_hotel_mutes is 'A person''s device that gets no pushes from one hotel (chosen on that hotel''s alerts page). Read when an alert owes pushes and again when each push goes.';
create index push_device_hotel_mutes_hotel_idx on public.push_device_hotel_mutes (hotel_id);
alter table public.push_device_hotel_mutes enable row level security;
create policy push_device_hotel_mutes_none on public.push_device_hotel_mutes for select to authenticated using (false);
create policy push_device_hotel_mutes_second_step on public.push_device_hotel_mutes as restrictive for all
  to authenticated using (public.second_step_passed()) with check (public.second_step_passed());
