import type { TranscriptItem } from '@hotelvoice/api/contracts';
import { callerAskedForPerson, gapPhrases, notAGap, type GapSignal } from './gap-phrases.ts';
import { foldText, trigramSimilarity } from './fold-text.ts';

export type GapQuestionSignal = GapSignal | 'caller_repeated';

export interface DetectedGap {
  /** The caller turn that asked the question (index into the transcript). */
  turnIndex: number;
  question: string;
  signal: GapQuestionSignal;
}

/** A caller turn shorter than this ("yes", "hello?") is not a question worth recording. */
const minQuestionWords = 3;
/** Two caller turns this similar (trigram, 0..1) are the same question asked again. */
const repeatSimilarity = 0.55;
const maxQuestionChars = 500;

/**
 * The caller questions the agent could not answer in one call: an agent turn that says it does
 * not know, offers to take a message or to pass the question to staff (unless the caller asked for
 * exactly that), or a caller asking the same question again after the agent answered it.
 * Each caller turn is reported once, with the first signal that showed it.
 */
export function detectKnowledgeGaps(items: readonly TranscriptItem[]): DetectedGap[] {
  const found = new Map<number, DetectedGap>();
  const folded = items.map((item) => foldText(item.text));
  for (let i = 0; i < items.length; i++) {
    if (items[i]!.role !== 'assistant') continue;
    const signal = signalOf(folded[i]!);
    if (!signal) continue;
    const asked = questionBefore(items, folded, i);
    if (asked === null) continue;
    if (signal !== 'did_not_know' && callerAskedForPerson.some((re) => re.test(folded[asked]!))) continue;
    if (!found.has(asked)) found.set(asked, gapAt(items, asked, signal));
  }
  for (const [earlier, later] of repeatedQuestions(items, folded)) {
    if (!found.has(earlier) && !found.has(later)) found.set(later, gapAt(items, later, 'caller_repeated'));
  }
  return [...found.values()].sort((a, b) => a.turnIndex - b.turnIndex);
}

function signalOf(text: string): GapSignal | null {
  if (notAGap.some((re) => re.test(text))) return null;
  for (const signal of ['did_not_know', 'offered_message', 'passed_to_staff'] as const) {
    if (gapPhrases[signal].some((re) => re.test(text))) return signal;
  }
  return null;
}

/** The nearest caller turn before `index` long enough to be a question (skipping "yes", "okay"). */
function questionBefore(items: readonly TranscriptItem[], folded: string[], index: number): number | null {
  for (let j = index - 1; j >= 0; j--) {
    if (items[j]!.role !== 'user') continue;
    if (wordCount(folded[j]!) >= minQuestionWords) return j;
  }
  return null;
}

/** Pairs (earlier, later) of caller turns where the later repeats the earlier after an agent answer. */
function repeatedQuestions(items: readonly TranscriptItem[], folded: string[]): [number, number][] {
  const pairs: [number, number][] = [];
  const asked: number[] = [];
  for (let i = 0; i < items.length; i++) {
    if (items[i]!.role !== 'user' || wordCount(folded[i]!) < minQuestionWords) continue;
    const earlier = asked.find(
      (j) => answeredBetween(items, j, i) && trigramSimilarity(folded[j]!, folded[i]!) >= repeatSimilarity,
    );
    if (earlier !== undefined) pairs.push([earlier, i]);
    else asked.push(i);
  }
  return pairs;
}

function answeredBetween(items: readonly TranscriptItem[], from: number, to: number): boolean {
  for (let k = from + 1; k < to; k++) if (items[k]!.role === 'assistant') return true;
  return false;
}

function gapAt(items: readonly TranscriptItem[], turnIndex: number, signal: GapQuestionSignal): DetectedGap {
  const question = items[turnIndex]!.text.replace(/\s+/g, ' ').trim().slice(0, maxQuestionChars);
  return { turnIndex, question, signal };
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}
