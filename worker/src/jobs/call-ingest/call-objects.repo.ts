import { callFactKinds, type CallFactKind } from '@hotelvoice/api/contracts';
import type { Db } from '@hotelvoice/api/platform/db/pool';
import type { StoredObject } from '@hotelvoice/api/platform/storage/storage-port';

export interface CallObjectsKey {
  hotelId: string;
  transcriptPath: string;
  recordingPath: string;
  factPaths: Record<CallFactKind, string>;
  providerAudioPath: string;
}

/** Which of a call's objects are in storage now, and whether its hotel exists. */
export interface CallObjectsFound {
  hotelExists: boolean;
  /** The hotel lets staff see a redacted card's last four digits. */
  cardLast4Visible: boolean;
  transcript: StoredObject | null;
  recording: StoredObject | null;
  facts: Partial<Record<CallFactKind, StoredObject>>;
  providerAudio: StoredObject | null;
}

interface ObjectRow {
  name: string;
  size: string | null;
  contentType: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const objectOf = (row: ObjectRow | undefined): StoredObject | null =>
  row
    ? {
        bucket: 'calls',
        path: row.name,
        size: Number(row.size ?? 0),
        contentType: row.contentType ?? 'application/octet-stream',
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      }
    : null;

/** A row per object found (hotelId null) and a row per hotel found (name null). */
const findSql = `select name, metadata ->> 'size' as size, metadata ->> 'mimetype' as "contentType",
         created_at as "createdAt", updated_at as "updatedAt", null::uuid as "hotelId", null::boolean as "cardLast4Visible"
  from storage.objects where bucket_id = 'calls' and name = any($1::text[])
  union all
  select null, null, null, null, null, hotel_id, card_last4_visible
  from public.hotels where hotel_id = any($2::uuid[])`;

/**
 * For many calls at once: does the hotel exist, and which of each call's objects (transcript,
 * recording, provider facts, inline provider audio) are in storage. Reads the storage.objects rows
 * both storage adapters keep (as reconcile does): one statement per batch, whatever its size
 * (issue #36: each statement has a fixed cost in Postgres, and each call is looked up twice). Not
 * prepared: a generic plan made while storage.objects was small scans the bucket's whole index
 * once it has grown (1.8 ms at 10,000 objects against 0.1 ms planned afresh).
 */
export async function findCallObjects(db: Db, keys: CallObjectsKey[]): Promise<CallObjectsFound[]> {
  const paths = keys.flatMap((k) => [
    k.transcriptPath,
    k.recordingPath,
    k.providerAudioPath,
    ...callFactKinds.map((kind) => k.factPaths[kind]),
  ]);
  const { rows } = await db.query<ObjectRow & { hotelId: string | null; cardLast4Visible: boolean | null }>(findSql, [
    paths,
    [...new Set(keys.map((k) => k.hotelId))],
  ]);
  const byName = new Map(rows.filter((row) => row.hotelId === null).map((row) => [row.name, row]));
  const hotelsById = new Map(rows.flatMap((row) => (row.hotelId === null ? [] : [[row.hotelId, row] as const])));
  return keys.map((k) => ({
    hotelExists: hotelsById.has(k.hotelId),
    cardLast4Visible: hotelsById.get(k.hotelId)?.cardLast4Visible === true,
    transcript: objectOf(byName.get(k.transcriptPath)),
    recording: objectOf(byName.get(k.recordingPath)),
    providerAudio: objectOf(byName.get(k.providerAudioPath)),
    facts: Object.fromEntries(
      callFactKinds.flatMap((kind) => {
        const found = objectOf(byName.get(k.factPaths[kind]));
        return found ? [[kind, found]] : [];
      }),
    ),
  }));
}
