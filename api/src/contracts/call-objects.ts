/**
 * Where a call's objects live in the `calls` bucket, and how a path is read back. The only place
 * that knows the layout: the api writes with callObjectPath(s), the worker's storage feed reads
 * with parseCallObjectPath, reconcile's SQL uses callObjectPathSqlPattern, and a test checks that
 * all of them and the call_logs check constraint agree.
 */

/** Call ids are file names: letters, digits, dot, underscore and dash (the call_logs check). */
export const callIdPattern = /^[A-Za-z0-9._-]{1,200}$/;

export type CallObjectKind = 'transcript' | 'recording';

const layout = {
  transcript: { folder: 'transcripts', extension: 'json' },
  recording: { folder: 'recordings', extension: 'ogg' },
} as const;

export function callObjectPath(hotelId: string, callId: string, kind: CallObjectKind): string {
  const { folder, extension } = layout[kind];
  return `hotels/${hotelId}/${folder}/${callId}.${extension}`;
}

export const callObjectPaths = (hotelId: string, callId: string) => ({
  transcript: callObjectPath(hotelId, callId, 'transcript'),
  recording: callObjectPath(hotelId, callId, 'recording'),
});

const pathPattern = /^hotels\/([0-9a-f-]{36})\/(transcripts\/(.+)\.json|recordings\/(.+)\.ogg)$/;

/** The call a path in the calls bucket belongs to; null for anything that is not a call object. */
export function parseCallObjectPath(path: string): { hotelId: string; callId: string; kind: CallObjectKind } | null {
  const match = pathPattern.exec(path);
  if (!match) return null;
  const callId = match[3] ?? match[4]!;
  if (!callIdPattern.test(callId)) return null;
  return { hotelId: match[1]!, callId, kind: match[3] !== undefined ? 'transcript' : 'recording' };
}

/**
 * The same test for SQL: `name ~ callObjectPathSqlPattern and length(<call id>) <= 200`, joined to
 * an existing hotel. The pattern's repeats are unbounded, since Postgres compiles bounded ones like
 * {36} or {1,200} into costly automata; the call id's length is checked apart, and the join on
 * hotels stands for the uuid check.
 */
export const callObjectPathSqlPattern =
  '^hotels/[0-9a-f-]+/(transcripts/[A-Za-z0-9._-]+\\.json|recordings/[A-Za-z0-9._-]+\\.ogg)$';
export const callIdMaxLength = 200;

/** SQL for the call id of a call object path held in `column`. */
export const callIdOfPathSql = (column: string) =>
  `regexp_replace(split_part(${column}, '/', 4), '\\.(json|ogg)$', '')`;
