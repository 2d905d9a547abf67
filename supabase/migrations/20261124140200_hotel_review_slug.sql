-- A short, readable review link per hotel (issue #20): /r/harbor-view-hotel redirects to the review
-- page; the UUID link (/review?hotelId=…) keeps working. Every hotel gets a slug from its name when
-- it is created (a trigger, so the admin form, the seed and tests all get one); a name shared by
-- two hotels gets -2, -3… The slug does not follow later renames: printed QR codes keep working.
create or replace function public.slugify_hotel_name(name text) returns text
language sql immutable as $$
  select coalesce(nullif(trim(both '-' from left(regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g'), 60)), ''), 'hotel')
$$;

create or replace function public.assign_hotel_review_slug() returns trigger
language plpgsql as $$
declare
  base text := public.slugify_hotel_name(new.name);
  candidate text := base;
  n int := 1;
begin
  if new.review_slug is not null then
    return new;
  end if;
  -- Serialises slug choice, so two hotels of the same name created at once cannot pick the same one.
  perform pg_advisory_xact_lock(hashtext('hotel_review_slug'));
  while exists (select 1 from public.hotels where review_slug = candidate) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  new.review_slug := candidate;
  return new;
end;
$$;

alter table public.hotels add column review_slug text check (review_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$');

-- Existing hotels, oldest first, so the first of two same-named hotels keeps the plain slug.
with named as (
  select hotel_id, public.slugify_hotel_name(name) as base,
         row_number() over (partition by public.slugify_hotel_name(name) order by created_at, hotel_id) as n
  from public.hotels
)
update public.hotels h set review_slug = case when named.n = 1 then named.base else named.base || '-' || named.n end
from named where named.hotel_id = h.hotel_id;

alter table public.hotels alter column review_slug set not null;
create unique index hotels_review_slug_idx on public.hotels (review_slug);
create trigger hotels_review_slug before insert on public.hotels
  for each row execute function public.assign_hotel_review_slug();

comment on column public.hotels.review_slug is 'The hotel''s short review link: /r/<review_slug> redirects to its review page.';
