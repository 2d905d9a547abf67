-- First-party, cookie-less site analytics and the admin operations view (issue #15, decision 019).
--
-- Why this shape: the endpoint only validates and queues; the site-events worker job inserts a
-- batch of raw events and, in the same transaction, adds the rows it actually inserted to the daily
-- rollups. Event ids come from the api, so a redelivered batch inserts nothing and adds nothing.
-- The analytics page reads only rollups (a few thousand rows for 13 months), never raw events.

create table public.site_events (
  event_id uuid primary key,
  occurred_at timestamptz not null,
  day date not null,
  name text not null check (name ~ '^[a-z_]{1,40}$'),
  path text not null check (length(path) between 1 and 200),
  referrer_host text check (length(referrer_host) <= 253),
  utm_source text check (length(utm_source) <= 100),
  utm_medium text check (length(utm_medium) <= 100),
  utm_campaign text check (length(utm_campaign) <= 100),
  -- sha256(daily salt, ip, user agent) truncated; the salt is deleted after two days, so hashes of
  -- different days cannot be linked and none can be turned back into an address.
  visitor_hash text not null check (visitor_hash ~ '^[0-9a-f]{32}$'),
  hotel_id uuid references public.hotels (hotel_id) on delete cascade,
  rating smallint check (rating between 1 and 5)
);
comment on table public.site_events is 'Raw public-site events (page views and funnel steps), kept 13 months; no cookies, no addresses.';
create index site_events_occurred_idx on public.site_events (occurred_at);
create index site_events_hotel_idx on public.site_events (hotel_id, occurred_at) where hotel_id is not null;

-- The salt of each UTC day; rows older than yesterday are deleted by the retention job.
create table public.site_salts (
  day date primary key,
  salt text not null,
  created_at timestamptz not null default now()
);
comment on table public.site_salts is 'Daily visitor-hash salts, discarded after two days so visitor hashes cannot be recomputed.';

create table public.site_daily_pages (
  day date not null,
  path text not null,
  views integer not null default 0,
  primary key (day, path)
);
comment on table public.site_daily_pages is 'Rollup: page views per UTC day and path.';

create table public.site_daily_sources (
  day date not null,
  referrer_host text not null default '',
  utm_source text not null default '',
  utm_medium text not null default '',
  utm_campaign text not null default '',
  views integer not null default 0,
  primary key (day, referrer_host, utm_source, utm_medium, utm_campaign)
);
comment on table public.site_daily_sources is 'Rollup: page views per UTC day by referrer host and UTM campaign.';

-- hotel_id is the nil uuid for events of no hotel, so it can be part of the key.
create table public.site_daily_events (
  day date not null,
  name text not null,
  hotel_id uuid not null default '00000000-0000-0000-0000-000000000000',
  events integer not null default 0,
  primary key (day, name, hotel_id)
);
comment on table public.site_daily_events is 'Rollup: events per UTC day, name and hotel (review page events).';
create index site_daily_events_hotel_idx on public.site_daily_events (hotel_id, day);

-- Which funnel steps each visitor reached that day (bit flags); kept two days, then only the counts below.
create table public.site_daily_visitors (
  day date not null,
  visitor_hash text not null,
  steps integer not null,
  primary key (day, visitor_hash)
);
comment on table public.site_daily_visitors is 'Funnel steps reached per visitor hash and day; pruned after two days.';

create table public.site_daily_step_sets (
  day date not null,
  steps integer not null,
  visitors integer not null default 0,
  primary key (day, steps)
);
comment on table public.site_daily_step_sets is 'Rollup: visitors per UTC day by the exact set of funnel steps they reached (exact daily uniques and funnels).';

-- Admin alerts of the operations view; one open alert per (kind, subject) at a time.
create table public.ops_alerts (
  ops_alert_id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('hotel_silent', 'ingest_failures', 'feed_lag')),
  subject text not null,
  hotel_id uuid references public.hotels (hotel_id) on delete cascade,
  message text not null,
  opened_at timestamptz not null default now(),
  resolved_at timestamptz
);
comment on table public.ops_alerts is 'Operations alerts for admins (silent hotel, ingest failures, feed lag); e-mailed once when opened.';
create unique index ops_alerts_open_idx on public.ops_alerts (kind, subject) where resolved_at is null;
create index ops_alerts_opened_idx on public.ops_alerts (opened_at desc);

alter table public.site_events enable row level security;
create policy site_events_select_admin on public.site_events for select to authenticated using (public.is_admin());
alter table public.site_salts enable row level security;
create policy site_salts_none on public.site_salts for select to authenticated using (false);
alter table public.site_daily_pages enable row level security;
create policy site_daily_pages_select_admin on public.site_daily_pages for select to authenticated using (public.is_admin());
alter table public.site_daily_sources enable row level security;
create policy site_daily_sources_select_admin on public.site_daily_sources for select to authenticated using (public.is_admin());
alter table public.site_daily_events enable row level security;
create policy site_daily_events_select_admin on public.site_daily_events for select to authenticated using (public.is_admin());
alter table public.site_daily_visitors enable row level security;
create policy site_daily_visitors_none on public.site_daily_visitors for select to authenticated using (false);
alter table public.site_daily_step_sets enable row level security;
create policy site_daily_step_sets_select_admin on public.site_daily_step_sets for select to authenticated using (public.is_admin());
alter table public.ops_alerts enable row level security;
create policy ops_alerts_select_admin on public.ops_alerts for select to authenticated using (public.is_admin());
