-- Worker resilience (decision 013).
--
-- A knowledge file whose processing was interrupted (the process died or the job stalled) is
-- counted, so an input that kills its processor is given up on after a few tries instead of
-- being queued again forever.
alter table public.knowledge_files
  add column interrupted_runs integer not null default 0 check (interrupted_runs >= 0);
comment on column public.knowledge_files.interrupted_runs is
  'Runs that started processing and never finished; past a small limit the file is marked failed.';

-- The search index of a call reads at most the first 256 KiB of its text: a tsvector holds at
-- most 1 MiB, and a 2 MB transcript of distinct words needs more, which failed the whole row.
alter table public.call_logs drop column search_vector;
alter table public.call_logs
  add column search_vector tsvector generated always as (to_tsvector('simple', left(transcript_text, 262144))) stored;
create index call_logs_search_idx on public.call_logs using gin (search_vector);

-- One heartbeat row per running worker process: readiness and the operators' views tell a
-- worker that is down from one that is idle. queue_prefix names the queues it serves (QUEUE_PREFIX,
-- empty by default): an api counts only the workers of its own queues.
create table public.worker_heartbeats (
  worker_id text primary key check (char_length(worker_id) between 1 and 200),
  queue_prefix text not null default '',
  hostname text not null,
  pid integer not null,
  started_at timestamptz not null,
  seen_at timestamptz not null default now()
);
comment on table public.worker_heartbeats is 'Each running worker process updates its row every few seconds.';
create index worker_heartbeats_prefix_idx on public.worker_heartbeats (queue_prefix, seen_at desc);
alter table public.worker_heartbeats enable row level security;
create policy worker_heartbeats_select_admin on public.worker_heartbeats
  for select to authenticated using (public.is_admin());
