-- Why: issue #32, "let the front desk act on a handover" (decision 086). A follow-up (a call with
-- follow-up reasons, decision 017) can be given to a team member, talked about and marked done or
-- reopened. The current state lives in two small tables (who has it; the existing handled table
-- for done), so the one open-follow-up definition stays a single anti-join; what happened and who
-- said what is an append-only activity list, comments included.

create table public.call_follow_up_assignments (
  hotel_id uuid not null,
  call_id text not null,
  assignee_id uuid not null,
  assigned_by uuid references public.users (user_id) on delete set null,
  assigned_at timestamptz not null default now(),
  primary key (hotel_id, call_id),
  -- A person who leaves the team leaves their follow-ups unassigned.
  foreign key (assignee_id, hotel_id) references public.user_hotels (user_id, hotel_id) on delete cascade
);
comment on table public.call_follow_up_assignments is 'Who on the hotel''s team has each follow-up (one person or nobody), who gave it to them and when.';
create index call_follow_up_assignments_assignee_idx on public.call_follow_up_assignments (hotel_id, assignee_id);
alter table public.call_follow_up_assignments enable row level security;
create policy call_follow_up_assignments_select_linked on public.call_follow_up_assignments for select to authenticated
  using (public.can_access_hotel(hotel_id));
create policy call_follow_up_assignments_second_step on public.call_follow_up_assignments as restrictive for all
  to authenticated using (public.second_step_passed()) with check (public.second_step_passed());

create table public.call_follow_up_activities (
  activity_id uuid primary key default gen_random_uuid(),
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  call_id text not null,
  actor_id uuid references public.users (user_id) on delete set null,
  kind text not null check (kind in ('assigned', 'unassigned', 'comment', 'done', 'reopened')),
  assignee_id uuid references public.users (user_id) on delete set null,
  body text check (char_length(body) between 1 and 2000),
  created_at timestamptz not null default now(),
  check ((kind = 'comment') = (body is not null))
);
comment on table public.call_follow_up_activities is 'What happened to each follow-up, oldest first: assigned (to assignee_id), unassigned, commented (body, plain text), done, reopened; who (actor_id) and when. Never updated.';
create index call_follow_up_activities_call_idx on public.call_follow_up_activities (hotel_id, call_id, created_at);
alter table public.call_follow_up_activities enable row level security;
create policy call_follow_up_activities_select_linked on public.call_follow_up_activities for select to authenticated
  using (public.can_access_hotel(hotel_id));
create policy call_follow_up_activities_second_step on public.call_follow_up_activities as restrictive for all
  to authenticated using (public.second_step_passed()) with check (public.second_step_passed());

-- The assignee hears about it as they chose, like every other alert: one more reason.
alter table public.alert_settings drop constraint alert_settings_reason_check,
  add constraint alert_settings_reason_check check (reason in (
    'complaint', 'negative_sentiment', 'callback_requested', 'transferred', 'missed_or_failed', 'low_review',
    'follow_up_assigned', 'weekly_digest'));
alter table public.notifications drop constraint notifications_reason_check,
  add constraint notifications_reason_check check (reason in (
    'complaint', 'negative_sentiment', 'callback_requested', 'transferred', 'missed_or_failed', 'low_review',
    'follow_up_assigned'));
alter table public.alert_emails drop constraint alert_emails_reason_check,
  add constraint alert_emails_reason_check check (reason in (
    'complaint', 'negative_sentiment', 'callback_requested', 'transferred', 'missed_or_failed', 'low_review',
    'follow_up_assigned'));
alter table public.daily_alert_items drop constraint daily_alert_items_reason_check,
  add constraint daily_alert_items_reason_check check (reason in (
    'complaint', 'negative_sentiment', 'callback_requested', 'transferred', 'missed_or_failed', 'low_review',
    'follow_up_assigned'));
comment on column public.notifications.subject_id is 'The call id (also for follow_up_assigned), or the review id for low_review.';
