-- Why: one deployment-wide AGENT_API_TOKEN opened every hotel's context, knowledge and PMS tools
-- (issue #30, finding 5). Each hotel now has its own agent credential: an admin creates it on the
-- hotel's page, sees it once, and rotates it (the old one stops at once). Only its SHA-256 is kept.

create table public.hotel_agent_credentials (
  hotel_id uuid primary key references public.hotels (hotel_id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.hotel_agent_credentials is 'Each hotel''s voice-agent bearer credential, as the SHA-256 (hex) of the token; the token itself is shown once and never stored.';

-- When the current credential was last accepted, kept apart from the credential so an agent request
-- that got past the token and was then refused never rewrites the credential row. A rotation
-- deletes it with the old token.
create table public.hotel_agent_credential_uses (
  hotel_id uuid primary key references public.hotel_agent_credentials (hotel_id) on delete cascade,
  last_used_at timestamptz not null
);
comment on table public.hotel_agent_credential_uses is 'When the hotel''s current agent credential was last accepted (written at most once a minute).';

alter table public.hotel_agent_credentials enable row level security;
alter table public.hotel_agent_credential_uses enable row level security;
-- No browser role reads them: only the server (service role) does.
create policy hotel_agent_credentials_none on public.hotel_agent_credentials for select to authenticated using (false);
create policy hotel_agent_credential_uses_none on public.hotel_agent_credential_uses for select to authenticated using (false);
create policy hotel_agent_credentials_second_step on public.hotel_agent_credentials as restrictive for all
  to authenticated using (public.second_step_passed()) with check (public.second_step_passed());
create policy hotel_agent_credential_uses_second_step on public.hotel_agent_credential_uses as restrictive for all
  to authenticated using (public.second_step_passed()) with check (public.second_step_passed());
