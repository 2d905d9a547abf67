-- Accounts as people expect (issue #19): hotel teams with roles, invitations, sessions list.
--
-- Why a role column on user_hotels instead of a new hotel_members table: user_hotels already is
-- "who belongs to which hotel" and a dozen queries (and other branches) read it. Every existing
-- link was an owner's, so the default keeps them owners.
alter table public.user_hotels
  add column role text not null default 'owner' check (role in ('owner', 'manager', 'front_desk'));
comment on column public.user_hotels.role is 'owner: everything; manager: everything but deleting the hotel or changing owners; front_desk: calls, follow-ups, reviews, insights.';
comment on table public.user_hotels is 'The members of each hotel''s team and their role.';

-- The member's role at the hotel, or null; admins count as owners. Used by policies.
create or replace function public.hotel_role(target uuid) returns text
language sql stable security definer set search_path = public as $$
  select case when public.is_admin() then 'owner'
    else (select uh.role from public.user_hotels uh where uh.hotel_id = target and uh.user_id = auth.uid()) end
$$;

create table public.hotel_invitations (
  hotel_invitation_id uuid primary key default gen_random_uuid(),
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  email text not null check (char_length(email) between 3 and 320),
  role text not null check (role in ('manager', 'front_desk')),
  -- Only the SHA-256 of the link's token: a database leak does not leak working invitations.
  token_hash text not null unique,
  invited_by uuid references public.users (user_id) on delete set null,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.hotel_invitations is 'Invitations to join a hotel''s team by e-mail; valid 7 days, single use, revocable.';
-- One open invitation per address and hotel: inviting again re-sends it.
create unique index hotel_invitations_open_idx on public.hotel_invitations (hotel_id, lower(email))
  where accepted_at is null and revoked_at is null;

alter table public.hotel_invitations enable row level security;
create policy hotel_invitations_select_admin on public.hotel_invitations for select to authenticated using (public.is_admin());

-- Sessions as the account page lists them. The api records them at sign-in and refresh in both
-- auth modes (GoTrue has no endpoint that lists a user's sessions).
create table public.account_sessions (
  session_id uuid primary key,
  user_id uuid not null references public.users (user_id) on delete cascade,
  user_agent text not null default '' check (char_length(user_agent) <= 512),
  -- The client's network only (/24 of IPv4, /48 of IPv6): enough to recognise a place, not a person.
  network text not null default '',
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  ended_at timestamptz
);
comment on table public.account_sessions is 'Signed-in sessions for the account page: device, network and last activity.';
create index account_sessions_user_idx on public.account_sessions (user_id, last_seen_at desc);

alter table public.account_sessions enable row level security;
create policy account_sessions_select_own on public.account_sessions for select to authenticated using (user_id = auth.uid());
