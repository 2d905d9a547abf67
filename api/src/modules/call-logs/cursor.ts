import { callIdPattern } from '../../contracts/call-objects.ts';
import { badRequest } from '../../platform/errors/app-error.ts';

/** Where a page ended: the sort key (microseconds since epoch, as text) and the call id. */
export interface CursorKey {
  mode: 'list' | 'since';
  micros: string;
  callId: string;
}

/**
 * The sort keys a real page can end on: 0001-01-01 to 9999-12-31 (UTC). Outside that a forged key
 * would overflow bigint, the interval or timestamptz in the query and fail it.
 */
const minMicros = BigInt(Date.parse('0001-01-01T00:00:00Z')) * 1000n;
const maxMicros = BigInt(Date.parse('9999-12-31T23:59:59.999Z')) * 1000n + 999n;

/** Opaque to clients; base64url JSON so the sort key keeps Postgres' microsecond precision. */
export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify([key.mode, key.micros, key.callId])).toString('base64url');
}

export function decodeCursor(cursor: string, mode: CursorKey['mode']): CursorKey {
  const bad = () => badRequest('Invalid cursor.');
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(value) || value.length !== 3) throw bad();
  const [m, micros, callId] = value as unknown[];
  if (m !== mode || typeof micros !== 'string' || !/^-?\d{1,20}$/.test(micros)) throw bad();
  const sortKey = BigInt(micros);
  if (sortKey < minMicros || sortKey > maxMicros) throw bad();
  if (typeof callId !== 'string' || !callIdPattern.test(callId)) throw bad();
  return { mode, micros: sortKey.toString(), callId };
}
