/**
 * The call list's booking mark of a call_logs row (aliased `alias`), as CallBookingMark JSON: one
 * index probe on bookings (hotel_id, call_ref) per row, so the list, the export and every
 * `call:upserted` event carry it whichever arrived first, the booking or the call.
 */
export function callBookingMarkSql(alias: string): string {
  return `(select case when count(*) = 0 then null else json_build_object(
      'status', case when bool_or(b.made_on_call and b.status <> 'cancelled') then 'booked'
                     when bool_or(b.status <> 'cancelled') then 'changed' else 'cancelled' end,
      'bookings', count(*) filter (where b.status <> 'cancelled' and b.made_on_call),
      'amount', case when count(distinct b.currency) filter (where b.made_on_call and b.status <> 'cancelled') = 1
                      and bool_and(b.amount is not null) filter (where b.made_on_call and b.status <> 'cancelled')
                     then (sum(b.amount) filter (where b.made_on_call and b.status <> 'cancelled'))::float8 end,
      'currency', min(b.currency) filter (where b.made_on_call and b.status <> 'cancelled')) end
    from public.bookings b where b.hotel_id = ${alias}.hotel_id and b.call_ref = ${alias}.room_name)`;
}
