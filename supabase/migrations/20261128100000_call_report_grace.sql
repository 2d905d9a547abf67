-- Issue #32 item 1: a call whose platform sends its report after the end (Vapi's end-of-call-report,
-- about 5 s after status-update "ended") is not judged until the report arrives or the grace window
-- passes. The row says until when it waits; reconcile rebuilds the rows whose wait is over.
alter table public.call_logs add column report_due_at timestamptz;
comment on column public.call_logs.report_due_at is
  'Set while the call waits for its platform''s end-of-call report (outcome, alerts held back); null once judged.';
create index call_logs_report_due_idx on public.call_logs (report_due_at) where report_due_at is not null;

-- A report that contradicts an alert raised after the grace window withdraws it: found by call.
create index notifications_subject_idx on public.notifications (hotel_id, subject_id);
create index alert_emails_subject_idx on public.alert_emails (hotel_id, subject_id) where handled_at is null;
create index daily_alert_items_subject_idx on public.daily_alert_items (hotel_id, subject_id) where handled_at is null;
