import type { Pool } from '../../api/src/platform/db/pool.ts';

/**
 * The history's bookings (decision 091): every earlier call that came to `booking_made` made one
 * reservation, priced as the demo PMS prices its rooms (Queen 129, King 149, Family Suite 229 a
 * night, in the hotel's currency), about one in twelve later cancelled, so the revenue card and
 * the call list look real. Each booking call gets a room name of its own (the history's are
 * shared by template), since a booking belongs to its call by that name. Deterministic.
 */
export async function seedDemoBookings(pool: Pool, hotelIds: string[]): Promise<number> {
  let inserted = 0;
  for (const hotelId of hotelIds) {
    const { rowCount } = await pool.query(
      `with calls as (
         update public.call_logs c set room_name = c.call_id
         where c.hotel_id = $1 and c.call_id like 'hist\\_%' and c.resolution = 'booking_made'
         returning c.call_id, c.started_at, c.ended_at, abs(hashtext(c.call_id)) as h
       ),
       priced as (
         select c.*, (array['Queen Room', 'King Room', 'Family Suite'])[1 + h % 3] as room_type,
                (array[129, 149, 229])[1 + h % 3] as nightly, 1 + (h / 3) % 4 as nights,
                (c.started_at at time zone 'UTC')::date + 7 + (h / 12) % 60 as arrival
         from calls c
       ),
       made as (
         insert into public.bookings (hotel_id, call_ref, confirmation_number, reservation_id, made_on_call, room_type,
           arrival, departure, adults, children, amount, currency, status, created_at, updated_at)
         select $1, p.call_id, 'H' || (100000 + p.h % 900000)::text || right(p.call_id, 2), p.call_id, true, p.room_type,
           p.arrival, p.arrival + p.nights, 2, 0, p.nightly * p.nights, h.currency,
           case when p.h % 12 = 0 then 'cancelled' else 'booked' end,
           least(p.started_at + interval '70 seconds', coalesce(p.ended_at, p.started_at)), p.started_at
         from priced p join public.hotels h on h.hotel_id = $1
         on conflict (hotel_id, confirmation_number) do nothing
         returning booking_id, call_ref, arrival, departure, amount, currency, status, created_at
       )
       insert into public.booking_changes (booking_id, hotel_id, call_ref, change_key, kind, arrival, departure,
         amount_before, amount, currency, created_at)
       select m.booking_id, $1, m.call_ref, 'demo:booked', 'booked', m.arrival, m.departure, null, m.amount, m.currency, m.created_at
       from made m
       union all
       select m.booking_id, $1, null, 'demo:cancelled', 'cancelled', m.arrival, m.departure, m.amount, 0, m.currency,
         least(m.created_at + interval '3 days', now())
       from made m where m.status = 'cancelled'`,
      [hotelId],
    );
    inserted += rowCount ?? 0;
  }
  return inserted;
}

/** The demo booking call's reservation, as the demo PMS made it: "Booked · 298 EUR" on its row. */
export async function seedDemoCallBooking(pool: Pool, hotelId: string, room: string): Promise<void> {
  const { rows } = await pool.query<{ booking_id: string }>(
    `insert into public.bookings (hotel_id, call_ref, confirmation_number, reservation_id, made_on_call, room_type,
       arrival, departure, adults, children, amount, currency, status, created_at)
     select $1, $2, '1000', '1000', true, 'King Room', '2026-12-04', '2026-12-06', 2, 0, 298, currency, 'booked',
       now() - interval '30 seconds'
     from public.hotels where hotel_id = $1
     on conflict (hotel_id, confirmation_number) do nothing returning booking_id`,
    [hotelId, room],
  );
  if (!rows[0]) return;
  await pool.query(
    `insert into public.booking_changes (booking_id, hotel_id, call_ref, change_key, kind, arrival, departure, amount, currency, created_at)
     select b.booking_id, b.hotel_id, b.call_ref, 'demo:booked', 'booked', b.arrival, b.departure, b.amount, b.currency, b.created_at
     from public.bookings b where b.booking_id = $1`,
    [rows[0].booking_id],
  );
}
