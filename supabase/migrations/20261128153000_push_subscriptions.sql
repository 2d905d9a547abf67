-- Why: issue #34, push notifications on the front desk's phones (decision 094). A person's
-- browsers each hold one Web Push subscription; an alert owed to a person becomes one push per
-- subscribed device, written with the alert (like alert_emails) and sent by a queue job each.

create table public.push_subscriptions (
  push_subscription_id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (user_id) on delete cascade,
  endpoint text not null unique check (char_length(endpoint) between 10 and 1000),
  p256dh text not null check (char_length(p256dh) between 80 and 100),
  auth text not null check (char_length(auth) between 16 and 30),
  device_name text not null check (char_length(device_name) between 1 and 100),
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
comment on table public.push_subscriptions is 'Web Push subscriptions, one per browser (endpoint) a person turned notifications on in: the push service URL and the keys that encrypt for it (RFC 8291). Removed when the push service answers 404/410, the person removes the device or signs out everywhere.';
comment on column public.push_subscriptions.device_name is 'A readable name from the user agent at subscription ("Chrome on Android"); the user agent itself is not kept.';
create index push_subscriptions_user_idx on public.push_subscriptions (user_id);
alter table public.push_subscriptions enable row level security;
create policy push_subscriptions_select_own on public.push_subscriptions for select to authenticated
  using (user_id = auth.uid());

create table public.push_deliveries (
  push_delivery_id uuid primary key default gen_random_uuid(),
  push_subscription_id uuid not null references public.push_subscriptions (push_subscription_id) on delete cascade,
  user_id uuid not null references public.users (user_id) on delete cascade,
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  reason text not null check (reason in (
    'complaint', 'negative_sentiment', 'callback_requested', 'transferred', 'missed_or_failed', 'low_review',
    'follow_up_assigned')),
  subject_id text not null check (char_length(subject_id) between 1 and 200),
  title text not null check (char_length(title) <= 200),
  body text not null check (char_length(body) <= 200),
  url text not null check (char_length(url) <= 2000),
  due_at timestamptz not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (push_subscription_id, hotel_id, reason, subject_id)
);
comment on table public.push_deliveries is 'Pushes owed: one per device and alert (person, hotel, reason, subject), however often the alert is recorded. Due at once or after quiet hours; sent_at set once the push service took it (201).';
create index push_deliveries_due_idx on public.push_deliveries (hotel_id, due_at) where sent_at is null;
alter table public.push_deliveries enable row level security;
create policy push_deliveries_select_admin on public.push_deliveries for select to authenticated using (public.is_admin());

-- Push is a delivery choice beside the others of each reason: null takes the default of contracts/alert-vocabulary.ts.
alter table public.alert_settings add column push boolean;
comment on column public.alert_settings.push is 'Whether the reason also pushes to the person''s subscribed devices; null: the default (on for reasons that alert immediately by default).';
