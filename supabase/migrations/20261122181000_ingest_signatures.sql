-- Signatures of accepted ingest and webhook requests, remembered for their replay window so the
-- same signed request is accepted once. Kept in Postgres so it works with either queue backend.
create table public.ingest_signatures (
  signature text primary key check (char_length(signature) <= 200),
  expires_at timestamptz not null
);
comment on table public.ingest_signatures is 'Replay protection for signed ingest and webhook requests; rows expire with their window.';
create index ingest_signatures_expires_idx on public.ingest_signatures (expires_at);

-- Only the server (service role, which bypasses RLS) reads or writes it.
alter table public.ingest_signatures enable row level security;
create policy ingest_signatures_none on public.ingest_signatures for select to authenticated using (false);
