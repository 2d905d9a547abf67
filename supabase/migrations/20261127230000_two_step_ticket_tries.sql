-- Security round three (decision 080): a ticket counts its code tries before each is checked, and
-- is locked after five, so concurrent guesses cannot all be checked against one ticket.
alter table public.two_step_tickets add column tries smallint not null default 0;
comment on column public.two_step_tickets.tries is 'Codes tried against this ticket; counted before each check, at most five.';
