-- Row-level security follows the team roles the api enforces (issue #19, decision 022).
--
-- platform/access maps roles to permissions: `calls` (every member), `manage` (owner, manager),
-- `own` (owner). The policies ask the same question through public.has_hotel_permission(), read
-- live from user_hotels on every statement: a member removed from the team loses the hotel's rows
-- at once, and so does a deactivated account (the api refuses those too).

create or replace function public.has_hotel_permission(target uuid, permission text) returns boolean
language sql stable security definer set search_path = public as $$
  select public.is_admin() or exists (
    select 1 from public.user_hotels uh join public.users u on u.user_id = uh.user_id
    where uh.hotel_id = target and uh.user_id = auth.uid() and u.activated
      and case permission
        when 'calls' then true
        when 'manage' then uh.role in ('owner', 'manager')
        when 'own' then uh.role = 'owner'
        else false
      end
  )
$$;
comment on function public.has_hotel_permission(uuid, text) is 'True when the current user''s role at the hotel grants the permission (calls, manage, own); admins act as owners. The same map as platform/access.';

-- Every existing `_select_linked` policy goes through can_access_hotel: it now means `calls`.
create or replace function public.can_access_hotel(target uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select public.has_hotel_permission(target, 'calls')
$$;

-- The team page (manage): owners and managers see their hotel's members and open invitations; the
-- front desk sees only its own link.
drop policy user_hotels_select_own on public.user_hotels;
create policy user_hotels_select_team on public.user_hotels for select to authenticated
  using (user_id = auth.uid() or public.has_hotel_permission(hotel_id, 'manage'));
drop policy hotel_invitations_select_admin on public.hotel_invitations;
create policy hotel_invitations_select_managers on public.hotel_invitations for select to authenticated
  using (public.has_hotel_permission(hotel_id, 'manage'));

-- A person's own alert settings and bell notifications name a hotel: they go with the membership.
drop policy alert_settings_select_own on public.alert_settings;
create policy alert_settings_select_own on public.alert_settings for select to authenticated
  using (user_id = auth.uid() and public.can_access_hotel(hotel_id));
drop policy notifications_select_own on public.notifications;
create policy notifications_select_own on public.notifications for select to authenticated
  using (user_id = auth.uid() and public.can_access_hotel(hotel_id));

-- Settings that live as columns of hotels (guest-data choices) cannot follow a role row by row:
-- they are withheld from the browser roles altogether (the api serves them by role). The other
-- columns stay readable under hotels_select_linked. A column added later is not granted until a
-- migration says so.
revoke select on public.hotels from anon, authenticated;
do $$
declare
  readable text;
begin
  select string_agg(quote_ident(column_name), ', ' order by ordinal_position) into readable
  from information_schema.columns
  where table_schema = 'public' and table_name = 'hotels'
    and column_name not in ('card_last4_visible', 'recording_retention_days', 'transcript_retention_days');
  execute format('grant select (%s) on public.hotels to anon, authenticated', readable);
end
$$;
