-- Through PostgREST too, a user with two-step sign-in on is signed in only after the second step
-- (issue #19, decision 022). In Supabase mode anyone with the password gets an aal1 token from
-- GoTrue with the public anon key; without this, that token would read the hotel's rows directly.
--
-- The second step is passed when the token says aal2 (GoTrue's MFA), or the api's code step passed
-- this session (account_sessions.second_step_at: a recovery code, which GoTrue cannot raise to
-- aal2), or the user has no verified factor: GoTrue's auth.mfa_factors in Supabase, our
-- two_step_factors in local mode. plpgsql, so the GoTrue table is looked up only where it exists.
create or replace function public.second_step_passed() returns boolean
language plpgsql stable security definer set search_path = public as $$
declare
  claims jsonb := coalesce(auth.jwt(), '{}'::jsonb);
  has_factor boolean := false;
begin
  if claims ->> 'aal' = 'aal2' or auth.uid() is null then
    return true;
  end if;
  if to_regclass('auth.mfa_factors') is not null then
    execute 'select exists (select 1 from auth.mfa_factors where user_id = $1 and status::text = ''verified'')'
      into has_factor using auth.uid();
  end if;
  has_factor := has_factor or exists (
    select 1 from public.two_step_factors f where f.user_id = auth.uid() and f.enabled_at is not null);
  if not has_factor then
    return true;
  end if;
  return exists (
    select 1 from public.account_sessions s
    where s.user_id = auth.uid() and s.second_step_at is not null and s.ended_at is null
      and s.session_id::text = claims ->> 'session_id');
end
$$;
comment on function public.second_step_passed() is 'False for a signed-in user with a verified two-step factor whose session has not passed the second step (aal1 and not passed by the api''s code step).';

-- One restrictive policy per public table, on top of the permissive ones that say who reads what.
-- A table added later needs its own (the RLS test lists every table and checks for it).
do $$
declare
  t text;
begin
  for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p')
  loop
    execute format(
      'create policy %I on public.%I as restrictive for all to authenticated using (public.second_step_passed()) with check (public.second_step_passed())',
      t || '_second_step', t);
  end loop;
end
$$;
