/**
 * The call list's booking mark of a call_logs row (aliased `alias`), as CallBookingMark JSON: the
 * bookings the call made, and those it changed or cancelled (found by their steps), each by its
 * index on (hotel_id, call_ref) (two scans in a union: an `or` of the two made Postgres read every
 * booking of the hotel for each row). The list, the export and every `call:upserted` event carry it, whichever
 * arrived first, the booking or the call. Only bookings made on this call count as its revenue.
 */
export function callBookingMarkSql(alias: string): string {
  const own = `(b.call_ref = ${alias}.room_name and b.made_on_call and b.status <> 'cancelled')`;
  return `(select case when count(*) = 0 then null else json_build_object(
      'status', case when bool_or(${own}) then 'booked' when bool_or(b.status <> 'cancelled') then 'changed'
                     else 'cancelled' end,
      'bookings', count(*) filter (where ${own}),
      'amount', case when count(distinct b.currency) filter (where ${own}) = 1
                      and bool_and(b.amount is not null) filter (where ${own})
                     then (sum(b.amount) filter (where ${own}))::float8 end,
      'currency', min(b.currency) filter (where ${own})) end
    from (
      select b.booking_id, b.call_ref, b.made_on_call, b.status, b.amount, b.currency
      from public.bookings b where b.hotel_id = ${alias}.hotel_id and b.call_ref = ${alias}.room_name
      union
      select b.booking_id, b.call_ref, b.made_on_call, b.status, b.amount, b.currency
      from public.booking_changes s join public.bookings b on b.booking_id = s.booking_id
      where s.hotel_id = ${alias}.hotel_id and s.call_ref = ${alias}.room_name
    ) b)`;
}
