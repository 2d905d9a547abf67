import fixtures from './fixtures/card-transcripts.json' with { type: 'json' };
import { redactTexts } from './redact-transcript.ts';

export interface FixtureCase {
  id: string;
  lang: string;
  turns: string[];
  sensitive: string[];
  keep: string[];
  hard?: boolean;
}

export const cardFixtureCases: FixtureCase[] = fixtures.cases;

/**
 * Pieces of a sensitive value that must not survive: each digit group of 3 or more, and each run
 * of three words; a short value (an expiry, a code) must not survive whole. A partly redacted card
 * number therefore counts as missed.
 */
function tracesOf(value: string): RegExp[] {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  if (value.length <= 8) return [new RegExp(`(^|[^\\p{L}\\d])${escape(value)}($|[^\\p{L}\\d])`, 'iu')];
  const groups = value.match(/\d{3,}/g) ?? [];
  const words = value.match(/\p{L}+/gu) ?? [];
  const windows = words.length >= 3 ? words.slice(0, -2).map((_, i) => words.slice(i, i + 3).join('\\P{L}+')) : [];
  return [...groups.map(escape), ...windows].map((p) => new RegExp(`(^|[^\\p{L}\\d])${p}($|[^\\p{L}\\d])`, 'iu'));
}

export interface CaseResult {
  id: string;
  lang: string;
  hard: boolean;
  removed: number;
  missed: string[];
  destroyed: string[];
  output: string[];
}

export function scoreCase(c: FixtureCase): CaseResult {
  const output = redactTexts(c.turns, { keepLast4: false }).texts;
  const all = output.join('\n');
  const missed = c.sensitive.filter((value) => tracesOf(value).some((trace) => trace.test(all)));
  const destroyed = c.keep.filter((value) => !all.includes(value));
  return {
    id: c.id,
    lang: c.lang,
    hard: c.hard === true,
    removed: c.sensitive.length - missed.length,
    missed,
    destroyed,
    output,
  };
}

/** Precision: removed values / (removed + look-alikes destroyed). Recall: removed / all sensitive values. */
export function scoreAll(cases: FixtureCase[]) {
  const results = cases.map(scoreCase);
  const removed = results.reduce((n, r) => n + r.removed, 0);
  const sensitive = cases.reduce((n, c) => n + c.sensitive.length, 0);
  const destroyed = results.reduce((n, r) => n + r.destroyed.length, 0);
  return {
    results,
    sensitive,
    removed,
    destroyed,
    precision: removed / (removed + destroyed),
    recall: removed / sensitive,
  };
}
