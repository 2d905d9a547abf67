import type { TranscriptItem } from './call-logs.ts';
import { storableJsonProblem } from './storable-json.ts';

/** A transcript that can never be ingested, however often it is retried. */
export class PermanentIngestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentIngestError';
  }
}

const assistantRoles = new Set(['assistant', 'agent', 'ai', 'bot']);
const userRoles = new Set(['user', 'caller', 'guest', 'human']);
const offsetKeys = ['offset', 'start_time', 'startTime', 'time_in_call_secs', 'start', 'timestamp'] as const;

/**
 * Reads the transcript formats voice agents write: the spec's JSON list of
 * `{ role, content: [text, ...] }`, LiveKit Agents' `{ "items": [...] }` envelope (messages mixed
 * with tool calls, which are skipped), and items carrying a time offset in seconds. System and
 * tool turns are dropped: the call log shows only what the caller and the assistant said.
 */
export function parseTranscript(bytes: Uint8Array | string): TranscriptItem[] {
  let value: unknown;
  try {
    value = JSON.parse(typeof bytes === 'string' ? bytes : new TextDecoder().decode(bytes));
  } catch {
    throw new PermanentIngestError('malformed transcript: not valid JSON');
  }
  // What Postgres cannot store (NUL, a lone surrogate) or code cannot walk (deep nesting) is refused whole.
  const problem = storableJsonProblem(value);
  if (problem) throw new PermanentIngestError(`malformed transcript: ${problem.message}`);
  const list = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.items) ? value.items : null;
  if (!list) throw new PermanentIngestError('not a transcript: expected a JSON list of items or { "items": [...] }');
  const firstCreated = list.map((item) => (isRecord(item) ? item.created_at : undefined)).find(isFiniteNumber);
  const items: TranscriptItem[] = [];
  let recognised = 0;
  for (const raw of list) {
    if (!isRecord(raw) || typeof raw.role !== 'string') continue;
    if (raw.type !== undefined && raw.type !== 'message') continue;
    recognised++;
    const role = assistantRoles.has(raw.role) ? 'assistant' : userRoles.has(raw.role) ? 'user' : null;
    const text = textOf(raw);
    if (!role || text === null) continue;
    items.push({ role, text, offset: offsetOf(raw, firstCreated) });
  }
  if (list.length > 0 && recognised === 0) {
    throw new PermanentIngestError('not a transcript: no item has a role and content');
  }
  return items;
}

function textOf(item: Record<string, unknown>): string | null {
  const content = item.content ?? item.message ?? item.text;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    const first = content.find((part) => typeof part === 'string' || (isRecord(part) && typeof part.text === 'string'));
    if (typeof first === 'string') return first;
    if (isRecord(first)) return String(first.text);
  }
  return null;
}

function offsetOf(item: Record<string, unknown>, firstCreated: number | undefined): number | null {
  for (const key of offsetKeys) {
    const value = item[key];
    if (isFiniteNumber(value) && value >= 0) return value;
  }
  // LiveKit stamps messages with wall-clock seconds; relative to the first one they become offsets.
  if (firstCreated !== undefined && isFiniteNumber(item.created_at)) {
    return Math.max(0, Math.round((item.created_at - firstCreated) * 1000) / 1000);
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
