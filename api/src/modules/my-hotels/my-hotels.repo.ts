import type { DashboardHotel } from '../../contracts/dashboard.ts';
import type { Db } from '../../platform/db/pool.ts';

const columns = `h.hotel_id as id, h.name, h.assistant_name as "assistantName", h.google_place_id as "googlePlaceId",
  h.timezone as "timeZone", h.review_slug as "reviewSlug",
  (select count(*) from public.call_logs c
    where c.hotel_id = h.hotel_id
      and c.started_at >= date_trunc('day', now() at time zone h.timezone) at time zone h.timezone)::int as "callsToday"`;

export async function listLinkedHotels(db: Db, userId: string): Promise<DashboardHotel[]> {
  const { rows } = await db.query<DashboardHotel>(
    `select ${columns}, uh.role
     from public.user_hotels uh join public.hotels h on h.hotel_id = uh.hotel_id
     where uh.user_id = $1
     order by lower(h.name), h.hotel_id`,
    [userId],
  );
  return rows;
}

export async function listAllHotels(db: Db): Promise<DashboardHotel[]> {
  const { rows } = await db.query<DashboardHotel>(
    `select ${columns}, 'owner' as role from public.hotels h order by lower(h.name), h.hotel_id`,
  );
  return rows;
}
