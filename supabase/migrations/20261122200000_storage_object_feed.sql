-- Call objects in storage are announced through a feed table that every worker reads from its own cursor;
-- NOTIFY on channel storage_objects is only a wake-up (decision 012).
--
-- Why: Postgres commits transactions that issued NOTIFY one at a time (a cluster-wide lock held
-- across the WAL flush), so a NOTIFY per object capped storage writes at a few hundred per second.
-- Now a writer sends the wake-up only when no other writer is sending one; the others' objects are
-- in the feed all the same, and readers poll it briefly after each wake-up and every second.
create table public.storage_object_events (
  event_id bigint generated always as identity primary key,
  bucket_id text not null,
  name text not null,
  op text not null check (op in ('insert', 'update')),
  created_at timestamptz not null default now()
);

comment on table public.storage_object_events is
  'Feed of inserted and replaced storage objects, read by workers; pruned after a day by reconcile.';

create index storage_object_events_created_at_idx on public.storage_object_events (created_at);
-- A starting worker hands the replaced objects over again (reconcile only finds unreferenced ones).
create index storage_object_events_updates_idx on public.storage_object_events (event_id) where op = 'update';

-- Written by the trigger, read by the server; admins may read it when looking into a call.
alter table public.storage_object_events enable row level security;
create policy storage_object_events_select_admin on public.storage_object_events
  for select to authenticated using (public.is_admin());

-- Security definer: the storage service's own role writes storage.objects and fires this trigger.
create or replace function public.notify_storage_object() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- Only call objects feed the pipeline; knowledge files and pictures are queued by the api.
  if new.bucket_id <> 'calls' then
    return new;
  end if;
  insert into public.storage_object_events (bucket_id, name, op)
  values (new.bucket_id, new.name, lower(tg_op));
  -- Held until this transaction ends: concurrent writers skip the NOTIFY and commit in parallel.
  if pg_try_advisory_xact_lock(hashtext('hotelvoice.storage_objects.wake_up')) then
    perform pg_notify('storage_objects', '');
  end if;
  return new;
end
$$;
