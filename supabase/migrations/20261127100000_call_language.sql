-- Why: owners with guests from abroad want to see, and filter by, the language each call was in
-- (issue #20). Like the rest of the call's analysis it is derived by the call-ingest job: the voice
-- platform's detected language where its payload names one, else detected from the caller's turns.
-- Calls stored before this change get it from the classifier's re-derive run (decision 017).
alter table public.call_logs
  add column if not exists language text check (language ~ '^[a-z]{2,3}$'),
  add column if not exists language_source text check (language_source in ('provider', 'auto'));

comment on column public.call_logs.language is 'The language the call was in (ISO 639-1, or 639-3 where there is no two-letter code); null while live or when nothing was said.';
comment on column public.call_logs.language_source is 'provider: the voice platform''s detected language; auto: detected here from the caller''s words (shown as auto-detected).';

-- The call log's language filter and the list of a hotel's languages.
create index if not exists call_logs_hotel_language_idx on public.call_logs (hotel_id, language, started_at desc)
  where language is not null;
