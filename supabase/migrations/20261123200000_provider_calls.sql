-- Why: provider calls (ElevenLabs, Retell, Vapi, our ingest's `analysis` part) carry what the
-- platform computed (summary, outcome, sentiment, end reason, transfer, voicemail, the caller's
-- number, structured data) and a lifecycle (in progress, ended, failed). Every column here is
-- derived by the call-ingest job from the call's storage objects, like the rest of the row
-- (decision 015), so any order and any number of deliveries give the same row.
alter table public.call_logs
  add column if not exists caller_number text,
  add column provider text,
  add column summary text,
  add column outcome text check (outcome in ('success', 'failure', 'unknown')),
  add column sentiment text check (sentiment in ('positive', 'neutral', 'negative', 'unknown')),
  add column end_reason text,
  add column transferred boolean,
  add column voicemail boolean,
  add column structured_data jsonb,
  add column recording_content_type text,
  add column recording_original_size bigint,
  add column recording_error text,
  add column recording_pending boolean not null default false,
  add column fact_paths text[] not null default '{}';

alter table public.call_logs
  add constraint call_logs_status_check check (status in ('in_progress', 'ended', 'failed', 'unknown'));

comment on column public.call_logs.caller_number is 'The caller''s number as the provider sent it (E.164); owners see only its last 4 digits.';
comment on column public.call_logs.provider is 'elevenlabs, retell, vapi or ingest: who reported the call''s lifecycle and analysis.';
comment on column public.call_logs.summary is 'The provider''s summary of the call.';
comment on column public.call_logs.outcome is 'The provider''s success evaluation: success, failure or unknown.';
comment on column public.call_logs.sentiment is 'The caller''s sentiment where the provider gives it.';
comment on column public.call_logs.end_reason is 'The provider''s code for why the call ended (disconnection_reason, endedReason, termination reason).';
comment on column public.call_logs.structured_data is 'The provider''s data collection / custom analysis results.';
comment on column public.call_logs.recording_content_type is 'Content type of the stored recording: audio/ogg, or the original''s when transcoding failed.';
comment on column public.call_logs.recording_original_size is 'Bytes of the recording as the provider sent it, before transcoding.';
comment on column public.call_logs.recording_error is 'Why the provider''s recording could not be stored, in words.';
comment on column public.call_logs.recording_pending is 'The provider has a recording (URL or inline audio) that is not stored yet: reconcile re-queues it.';
comment on column public.call_logs.fact_paths is 'The provider fact objects the row was built from: reconcile re-queues a fact object no row lists.';

create index call_logs_in_progress_idx on public.call_logs (started_at) where status = 'in_progress';
create index call_logs_recording_pending_idx on public.call_logs (updated_at) where recording_pending;
create index call_logs_hotel_outcome_idx on public.call_logs (hotel_id, outcome, started_at desc);
