-- Reconcile anti-joins storage.objects against the paths each call row references; these indexes
-- keep that an index probe per object instead of a plan that depends on estimates.
create index call_logs_transcript_path_idx on public.call_logs (transcript_path) where transcript_path is not null;
create index call_logs_recording_path_idx on public.call_logs (recording_path) where recording_path is not null;
