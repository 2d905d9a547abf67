create extension if not exists pg_trgm with schema extensions;

-- True when the verified token carries app_metadata.admin = true (never user_metadata).
create or replace function public.is_admin() returns boolean language sql stable as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'admin')::boolean, false)
$$;

create table public.users (
  user_id uuid primary key references auth.users (id) on delete cascade,
  first_name text not null check (char_length(first_name) between 1 and 100),
  last_name text not null check (char_length(last_name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 320),
  phone_number text not null default '' check (char_length(phone_number) <= 40),
  activated boolean not null default false,
  rejected_at timestamptz,
  activated_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.users is 'Hotel owner profiles, keyed by the auth user id; activated is false until the team approves the application.';
create index users_pending_idx on public.users (created_at) where not activated and rejected_at is null;
create index users_email_idx on public.users (lower(email));

create table public.hotels (
  hotel_id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  address text not null default '' check (char_length(address) <= 500),
  role text not null default 'Hotel' check (char_length(role) <= 100),
  location text not null default '' check (char_length(location) <= 200),
  website text not null default '' check (char_length(website) <= 500),
  facility_owner text not null default '' check (char_length(facility_owner) <= 200),
  phone_number text not null default '' check (char_length(phone_number) <= 40),
  last_active timestamptz,
  profile_picture text not null default '' check (char_length(profile_picture) <= 500),
  google_place_id text not null default '' check (char_length(google_place_id) <= 300),
  assistant_name text not null default 'Aria' check (char_length(assistant_name) between 1 and 60),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.hotels is 'Hotel profiles; assistant_name is the voice agent persona shown beside transcripts.';
create index hotels_name_trgm_idx on public.hotels using gin (lower(name) extensions.gin_trgm_ops);
create index hotels_name_idx on public.hotels (lower(name), hotel_id);

create table public.user_hotels (
  user_id uuid not null references public.users (user_id) on delete cascade,
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, hotel_id)
);
comment on table public.user_hotels is 'Which hotels each owner may see and manage.';
create index user_hotels_hotel_id_idx on public.user_hotels (hotel_id);

-- True when the current user is linked to the hotel or is an admin; used by every hotel policy.
create or replace function public.can_access_hotel(target uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select public.is_admin() or exists (
    select 1 from public.user_hotels uh where uh.hotel_id = target and uh.user_id = auth.uid()
  )
$$;

alter table public.users enable row level security;
create policy users_select_own on public.users for select to authenticated using (user_id = auth.uid() or public.is_admin());
create policy users_update_admin on public.users for update to authenticated using (public.is_admin());

alter table public.hotels enable row level security;
create policy hotels_select_linked on public.hotels for select to authenticated using (public.can_access_hotel(hotel_id));
create policy hotels_insert_admin on public.hotels for insert to authenticated with check (public.is_admin());
create policy hotels_update_admin on public.hotels for update to authenticated using (public.is_admin());
create policy hotels_delete_admin on public.hotels for delete to authenticated using (public.is_admin());

alter table public.user_hotels enable row level security;
create policy user_hotels_select_own on public.user_hotels for select to authenticated using (user_id = auth.uid() or public.is_admin());
create policy user_hotels_insert_admin on public.user_hotels for insert to authenticated with check (public.is_admin());
create policy user_hotels_delete_admin on public.user_hotels for delete to authenticated using (public.is_admin());
