-- Two-step sign-in through GoTrue's MFA in Supabase mode (issue #19, decision 022).
--
-- A session that passed the api's code step. With GoTrue's MFA a right authenticator code raises
-- the session to aal2 at GoTrue; a recovery code (ours: GoTrue has none) cannot, so that session
-- stays aal1 and this mark is what lets the api accept it. Set in both auth modes.
alter table public.account_sessions add column second_step_at timestamptz;
comment on column public.account_sessions.second_step_at is 'When the session passed the two-step code step (authenticator or recovery code).';

-- Authenticator codes accepted lately, per user. GoTrue checks a code against the current step
-- with one step of skew but does not refuse one it already accepted; the api does, for the 90
-- seconds a code can be valid. Only the SHA-256 of user id and code is kept.
create table public.two_step_spent_codes (
  user_id uuid not null references public.users (user_id) on delete cascade,
  code_hash text not null,
  spent_until timestamptz not null,
  primary key (user_id, code_hash)
);
comment on table public.two_step_spent_codes is 'Authenticator codes already accepted (SHA-256), refused again until spent_until (Supabase mode).';
alter table public.two_step_spent_codes enable row level security;
create policy two_step_spent_codes_none on public.two_step_spent_codes for select to authenticated using (false);
