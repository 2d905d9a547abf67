import { AppError } from '../../platform/errors/app-error.ts';

/** Where a page ended: the sort key (microseconds since epoch, as text) and the call id. */
export interface CursorKey {
  mode: 'list' | 'since';
  micros: string;
  callId: string;
}

/** Opaque to clients; base64url JSON so the sort key keeps Postgres' microsecond precision. */
export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify([key.mode, key.micros, key.callId])).toString('base64url');
}

export function decodeCursor(cursor: string, mode: CursorKey['mode']): CursorKey {
  const bad = () => new AppError('bad_request', 'Invalid cursor.');
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(value) || value.length !== 3) throw bad();
  const [m, micros, callId] = value as unknown[];
  if (m !== mode || typeof micros !== 'string' || !/^-?\d{1,20}$/.test(micros)) throw bad();
  if (typeof callId !== 'string' || !/^[A-Za-z0-9._-]{1,200}$/.test(callId)) throw bad();
  return { mode, micros, callId };
}
