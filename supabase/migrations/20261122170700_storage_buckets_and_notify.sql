insert into storage.buckets (id, name, public) values
  ('calls', 'calls', false),
  ('knowledge', 'knowledge', false),
  ('hotel-pictures', 'hotel-pictures', true)
on conflict (id) do nothing;

-- Every new or replaced object is announced on channel storage_objects; the worker LISTENs.
create or replace function public.notify_storage_object() returns trigger language plpgsql as $$
begin
  perform pg_notify('storage_objects', json_build_object(
    'bucket', new.bucket_id, 'name', new.name, 'op', lower(tg_op))::text);
  return new;
end
$$;

create trigger storage_objects_notify
  after insert or update of metadata, updated_at on storage.objects
  for each row execute function public.notify_storage_object();

create policy hotel_pictures_public_read on storage.objects for select to anon, authenticated
  using (bucket_id = 'hotel-pictures');
