import type { InsightsSettings } from '../../contracts/insights.ts';
import type { PublicHotel } from '../../contracts/public-site.ts';
import type { Db } from '../../platform/db/pool.ts';

/** What the voice agent's prompt says about the hotel. */
export interface HotelProfile {
  hotelId: string;
  name: string;
  address: string;
  role: string;
  location: string;
  website: string;
  facilityOwner: string;
  phoneNumber: string;
  googlePlaceId: string;
  assistantName: string;
}

export async function readHotelProfile(db: Db, hotelId: string): Promise<HotelProfile | null> {
  const { rows } = await db.query<HotelProfile>(
    `select hotel_id as "hotelId", name, address, role, location, website, facility_owner as "facilityOwner",
            phone_number as "phoneNumber", google_place_id as "googlePlaceId", assistant_name as "assistantName"
     from public.hotels where hotel_id = $1`,
    [hotelId],
  );
  return rows[0] ?? null;
}

/** Only the public columns: the review page is anonymous. */
export async function readPublicHotel(db: Db, hotelId: string): Promise<PublicHotel | null> {
  const { rows } = await db.query<PublicHotel>(
    `select hotel_id as "hotelId", name, google_place_id as "googlePlaceId" from public.hotels where hotel_id = $1`,
    [hotelId],
  );
  return rows[0] ?? null;
}

/** The hotel a short review link names, or null. */
export async function findHotelIdByReviewSlug(db: Db, slug: string): Promise<string | null> {
  const { rows } = await db.query<{ hotelId: string }>(
    `select hotel_id as "hotelId" from public.hotels where review_slug = $1`,
    [slug],
  );
  return rows[0]?.hotelId ?? null;
}

export interface HotelClockSettings extends InsightsSettings {
  name: string;
  /** The hotel's money, for the revenue figures (decision 091). */
  currency: string;
}

/** The hotel's clock, front-desk hours and money, as the insights read them. */
export async function readHotelClockSettings(db: Db, hotelId: string): Promise<HotelClockSettings | null> {
  const { rows } = await db.query<HotelClockSettings>(
    `select hotel_id as "hotelId", name, timezone as "timeZone", front_desk_opens as "frontDeskOpens",
            front_desk_closes as "frontDeskCloses", currency
     from public.hotels where hotel_id = $1`,
    [hotelId],
  );
  return rows[0] ?? null;
}
