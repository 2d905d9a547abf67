-- Two-step sign-in (issue #19): an authenticator-app factor per user, its recovery codes, and the
-- short-lived ticket between the password step and the code step. The api alone reads these
-- tables (service role); RLS is on with no policies, so no browser token can read a secret.

create table public.two_step_factors (
  user_id uuid primary key references public.users (user_id) on delete cascade,
  -- The TOTP secret, AES-256-GCM with the key-encryption key (decision 022, like PMS keys).
  secret_ciphertext bytea not null,
  secret_iv bytea not null,
  secret_tag bytea not null,
  -- Null while set-up waits for the first code; sign-in asks for a code only once this is set.
  enabled_at timestamptz,
  -- The last 30-second time step a code was accepted for: a code is never accepted twice.
  last_used_step bigint not null default 0,
  created_at timestamptz not null default now()
);
comment on table public.two_step_factors is 'Authenticator-app (TOTP) factor per user; secret encrypted at rest.';
alter table public.two_step_factors enable row level security;
create policy two_step_factors_none on public.two_step_factors for select to authenticated using (false);

create table public.two_step_recovery_codes (
  user_id uuid not null references public.users (user_id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  primary key (user_id, code_hash)
);
comment on table public.two_step_recovery_codes is 'One-time recovery codes (SHA-256), shown once at set-up.';
alter table public.two_step_recovery_codes enable row level security;
create policy two_step_recovery_codes_none on public.two_step_recovery_codes for select to authenticated using (false);

create table public.two_step_tickets (
  ticket_hash text primary key,
  user_id uuid not null references public.users (user_id) on delete cascade,
  -- The session the password step made, sealed; it reaches the browser only after a right code.
  session_ciphertext bytea not null,
  session_iv bytea not null,
  session_tag bytea not null,
  expires_at timestamptz not null
);
comment on table public.two_step_tickets is 'Password step passed, code step pending: five minutes to enter the code.';
create index two_step_tickets_expiry_idx on public.two_step_tickets (expires_at);
alter table public.two_step_tickets enable row level security;
create policy two_step_tickets_none on public.two_step_tickets for select to authenticated using (false);
