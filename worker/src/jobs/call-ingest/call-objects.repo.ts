import type { Db } from '@hotelvoice/api/platform/db/pool';
import type { StoredObject } from '@hotelvoice/api/platform/storage/storage-port';

export interface CallObjectsKey {
  hotelId: string;
  transcriptPath: string;
  recordingPath: string;
}

export interface CallObjectsLook {
  hotelExists: boolean;
  transcript: StoredObject | null;
  recording: StoredObject | null;
}

interface LookRow {
  i: number;
  hotelExists: boolean;
  tSize: string | null;
  tType: string | null;
  tCreated: Date | null;
  tUpdated: Date | null;
  rSize: string | null;
  rType: string | null;
  rCreated: Date | null;
  rUpdated: Date | null;
}

const objectOf = (
  path: string,
  size: string | null,
  type: string | null,
  created: Date | null,
  updated: Date | null,
): StoredObject | null =>
  created && updated
    ? {
        bucket: 'calls',
        path,
        size: Number(size ?? 0),
        contentType: type ?? 'application/octet-stream',
        createdAt: created,
        updatedAt: updated,
      }
    : null;

/**
 * For many calls at once: does the hotel exist, and which of the call's two objects are in storage.
 * Reads the storage.objects rows that both storage adapters keep (as reconcile does), so a whole
 * batch of jobs costs one statement instead of three queries each. Hotel ids must be uuids.
 */
export async function lookCallObjects(db: Db, keys: CallObjectsKey[]): Promise<CallObjectsLook[]> {
  const { rows } = await db.query<LookRow>(
    `select k.i::int as i, h.hotel_id is not null as "hotelExists",
            t.metadata ->> 'size' as "tSize", t.metadata ->> 'mimetype' as "tType",
            t.created_at as "tCreated", t.updated_at as "tUpdated",
            r.metadata ->> 'size' as "rSize", r.metadata ->> 'mimetype' as "rType",
            r.created_at as "rCreated", r.updated_at as "rUpdated"
     from unnest($1::uuid[], $2::text[], $3::text[]) with ordinality as k(hotel_id, transcript_path, recording_path, i)
     left join public.hotels h on h.hotel_id = k.hotel_id
     left join storage.objects t on t.bucket_id = 'calls' and t.name = k.transcript_path
     left join storage.objects r on r.bucket_id = 'calls' and r.name = k.recording_path`,
    [keys.map((k) => k.hotelId), keys.map((k) => k.transcriptPath), keys.map((k) => k.recordingPath)],
  );
  const looks: CallObjectsLook[] = keys.map(() => ({ hotelExists: false, transcript: null, recording: null }));
  for (const row of rows) {
    const key = keys[row.i - 1]!;
    looks[row.i - 1] = {
      hotelExists: row.hotelExists,
      transcript: objectOf(key.transcriptPath, row.tSize, row.tType, row.tCreated, row.tUpdated),
      recording: objectOf(key.recordingPath, row.rSize, row.rType, row.rCreated, row.rUpdated),
    };
  }
  return looks;
}
