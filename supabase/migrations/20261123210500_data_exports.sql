-- Exports of large hotels (issue #17, decision 016): built by a job into private storage under
-- calls/exports/<hotel>/<export>.zip, fetched through an e-mailed link, removed when the link
-- expires and when a caller of that hotel is erased.
create table public.data_exports (
  export_id uuid primary key default gen_random_uuid(),
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  requested_by uuid references public.users (user_id) on delete set null,
  email text not null,
  status text not null default 'pending' check (status in ('pending', 'ready')),
  -- SHA-256 of the link's secret part, set when the zip is ready; the link itself is only in the e-mail.
  token_hash bytea,
  object_path text,
  size_bytes bigint,
  calls integer,
  created_at timestamptz not null default now(),
  ready_at timestamptz,
  expires_at timestamptz not null
);
comment on table public.data_exports is 'Hotel exports built by a job; the zip lives in storage until expires_at.';
create index data_exports_hotel_idx on public.data_exports (hotel_id);
create index data_exports_expires_idx on public.data_exports (expires_at);
alter table public.data_exports enable row level security;
create policy data_exports_select_admin on public.data_exports for select to authenticated using (public.is_admin());
