create table public.prompts (
  prompt_id text primary key check (prompt_id in (
    'base_personality', 'friendly_greeting', 'clarifying_questions', 'make_reservation',
    'booking_confirmation', 'update_reservation', 'lookup_reservation', 'service_assistance',
    'complaint_resolution', 'helpful_information', 'ending_conversation')),
  body text not null default '' check (char_length(body) <= 100000),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
comment on table public.prompts is 'The eleven prompt templates that drive the voice agent; the id is the template id.';

create table public.prompt_versions (
  prompt_version_id bigint generated always as identity primary key,
  prompt_id text not null references public.prompts (prompt_id) on delete cascade,
  body text not null,
  created_by uuid references auth.users (id) on delete set null,
  created_by_email text not null default '',
  restored_from bigint,
  created_at timestamptz not null default now()
);
comment on table public.prompt_versions is 'Every saved body of a prompt template, newest last, for history and restore.';
create index prompt_versions_prompt_idx on public.prompt_versions (prompt_id, prompt_version_id desc);

alter table public.prompts enable row level security;
create policy prompts_select_admin on public.prompts for select to authenticated using (public.is_admin());
create policy prompts_update_admin on public.prompts for update to authenticated using (public.is_admin());
alter table public.prompt_versions enable row level security;
create policy prompt_versions_select_admin on public.prompt_versions for select to authenticated using (public.is_admin());
create policy prompt_versions_insert_admin on public.prompt_versions for insert to authenticated with check (public.is_admin());
