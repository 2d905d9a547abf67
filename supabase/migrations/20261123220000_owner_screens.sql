-- Owner and admin screens (issue #20).

-- Time is the hotel's: CSV exports and the call log read times on the hotel's clock. Another
-- change may add the same column; `if not exists` lets both apply in either order.
alter table public.hotels add column if not exists timezone text not null default 'UTC';
comment on column public.hotels.timezone is 'IANA time zone of the hotel (Europe/Lisbon); times shown to its owners are on this clock.';

-- The list leads with what the guest wanted: the caller's first line, not the agent's greeting
-- (the same on every call). The first turn stays the fallback for calls without a caller line.
-- A generated column's expression cannot be altered in Postgres 15: drop it and add it again.
alter table public.call_logs drop column transcript_preview;
alter table public.call_logs
  add column transcript_preview text not null
  generated always as (
    left(
      coalesce(
        jsonb_path_query_first(transcript, '$[*] ? (@.role == "user").text') #>> '{}',
        transcript -> 0 ->> 'text',
        ''
      ),
      140
    )
  ) stored;
comment on column public.call_logs.transcript_preview is 'The caller''s first line (else the first turn), at most 140 characters: the call list''s lead line.';
