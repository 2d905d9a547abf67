create table public.demo_requests (
  demo_request_id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 320),
  hotel text not null check (char_length(hotel) between 1 and 200),
  message text not null check (char_length(message) between 1 and 5000),
  handled_at timestamptz,
  handled_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.demo_requests is 'Requests from the landing page''s Schedule a Demo form.';
create index demo_requests_created_at_idx on public.demo_requests (created_at desc);

create table public.reviews (
  review_id uuid primary key default gen_random_uuid(),
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  feedback text not null default '' check (char_length(feedback) <= 5000),
  created_at timestamptz not null default now()
);
comment on table public.reviews is 'Guest reviews left on the public review page.';
create index reviews_hotel_created_idx on public.reviews (hotel_id, created_at desc);

alter table public.demo_requests enable row level security;
create policy demo_requests_insert_anon on public.demo_requests for insert to anon, authenticated with check (true);
create policy demo_requests_select_admin on public.demo_requests for select to authenticated using (public.is_admin());
create policy demo_requests_update_admin on public.demo_requests for update to authenticated using (public.is_admin());

alter table public.reviews enable row level security;
create policy reviews_insert_anon on public.reviews for insert to anon, authenticated with check (true);
create policy reviews_select_linked on public.reviews for select to authenticated using (public.can_access_hotel(hotel_id));
