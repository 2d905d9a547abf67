-- #32 item 9: a call without a recording (and without the platform's times) has no known duration.
-- Rows built before assumed 60 s for them; the rollup triggers follow this update.
update public.call_logs
   set duration_seconds = null, ended_at = null, duration_estimated = false
 where duration_estimated
   and recording_path is null
   and recording_deleted_at is null
   and recording_created is null;
