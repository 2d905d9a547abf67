create table public.knowledge_files (
  knowledge_file_id uuid primary key default gen_random_uuid(),
  hotel_id uuid references public.hotels (hotel_id) on delete cascade,
  is_general boolean not null,
  file_name text not null check (char_length(file_name) between 5 and 255),
  storage_path text not null unique,
  size_bytes bigint not null check (size_bytes between 0 and 5242880),
  status text not null default 'queued' check (status in ('queued', 'processing', 'ready', 'failed')),
  failure_reason text,
  chunk_count integer not null default 0,
  uploaded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (is_general = (hotel_id is null))
);
comment on table public.knowledge_files is 'Hotel information files uploaded by admins; general when hotel_id is null.';
create index knowledge_files_hotel_idx on public.knowledge_files (hotel_id, created_at desc);

create table public.knowledge_chunks (
  knowledge_chunk_id bigint generated always as identity primary key,
  knowledge_file_id uuid not null references public.knowledge_files (knowledge_file_id) on delete cascade,
  hotel_id uuid references public.hotels (hotel_id) on delete cascade,
  chunk_index integer not null,
  content text not null,
  search_vector tsvector generated always as (to_tsvector('english', content)) stored,
  unique (knowledge_file_id, chunk_index)
);
comment on table public.knowledge_chunks is 'Paragraph and sentence sized pieces of knowledge files, indexed for the agent''s search.';
create index knowledge_chunks_search_idx on public.knowledge_chunks using gin (search_vector);
create index knowledge_chunks_hotel_idx on public.knowledge_chunks (hotel_id);

alter table public.knowledge_files enable row level security;
create policy knowledge_files_select_admin on public.knowledge_files for select to authenticated using (public.is_admin());
alter table public.knowledge_chunks enable row level security;
create policy knowledge_chunks_select_admin on public.knowledge_chunks for select to authenticated using (public.is_admin());
