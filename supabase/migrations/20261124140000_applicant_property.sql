-- The sign-up form asks which property the applicant runs (issue #20), so an admin activating the
-- application knows which hotel to link. Both optional; empty when not given.
alter table public.users
  add column applied_hotel_name text not null default '' check (char_length(applied_hotel_name) <= 200),
  add column applied_hotel_city text not null default '' check (char_length(applied_hotel_city) <= 100);

comment on column public.users.applied_hotel_name is 'The hotel the applicant named at sign-up (optional, free text).';
comment on column public.users.applied_hotel_city is 'The city of that hotel, as the applicant wrote it (optional).';
