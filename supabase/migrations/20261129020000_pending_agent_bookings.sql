-- Why: issue #33 asks that a reservation the agent made is linked to its call. The booking was
-- recorded after the PMS had answered and the idempotency key was marked done; a failure or a dead
-- process between the two lost it for good (only a log line said so). The booking step now goes
-- into the key's row in the same statement that marks the write done, and is cleared once the
-- booking is recorded; the worker's reconcile run records any step still owed.

alter table public.pms_idempotency_keys add column pending_booking jsonb;
comment on column public.pms_idempotency_keys.pending_booking is 'The booking step this write owes the call (bookings, booking_changes) until it is recorded; the reconcile run records what is left here.';
create index pms_idempotency_keys_pending_booking_idx on public.pms_idempotency_keys (finished_at)
  where pending_booking is not null;
