import { callFactKinds, type CallFactKind } from '@hotelvoice/api/contracts';
import type { Db } from '@hotelvoice/api/platform/db/pool';
import type { StoredObject } from '@hotelvoice/api/platform/storage/storage-port';
import { readHotelFacts } from '@hotelvoice/api/modules/hotels';

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

// One index probe per name, whatever the statistics say: written as "name = any(…)", a table not yet
// analysed (a fresh one, or one that grew fast) is planned as a scan of the whole bucket's index with
// the names as a filter, a cost that grows with every object stored (issue #36).
const findSql = `select o.name, o.metadata ->> 'size' as size, o.metadata ->> 'mimetype' as "contentType",
         o.created_at as "createdAt", o.updated_at as "updatedAt"
  from unnest($1::text[]) as k(name)
  cross join lateral (
    select * from storage.objects o where o.bucket_id = 'calls' and o.name = k.name limit 1
  ) as o`;

/**
 * For many calls at once: does the hotel exist, and which of each call's objects (transcript,
 * recording, provider facts, inline provider audio) are in storage. Reads the storage.objects rows
 * both storage adapters keep (as reconcile does), and beside it, at the same time, the hotels' facts
 * (the hotels module's): two statements per batch, whatever its size (issue #36: each statement
 * has a fixed cost in Postgres, and each call is looked up twice). Not prepared: a generic plan
 * made while storage.objects was small scans the bucket's whole index once it has grown (1.8 ms at
 * 10,000 objects against 0.1 ms planned afresh).
 */
export async function findCallObjects(db: Db, keys: CallObjectsKey[]): Promise<CallObjectsFound[]> {
  const paths = keys.flatMap((k) => [
    k.transcriptPath,
    k.recordingPath,
    k.providerAudioPath,
    ...callFactKinds.map((kind) => k.factPaths[kind]),
  ]);
  const [{ rows }, hotelsById] = await Promise.all([
    db.query<ObjectRow>(findSql, [paths]),
    readHotelFacts(
      db,
      keys.map((k) => k.hotelId),
    ),
  ]);
  const byName = new Map(rows.map((row) => [row.name, row]));
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
