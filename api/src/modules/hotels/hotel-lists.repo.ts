import type { Db } from '../../platform/db/pool.ts';

export async function listHotelIds(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('select hotel_id as id from public.hotels order by hotel_id');
  return rows.map((row) => row.id);
}

export interface HotelRetention {
  hotelId: string;
  recordingRetentionDays: number;
  transcriptRetentionDays: number | null;
}

export async function hotelRetentions(db: Db): Promise<HotelRetention[]> {
  const { rows } = await db.query<HotelRetention>(
    `select hotel_id as "hotelId", recording_retention_days as "recordingRetentionDays",
            transcript_retention_days as "transcriptRetentionDays"
     from public.hotels order by hotel_id`,
  );
  return rows;
}
