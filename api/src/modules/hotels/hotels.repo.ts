import type { InsightsSettings } from '../../contracts/insights.ts';
import type { Db } from '../../platform/db/pool.ts';

export async function hotelExists(db: Db, hotelId: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from public.hotels where hotel_id = $1', [hotelId]);
  return rowCount === 1;
}

/** How the hotel's guest data is kept (decision 016); null for an unknown hotel. */
export interface HotelPrivacy {
  cardLast4Visible: boolean;
  recordingRetentionDays: number;
  transcriptRetentionDays: number | null;
}

export async function readHotelPrivacy(db: Db, hotelId: string): Promise<HotelPrivacy | null> {
  const { rows } = await db.query<HotelPrivacy>(
    `select card_last4_visible as "cardLast4Visible", recording_retention_days as "recordingRetentionDays",
            transcript_retention_days as "transcriptRetentionDays"
     from public.hotels where hotel_id = $1`,
    [hotelId],
  );
  return rows[0] ?? null;
}

export async function writeHotelPrivacy(db: Db, hotelId: string, privacy: HotelPrivacy): Promise<HotelPrivacy | null> {
  const { rows } = await db.query<HotelPrivacy>(
    `update public.hotels
     set card_last4_visible = $2, recording_retention_days = $3, transcript_retention_days = $4, updated_at = now()
     where hotel_id = $1
     returning card_last4_visible as "cardLast4Visible", recording_retention_days as "recordingRetentionDays",
               transcript_retention_days as "transcriptRetentionDays"`,
    [hotelId, privacy.cardLast4Visible, privacy.recordingRetentionDays, privacy.transcriptRetentionDays],
  );
  return rows[0] ?? null;
}

export interface HotelClock {
  name: string;
  timeZone: string;
  /** ISO 4217 code of the hotel's money (decision 091). */
  currency: string;
}

export async function findHotelClock(db: Db, hotelId: string): Promise<HotelClock | null> {
  const { rows } = await db.query<HotelClock>(
    'select name, timezone as "timeZone", currency from public.hotels where hotel_id = $1',
    [hotelId],
  );
  return rows[0] ?? null;
}

/** The hotel's clock and front-desk hours, as the insights settings set them. */
export async function writeHotelHours(db: Db, settings: InsightsSettings): Promise<void> {
  await db.query(
    `update public.hotels set timezone = $2, front_desk_opens = $3, front_desk_closes = $4 where hotel_id = $1`,
    [settings.hotelId, settings.timeZone, settings.frontDeskOpens, settings.frontDeskCloses],
  );
}

/** The hotel row; its reviews, keys, knowledge rows, links and tombstones go with it (cascade). */
export async function deleteHotelRow(db: Db, hotelId: string): Promise<boolean> {
  const { rowCount } = await db.query('delete from public.hotels where hotel_id = $1', [hotelId]);
  return rowCount === 1;
}

/** The hotel's money from now on (its PMS property's currency, decision 091). */
export async function writeHotelCurrency(db: Db, hotelId: string, currency: string): Promise<void> {
  await db.query('update public.hotels set currency = $2 where hotel_id = $1 and currency <> $2', [hotelId, currency]);
}

export async function findHotelName(db: Db, hotelId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>('select name from public.hotels where hotel_id = $1', [hotelId]);
  return rows[0]?.name ?? null;
}

/** Locks the hotel row until the transaction ends: every change of a hotel's owner takes it first. */
export async function lockHotelRow(db: Db, hotelId: string): Promise<void> {
  await db.query('select 1 from public.hotels where hotel_id = $1 for no key update', [hotelId]);
}
