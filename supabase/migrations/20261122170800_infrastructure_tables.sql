-- Rate-limit counters shared by all api processes when no Redis is used (rate-limiter-flexible).
create table public.rate_limits (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);
comment on table public.rate_limits is 'Rate-limit counters for the Postgres backend; only the server touches it.';

-- Large Socket.IO broadcasts for the Postgres adapter and emitter (NOTIFY payloads cap at 8000 bytes).
create table public.socket_io_attachments (
  id bigserial unique,
  created_at timestamptz default now(),
  payload bytea
);
comment on table public.socket_io_attachments is 'Socket.IO Postgres adapter payloads too large for NOTIFY.';
create index socket_io_attachments_created_idx on public.socket_io_attachments (created_at);

alter table public.rate_limits enable row level security;
create policy rate_limits_none on public.rate_limits for select to authenticated using (false);
alter table public.socket_io_attachments enable row level security;
create policy socket_io_attachments_none on public.socket_io_attachments for select to authenticated using (false);
