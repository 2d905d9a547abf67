import type { HotelRole } from '../../contracts/team-roles.ts';
import type { Db } from '../../platform/db/pool.ts';

/**
 * What other modules show or compute beside their own rows: a hotel's name, clock and money, its
 * assistant, review place and short review link. Read for a set of hotels in one statement; the
 * caller merges them into its rows (decision 106), so no query of another module joins hotels.
 */
export interface HotelFacts {
  hotelId: string;
  name: string;
  /** IANA zone: the hotel's days and hours are on this clock. */
  timeZone: string;
  /** ISO 4217 code of the hotel's money (decision 091). */
  currency: string;
  assistantName: string;
  googlePlaceId: string;
  reviewSlug: string;
  /** The hotel lets staff see a redacted card's last four digits (decision 016). */
  cardLast4Visible: boolean;
}

/** How a list of hotels is sorted, by the database's collation: by name, or by lower-case name. Then by id. */
export type HotelOrder = 'name' | 'lowerName';
const orderBy: Record<HotelOrder, string> = {
  name: 'order by h.name, h.hotel_id',
  lowerName: 'order by lower(h.name), h.hotel_id',
};

const factColumns = `h.hotel_id as "hotelId", h.name, h.timezone as "timeZone", h.currency,
  h.assistant_name as "assistantName", h.google_place_id as "googlePlaceId", h.review_slug as "reviewSlug",
  h.card_last4_visible as "cardLast4Visible"`;

/** The facts of the hotels among `hotelIds` that exist, in name order (then id). */
export async function readHotelFacts(db: Db, hotelIds: Iterable<string>): Promise<Map<string, HotelFacts>> {
  const ids = [...new Set(hotelIds)];
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<HotelFacts>(
    `select ${factColumns} from public.hotels h where h.hotel_id = any($1::uuid[]) order by h.name, h.hotel_id`,
    [ids],
  );
  return new Map(rows.map((row) => [row.hotelId, row]));
}

/** Every hotel's facts. */
export async function readAllHotelFacts(db: Db, order: HotelOrder): Promise<HotelFacts[]> {
  const { rows } = await db.query<HotelFacts>(`select ${factColumns} from public.hotels h ${orderBy[order]}`);
  return rows;
}

/** The facts of the hotels the user is linked to, with the user's role there. */
export async function readLinkedHotelFacts(
  db: Db,
  userId: string,
  order: HotelOrder,
): Promise<(HotelFacts & { role: HotelRole })[]> {
  const { rows } = await db.query<HotelFacts & { role: HotelRole }>(
    `select ${factColumns}, uh.role
     from public.user_hotels uh join public.hotels h on h.hotel_id = uh.hotel_id
     where uh.user_id = $1
     ${orderBy[order]}`,
    [userId],
  );
  return rows;
}

/** A hotel's name, or null for an id that names none (an audit entry may outlive its hotel). */
export const nameIn = (facts: Map<string, HotelFacts>, hotelId: string | null): string | null =>
  (hotelId && facts.get(hotelId)?.name) ?? null;

/**
 * The rows with their hotel's name, read in one statement for all of them; a row whose hotel is gone
 * is left out, as an inner join on hotels left it out.
 */
export async function withHotelNames<Row extends { hotelId: string }>(
  db: Db,
  rows: Row[],
): Promise<(Row & { hotelName: string })[]> {
  const facts = await readHotelFacts(
    db,
    rows.map((row) => row.hotelId),
  );
  return rows.flatMap((row) => {
    const hotel = facts.get(row.hotelId);
    return hotel ? [{ ...row, hotelName: hotel.name }] : [];
  });
}
