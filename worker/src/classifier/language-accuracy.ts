import { loadGapCases } from '../jobs/knowledge-gaps/gap-fixtures.ts';
import { detectLanguage } from './call-language.ts';
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

const callerOnly = (turns: ClassifierTurn[]) => detectLanguage(turns.filter((t) => t.role === 'user'));

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
