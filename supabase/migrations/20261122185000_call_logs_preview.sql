-- The list's preview (the first turn, cut to 140 characters) kept beside the row, so a page of
-- calls reads no transcript: a long transcript is TOASTed, and detoasting fifty of them per page
-- was the list's largest cost. Same expression the list computed on the fly.
alter table public.call_logs
  add column transcript_preview text not null
  generated always as (left(coalesce(transcript -> 0 ->> 'text', ''), 140)) stored;
comment on column public.call_logs.transcript_preview is 'First transcript turn, at most 140 characters: the call list''s preview.';
