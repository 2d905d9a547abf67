import { languageOfTag, type AnalysisSource } from '@hotelvoice/api/contracts';
import type { ClassifierTurn } from './classify-call.ts';
import { detectLanguageCode } from './tinyld-detector.ts';

/**
 * Fewer letters than this from the caller ("Hello?", "Sorry, wrong number.") are too few to tell a
 * language by: the whole conversation is read instead (the agent answers in the caller's language).
 */
export const callerLettersNeeded = 60;

/**
 * Enough text to tell a language by, and a bound on the work: tinyld's time grows with its input,
 * and a transcript may hold one 2 MB turn (worker/src/resilience/input-budgets.test.ts).
 */
export const languageSampleChars = 4_000;

/**
 * Fewer letters than this in the text read, and no language is named: on the labelled transcripts
 * (language-accuracy.ts, accuracyByLetters) tinyld names the right language for 97.7 % of callers
 * from their first 25 letters, but for 91.6 % from 10 and 86.5 % from 5, and "Hello? Hello?" reads
 * as Italian. 97 % is the bar the whole detector is held to.
 */
export const lettersForLanguage = 25;

export interface CallLanguage {
  language: string | null;
  languageSource: AnalysisSource | null;
}

/**
 * The language a call was in: the voice platform's detected language when it gave one, else
 * tinyld's guess over the caller's turns (over every turn when the caller said too little to tell).
 * Null when the words read are too few to tell (lettersForLanguage). ISO 639-1 codes, as the call log's language column stores them.
 */
export function callLanguage(turns: ClassifierTurn[], providerLanguage?: string | null): CallLanguage {
  const provided = languageOfTag(providerLanguage);
  if (provided) return { language: provided, languageSource: 'provider' };
  const detected = detectLanguage(turns);
  return detected ? { language: detected, languageSource: 'auto' } : { language: null, languageSource: null };
}

export function detectLanguage(turns: ClassifierTurn[]): string | null {
  const textOf = (list: ClassifierTurn[]) =>
    list
      .map((t) => t.text.trim())
      .filter(Boolean)
      .join('\n')
      .slice(0, languageSampleChars);
  const caller = textOf(turns.filter((t) => t.role === 'user'));
  const text = hasLetters(caller, callerLettersNeeded) ? caller : textOf(turns);
  return hasLetters(text, lettersForLanguage) ? languageOfTag(detectLanguageCode(text)) : null;
}

const letter = /\p{L}/gu;

/** Whether the text holds at least `needed` letters; it stops counting there (a sample is 4,000 characters). */
function hasLetters(text: string, needed: number): boolean {
  letter.lastIndex = 0;
  let count = 0;
  while (count < needed && letter.exec(text)) count++;
  return count >= needed;
}
