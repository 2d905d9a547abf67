import { factTextLimits, type CallFacts, type CallOutcome } from '../../contracts/call-facts.ts';
import type { CallDelivery } from '../ingest/ingest.service.ts';

export type { CallDelivery };

/** A provider's timestamp (unix seconds, unix ms or ISO text) as ISO text; undefined when unusable. */
export function isoOf(value: unknown, unit: 's' | 'ms' = 'ms'): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = typeof value === 'number' ? new Date(unit === 's' ? value * 1000 : value) : new Date(String(value));
  return Number.isNaN(date.getTime()) || date.getTime() <= 0 ? undefined : date.toISOString();
}

export const textOf = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined;

export const callerNumberOf = (value: unknown) => textOf(value, factTextLimits.callerNumber);

/** success / failure / unknown from a boolean, 'true'/'false', 'success'/'failure', a 1–10 or 0–100 score. */
export function outcomeOf(value: unknown): CallOutcome | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value ? 'success' : 'failure';
  if (typeof value === 'number') return value >= 0.5 * (value > 10 ? 100 : value > 1 ? 10 : 1) ? 'success' : 'failure';
  const text = String(value).trim().toLowerCase();
  if (['true', 'success', 'successful', 'pass', 'yes'].includes(text)) return 'success';
  if (['false', 'failure', 'failed', 'unsuccessful', 'fail', 'no'].includes(text)) return 'failure';
  return 'unknown';
}

/** Drops undefined values, so a fact object holds only what the provider said. */
export function definedOnly(facts: CallFacts): CallFacts {
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)) as CallFacts;
}

/** The normalised transcript JSON the storage layout keeps (the spec's list of role + content). */
export function transcriptOf(turns: { role: 'user' | 'assistant'; text: string; offset?: number }[]): Buffer {
  return Buffer.from(
    JSON.stringify(
      turns
        .filter((t) => t.text.length > 0)
        .map((t) => ({
          role: t.role,
          content: [t.text],
          ...(typeof t.offset === 'number' ? { offset: t.offset } : {}),
        })),
    ),
  );
}
