/**
 * Where a call's objects live in the `calls` bucket, and how a path is read back. The only place
 * that knows the layout: the api writes with callObjectPath(s), the worker's storage feed reads
 * with parseCallObjectPath, reconcile's SQL uses callObjectPathSqlPattern, and a test checks that
 * all of them and the call_logs check constraint agree.
 */

/** Call ids are file names: letters, digits, dot, underscore and dash (the call_logs check). */
export const callIdPattern = /^[A-Za-z0-9._-]{1,200}$/;

/** A provider's id as a call id part: letters, digits and dashes only, bounded. */
export const safeId = (id: string) => id.replace(/[^A-Za-z0-9-]/g, '-').slice(0, 180);

export type CallObjectKind = 'transcript' | 'recording' | 'fact';

/**
 * What a provider reported about a call, one object per kind (decision 015): `started` (the call
 * is live), `conversation` (the words so far, while the call is live: decision 090), `ended` (it
 * ended or failed), `analysis` (summary, outcome …) and `recording` (what the recording job stored,
 * or why it could not). Kinds are merged in this order, whatever the order they arrived in, so a
 * later kind's values win.
 */
export const callFactKinds = ['started', 'conversation', 'ended', 'analysis', 'recording'] as const;
export type CallFactKind = (typeof callFactKinds)[number];

const layout = {
  transcript: { folder: 'transcripts', extension: 'json' },
  recording: { folder: 'recordings', extension: 'ogg' },
} as const;

export function callObjectPath(hotelId: string, callId: string, kind: 'transcript' | 'recording'): string {
  const { folder, extension } = layout[kind];
  return `hotels/${hotelId}/${folder}/${callId}.${extension}`;
}

export const callFactPath = (hotelId: string, callId: string, fact: CallFactKind) =>
  `hotels/${hotelId}/facts/${callId}.${fact}.json`;

export const callObjectPaths = (hotelId: string, callId: string) => ({
  transcript: callObjectPath(hotelId, callId, 'transcript'),
  recording: callObjectPath(hotelId, callId, 'recording'),
  facts: Object.fromEntries(callFactKinds.map((fact) => [fact, callFactPath(hotelId, callId, fact)])) as Record<
    CallFactKind,
    string
  >,
});

/**
 * Audio a provider sent inline before anything named the call's hotel (ElevenLabs'
 * `post_call_audio` carries only the conversation id). Kept outside `hotels/` until a call row of
 * that id exists; the recording job reads it from here.
 */
export const providerAudioPath = (callId: string) => `provider-audio/${callId}.audio`;

/**
 * The content type of inline audio stored as it arrived: the characters of the event's JSON string
 * (base64, possibly with JSON escapes), so the webhook neither parses nor decodes a 13 MB body; the
 * recording job decodes it. Objects of any other type hold the audio bytes themselves.
 */
export const providerAudioBase64Type = 'text/x-json-string-base64';

const providerAudioPattern = /^provider-audio\/(.+)\.audio$/;

/** The call id of a provider audio path; null for anything else. */
export function parseProviderAudioPath(path: string): string | null {
  const callId = providerAudioPattern.exec(path)?.[1];
  return callId && callIdPattern.test(callId) ? callId : null;
}

const factAlternatives = callFactKinds.join('|');
const pathPattern = new RegExp(
  `^hotels/([0-9a-f-]{36})/(?:transcripts/(.+)\\.json|recordings/(.+)\\.ogg|facts/(.+)\\.(${factAlternatives})\\.json)$`,
);

/** The call a path in the calls bucket belongs to; null for anything that is not a call object. */
export function parseCallObjectPath(
  path: string,
): { hotelId: string; callId: string; kind: CallObjectKind; fact?: CallFactKind } | null {
  const match = pathPattern.exec(path);
  if (!match) return null;
  const callId = match[2] ?? match[3] ?? match[4]!;
  if (!callIdPattern.test(callId)) return null;
  if (match[4] !== undefined) return { hotelId: match[1]!, callId, kind: 'fact', fact: match[5] as CallFactKind };
  return { hotelId: match[1]!, callId, kind: match[2] !== undefined ? 'transcript' : 'recording' };
}

/**
 * The same test for SQL: `name ~ callObjectPathSqlPattern and length(<call id>) <= 200`, joined to
 * an existing hotel. The pattern's repeats are unbounded, since Postgres compiles bounded ones like
 * {36} or {1,200} into costly automata; the call id's length is checked apart, and the join on
 * hotels stands for the uuid check.
 */
export const callObjectPathSqlPattern = `^hotels/[0-9a-f-]+/(transcripts/[A-Za-z0-9._-]+\\.json|recordings/[A-Za-z0-9._-]+\\.ogg|facts/[A-Za-z0-9._-]+\\.(${factAlternatives})\\.json)$`;
export const callIdMaxLength = 200;

/** SQL for the call id of a call object path held in `column`. */
export const callIdOfPathSql = (column: string) =>
  `case when split_part(${column}, '/', 3) = 'facts'
     then regexp_replace(split_part(${column}, '/', 4), '\\.(${factAlternatives})\\.json$', '')
     else regexp_replace(split_part(${column}, '/', 4), '\\.(json|ogg)$', '') end`;
