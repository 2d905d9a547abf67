import { readFileSync } from 'node:fs';
import type { TranscriptItem } from '@hotelvoice/api/contracts';
import { detectKnowledgeGaps } from './detect-gaps.ts';

export interface GapCase {
  id: string;
  lang: 'en' | 'de' | 'fr' | 'es' | 'it';
  split: 'dev' | 'heldout';
  gaps: number[];
  turns: ['a' | 'u', string][];
}

export interface Score {
  cases: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  misses: string[];
}

export function loadGapCases(): GapCase[] {
  const url = new URL('./fixtures/gap-transcripts.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { cases: GapCase[] }).cases;
}

export const itemsOf = (c: GapCase): TranscriptItem[] =>
  c.turns.map(([role, text]) => ({ role: role === 'a' ? 'assistant' : 'user', text, offset: null }));

/** Precision and recall over (call, caller turn) pairs: a gap found at another turn is both a miss and a false alarm. */
export function scoreGapDetection(cases: GapCase[]): Score {
  const score: Score = {
    cases: cases.length,
    truePositives: 0,
    falsePositives: 0,
    falseNegatives: 0,
    precision: 1,
    recall: 1,
    misses: [],
  };
  for (const c of cases) {
    const found = new Set(detectKnowledgeGaps(itemsOf(c)).map((gap) => gap.turnIndex));
    const expected = new Set(c.gaps);
    for (const turn of found) {
      if (expected.has(turn)) {
        score.truePositives++;
      } else {
        score.falsePositives++;
        score.misses.push(`${c.id}: false alarm at turn ${turn}`);
      }
    }
    for (const turn of expected) {
      if (found.has(turn)) continue;
      score.falseNegatives++;
      score.misses.push(`${c.id}: missed turn ${turn}`);
    }
  }
  const flagged = score.truePositives + score.falsePositives;
  const actual = score.truePositives + score.falseNegatives;
  score.precision = flagged === 0 ? 1 : score.truePositives / flagged;
  score.recall = actual === 0 ? 1 : score.truePositives / actual;
  return score;
}
