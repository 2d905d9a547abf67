import type { Db } from '../../platform/db/pool.ts';

/** What other modules' jobs show or honour of a hotel beside their own rows. */
export interface HotelFacts {
  name: string;
  timeZone: string;
  /** The hotel lets staff see a redacted card's last four digits (decision 016). */
  cardLast4Visible: boolean;
}

/**
 * The facts of many hotels in one statement, by id; a hotel that does not exist has no entry. Callers
 * read their own rows first and merge these in, so a job's statements do not grow with its rows.
 */
export async function findHotelFacts(db: Db, hotelIds: Iterable<string>): Promise<Map<string, HotelFacts>> {
  const ids = [...new Set(hotelIds)];
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<HotelFacts & { hotelId: string }>(
    `select hotel_id as "hotelId", name, timezone as "timeZone", card_last4_visible as "cardLast4Visible"
     from public.hotels where hotel_id = any($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map(({ hotelId, ...facts }) => [hotelId, facts]));
}
