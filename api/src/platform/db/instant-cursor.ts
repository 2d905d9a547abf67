import { z } from 'zod';
import { badRequest } from '../errors/app-error.ts';

/**
 * The key of a row in a list paged newest first on (created_at, id): created_at as Postgres
 * prints it (`to_json(created_at) #>> '{}'`), microseconds included, so the keyset never skips a row.
 */
export interface InstantKey {
  at: string;
  id: string;
}

/**
 * created_at as Postgres printed it. ISO allows what timestamptz refuses, which would fail the
 * query: the year 0000 (Postgres counts 1 BC, then AD 1) and UTC offsets beyond ±15:59.
 */
const postgresInstant = z.iso
  .datetime({ offset: true })
  .refine((value) => !value.startsWith('0000-') && /(?:Z|[+-](?:0\d|1[0-5]):[0-5]\d)$/.test(value));
/** A row's id in a cursor: a uuid unless the list pages on another key (a call id). */
type IdShape = z.ZodType<string>;

/** Opaque to the browser: base64url of the last row's key. */
export function encodeInstantCursor(key: InstantKey): string {
  return Buffer.from(JSON.stringify([key.at, key.id]), 'utf8').toString('base64url');
}

/** The key a cursor names; 400 for anything this site did not hand out. */
export function decodeInstantCursor(cursor: string, idShape: IdShape = z.guid()): InstantKey {
  try {
    const [at, id] = z
      .tuple([postgresInstant, idShape])
      .parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { at, id };
  } catch {
    throw badRequest('The cursor is not valid.');
  }
}
