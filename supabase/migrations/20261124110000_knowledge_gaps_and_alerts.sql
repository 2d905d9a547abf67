-- Why: the loop from a call to a better agent (issue #14). The worker finds the caller questions
-- the agent could not answer when it indexes a call; similar questions of one hotel are one gap
-- (grouped by pg_trgm similarity of a normalised question key, decision 018). Owners and admins
-- answer a gap, which becomes hotel knowledge. Alerts tell owners about calls that need them.

create table public.knowledge_gaps (
  knowledge_gap_id uuid primary key default gen_random_uuid(),
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  question text not null check (char_length(question) between 1 and 500),
  question_key text not null check (char_length(question_key) <= 500),
  answer text check (char_length(answer) <= 5000),
  answered_by uuid references public.users (user_id) on delete set null,
  answered_at timestamptz,
  knowledge_file_id uuid references public.knowledge_files (knowledge_file_id) on delete set null,
  created_at timestamptz not null default now(),
  check ((answer is null) = (answered_at is null))
);
comment on table public.knowledge_gaps is 'One question (and its paraphrases) a hotel''s receptionist could not answer; answered when someone taught the agent.';
comment on column public.knowledge_gaps.question_key is 'Normalised question (lowercase, stop words out, words sorted) compared with pg_trgm similarity to group paraphrases.';
create index knowledge_gaps_key_trgm_idx on public.knowledge_gaps using gin (question_key extensions.gin_trgm_ops);
create index knowledge_gaps_hotel_idx on public.knowledge_gaps (hotel_id);

create table public.knowledge_gap_questions (
  knowledge_gap_id uuid not null references public.knowledge_gaps (knowledge_gap_id) on delete cascade,
  hotel_id uuid not null,
  call_id text not null,
  turn_index integer not null check (turn_index >= 0),
  question text not null check (char_length(question) between 1 and 500),
  signal text not null check (signal in ('did_not_know', 'offered_message', 'passed_to_staff', 'caller_repeated')),
  asked_at timestamptz not null,
  primary key (hotel_id, call_id, turn_index),
  foreign key (hotel_id, call_id) references public.call_logs (hotel_id, call_id) on delete cascade
);
comment on table public.knowledge_gap_questions is 'Each time a caller asked a gap''s question: the call, the caller turn and what showed the agent did not know. Keyed by call and turn so indexing a call again adds nothing.';
create index knowledge_gap_questions_gap_idx on public.knowledge_gap_questions (knowledge_gap_id, asked_at desc);

alter table public.knowledge_gaps enable row level security;
create policy knowledge_gaps_select_linked on public.knowledge_gaps for select to authenticated
  using (public.can_access_hotel(hotel_id));
alter table public.knowledge_gap_questions enable row level security;
create policy knowledge_gap_questions_select_linked on public.knowledge_gap_questions for select to authenticated
  using (public.can_access_hotel(hotel_id));

-- Alerts. A person's setting per hotel and reason; a missing row means the default.
create table public.alert_settings (
  user_id uuid not null references public.users (user_id) on delete cascade,
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  reason text not null check (reason in (
    'complaint', 'negative_sentiment', 'callback_requested', 'transferred', 'missed_or_failed', 'low_review',
    'weekly_digest')),
  delivery text not null check (delivery in ('off', 'immediate', 'daily')),
  updated_at timestamptz not null default now(),
  primary key (user_id, hotel_id, reason),
  check (reason <> 'weekly_digest' or delivery in ('off', 'immediate'))
);
comment on table public.alert_settings is 'How each person hears about each alert reason of each hotel (off, immediate, daily summary); absent rows take the defaults in contracts/alerts.ts.';
alter table public.alert_settings enable row level security;
create policy alert_settings_select_own on public.alert_settings for select to authenticated
  using (user_id = auth.uid());

create table public.notifications (
  notification_id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (user_id) on delete cascade,
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  reason text not null check (reason in (
    'complaint', 'negative_sentiment', 'callback_requested', 'transferred', 'missed_or_failed', 'low_review')),
  subject_id text not null check (char_length(subject_id) between 1 and 200),
  title text not null check (char_length(title) <= 300),
  detail text not null default '' check (char_length(detail) <= 1000),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  unique (user_id, hotel_id, reason, subject_id)
);
comment on table public.notifications is 'In-app alerts (the dashboard bell): one per person, call or review, and reason, however often the alert job runs.';
comment on column public.notifications.subject_id is 'The call id, or the review id for low_review.';
create index notifications_user_idx on public.notifications (user_id, created_at desc);
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;
alter table public.notifications enable row level security;
create policy notifications_select_own on public.notifications for select to authenticated
  using (user_id = auth.uid());

-- Alert e-mails carry an HTML part and the RFC 8058 unsubscribe headers.
alter table public.outbox_messages
  add column html_body text,
  add column headers jsonb not null default '{}'::jsonb;
comment on column public.outbox_messages.headers is 'Extra e-mail headers (List-Unsubscribe, List-Unsubscribe-Post), name to value.';

create table public.alert_emails (
  user_id uuid not null references public.users (user_id) on delete cascade,
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  reason text not null check (reason in (
    'complaint', 'negative_sentiment', 'callback_requested', 'transferred', 'missed_or_failed', 'low_review')),
  subject_id text not null check (char_length(subject_id) between 1 and 200),
  title text not null,
  detail text not null default '',
  due_at timestamptz not null,
  created_at timestamptz not null default now(),
  handled_at timestamptz,
  outbox_message_id uuid references public.outbox_messages (outbox_message_id) on delete set null,
  summarized_in uuid references public.outbox_messages (outbox_message_id) on delete set null,
  over_cap boolean not null default false,
  primary key (user_id, hotel_id, reason, subject_id)
);
comment on column public.alert_emails.over_cap is 'Came past the hourly cap: held until the hour is over, then counted in one "and N more" e-mail.';
comment on table public.alert_emails is 'Immediate alert e-mails owed to a person: one per call or review and reason. Held until due_at (quiet hours), then written to the outbox on its own or, past the hourly cap, counted in one "and N more" e-mail.';
create index alert_emails_pending_idx on public.alert_emails (hotel_id, user_id, due_at) where handled_at is null;
create index alert_emails_recent_idx on public.alert_emails (hotel_id, user_id, handled_at) where handled_at is not null;
alter table public.alert_emails enable row level security;
create policy alert_emails_select_admin on public.alert_emails for select to authenticated using (public.is_admin());

create table public.weekly_digests (
  hotel_id uuid not null references public.hotels (hotel_id) on delete cascade,
  week_start date not null,
  sent_at timestamptz not null default now(),
  recipients integer not null default 0,
  primary key (hotel_id, week_start)
);
comment on table public.weekly_digests is 'Which week''s digest each hotel got: written with its e-mails in one transaction, so a week is never sent twice or skipped.';
comment on column public.weekly_digests.week_start is 'The Monday (hotel''s calendar) that starts the week the digest reports on.';
alter table public.weekly_digests enable row level security;
create policy weekly_digests_select_linked on public.weekly_digests for select to authenticated
  using (public.can_access_hotel(hotel_id));
