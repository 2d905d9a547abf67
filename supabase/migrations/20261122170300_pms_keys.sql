create table public.pms_keys (
  hotel_id uuid primary key references public.hotels (hotel_id) on delete cascade,
  key_ciphertext bytea not null,
  key_iv bytea not null,
  key_tag bytea not null,
  key_hash text not null,
  updated_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.pms_keys is 'Each hotel''s PMS API key, AES-256-GCM encrypted; key_hash is a short SHA-256 fingerprint.';

alter table public.pms_keys enable row level security;
-- No policy for anon or authenticated: only the server (service role) reads or writes keys.
create policy pms_keys_none on public.pms_keys for select to authenticated using (false);
