import { loadGapCases } from '../jobs/knowledge-gaps/gap-fixtures.ts';
import { detectLanguage } from './call-language.ts';
import { detectLanguageCode } from './tinyld-detector.ts';
import { languageOfTag } from '@hotelvoice/api/contracts';
import type { ClassifierTurn } from './classify-call.ts';
import { loadLabelledCalls } from './fixtures.ts';

export interface LanguageCase {
  id: string;
  language: string;
  turns: ClassifierTurn[];
}

/** Every labelled transcript with its language: the classifier's fixtures and the knowledge-gap ones (they add Italian). */
export function languageCases(): LanguageCase[] {
  return [
    ...loadLabelledCalls().map((c) => ({ id: c.id, language: c.language, turns: c.turns })),
    ...loadGapCases().map((c) => ({
      id: `gaps:${c.id}`,
      language: c.lang,
      turns: c.turns.map(([role, text]) => ({ role: role === 'u' ? 'user' : 'assistant', text })),
    })),
  ];
}

export interface LanguageScore {
  language: string;
  calls: number;
  /** tinyld over the caller's turns alone. */
  callerOnly: number;
  /** What calls get (detectLanguage): the caller's turns, the whole call when the caller said too little. */
  detected: number;
  misses: string[];
}

/** tinyld's own guess over the caller's words, however few. */
const callerOnly = (turns: ClassifierTurn[]) =>
  languageOfTag(
    detectLanguageCode(
      turns
        .filter((t) => t.role === 'user')
        .map((t) => t.text.trim())
        .join('\n'),
    ),
  );

/** Accuracy of language detection per labelled language, and over all (language `all`). */
export function scoreLanguages(cases: LanguageCase[]): LanguageScore[] {
  const languages = ['all', ...new Set(cases.map((c) => c.language))];
  return languages.map((language) => {
    const set = language === 'all' ? cases : cases.filter((c) => c.language === language);
    const misses = set.filter((c) => detectLanguage(c.turns) !== c.language);
    return {
      language,
      calls: set.length,
      callerOnly: set.filter((c) => callerOnly(c.turns) === c.language).length / set.length,
      detected: 1 - misses.length / set.length,
      misses: misses.map((c) => `${c.id}: ${c.language} → ${detectLanguage(c.turns) ?? 'none'}`),
    };
  });
}

/**
 * How often tinyld names the right language from a caller's first `letters` letters (their words
 * up to the end of the word that reaches the count), over the cases whose callers say that much.
 * This is what lettersForLanguage is chosen by.
 */
export function accuracyByLetters(cases: LanguageCase[], letters: number): { calls: number; accuracy: number } {
  let calls = 0;
  let right = 0;
  for (const c of cases) {
    const caller = c.turns
      .filter((t) => t.role === 'user')
      .map((t) => t.text.trim())
      .join('\n');
    const prefix = prefixWithLetters(caller, letters);
    if (prefix === null) continue;
    calls++;
    if (languageOfTag(detectLanguageCode(prefix)) === c.language) right++;
  }
  return { calls, accuracy: calls === 0 ? 0 : right / calls };
}

const isLetter = (char: string) => /\p{L}/u.test(char);

function prefixWithLetters(text: string, letters: number): string | null {
  let seen = 0;
  let end = 0;
  for (; end < text.length && seen < letters; end++) if (isLetter(text[end]!)) seen++;
  if (seen < letters) return null;
  while (end < text.length && isLetter(text[end]!)) end++;
  return text.slice(0, end);
}
