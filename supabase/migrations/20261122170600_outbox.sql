create table public.outbox_messages (
  outbox_message_id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null,
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);
comment on table public.outbox_messages is 'E-mails the product sends; kept for admins to read, and sent over SMTP when SMTP_URL is set.';
create index outbox_messages_created_idx on public.outbox_messages (created_at desc);

alter table public.outbox_messages enable row level security;
create policy outbox_messages_select_admin on public.outbox_messages for select to authenticated using (public.is_admin());
