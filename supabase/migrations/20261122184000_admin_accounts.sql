-- Admins can deactivate an account; a deactivated user is neither pending nor rejected.
alter table public.users add column deactivated_at timestamptz;

drop index if exists public.users_pending_idx;
create index users_pending_idx on public.users (created_at)
  where not activated and rejected_at is null and deactivated_at is null;

-- The admin home lists general knowledge files (no hotel) newest first.
create index knowledge_files_general_idx on public.knowledge_files (created_at desc) where hotel_id is null;
