// The stemmer and sentiment parts only: natural's index also loads its storage adapters (and dotenv).
import stemmersModule from 'natural/lib/natural/stemmers/index.js';
import sentimentModule from 'natural/lib/natural/sentiment/index.js';
import { classifierLanguages, sentimentBoost, type ClassifierLanguage, type PhraseList } from './rules.ts';

interface Stemmer {
  stem(word: string): string;
}

/** natural's Snowball/Porter stemmers, one per language the receptionist speaks. */
const stemmers: Record<ClassifierLanguage, Stemmer> = {
  en: stemmersModule.PorterStemmer,
  es: stemmersModule.PorterStemmerEs,
  de: stemmersModule.PorterStemmerDe,
  fr: stemmersModule.PorterStemmerFr,
};

/** Lower-cased words (letters and digits), accents kept; the same for rules and transcripts. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

export function tokensOf(text: string, language: ClassifierLanguage): string[] {
  return wordsOf(text).map((word) => stemOf(word, language));
}

/**
 * Stems already computed, per language: callers' words repeat from call to call and natural's
 * stemmers cost microseconds a word (issue #36). Cleared when full, so memory stays bounded.
 */
const stemCacheLimit = 50_000;
const stemCaches = Object.fromEntries(
  classifierLanguages.map((language) => [language, new Map<string, string>()]),
) as Record<ClassifierLanguage, Map<string, string>>;

function stemOf(word: string, language: ClassifierLanguage): string {
  const cache = stemCaches[language];
  let stem = cache.get(word);
  if (stem === undefined) {
    if (cache.size >= stemCacheLimit) cache.clear();
    stem = stemmers[language].stem(word);
    cache.set(word, stem);
  }
  return stem;
}

export interface CompiledPhrases {
  /** Whether any phrase of the language occurs, word for word in order, in the stemmed tokens. */
  matches(tokens: string[], language: ClassifierLanguage): boolean;
}

export function compilePhrases(list: PhraseList): CompiledPhrases {
  const byLanguage = Object.fromEntries(
    classifierLanguages.map((language) => [
      language,
      phrasesByFirstToken(list[language].map((phrase) => tokensOf(phrase, language)).filter((t) => t.length > 0)),
    ]),
  ) as Record<ClassifierLanguage, Map<string, string[][]>>;
  return {
    matches(tokens, language) {
      const byFirst = byLanguage[language];
      for (let start = 0; start < tokens.length; start++) {
        const candidates = byFirst.get(tokens[start]!);
        if (candidates?.some((phrase) => runAt(tokens, start, phrase))) return true;
      }
      return false;
    },
  };
}

/**
 * The phrases under their first token: a turn's tokens are read once, each looking up only the
 * phrases it could start, instead of every phrase of the table scanning every turn (issue #36).
 */
function phrasesByFirstToken(phrases: string[][]): Map<string, string[][]> {
  const byFirst = new Map<string, string[][]>();
  for (const phrase of phrases) {
    const list = byFirst.get(phrase[0]!);
    if (list) list.push(phrase);
    else byFirst.set(phrase[0]!, [phrase]);
  }
  return byFirst;
}

function runAt(tokens: string[], start: number, run: string[]): boolean {
  if (start + run.length > tokens.length) return false;
  for (let i = 1; i < run.length; i++) if (tokens[start + i] !== run[i]) return false;
  return true;
}

/** natural's lexicon-based analysers: AFINN for English and Spanish, Pattern for French and German. */
const analysers: Record<ClassifierLanguage, { getSentiment(words: string[]): number }> = {
  en: new sentimentModule.SentimentAnalyzer('English', undefined, 'afinn'),
  es: new sentimentModule.SentimentAnalyzer('Spanish', undefined, 'afinn'),
  de: new sentimentModule.SentimentAnalyzer('German', undefined, 'pattern'),
  fr: new sentimentModule.SentimentAnalyzer('French', undefined, 'pattern'),
};

/**
 * The caller's mood as a summed lexicon score (the analyser gives a per-word mean, negation
 * handled for English), plus the hotel words of sentimentBoost.
 */
export function sentimentScore(text: string, language: ClassifierLanguage): number {
  const words = wordsOf(text);
  if (words.length === 0) return 0;
  const lexicon = analysers[language].getSentiment(words) * words.length;
  const boost = sentimentBoost[language];
  const extra = words.reduce((sum, word, i) => {
    const value = Object.hasOwn(boost, word) ? boost[word]! : 0;
    return sum + (negated(words, i) ? -value : value);
  }, 0);
  return lexicon + extra;
}

const negations = new Set(['not', "n't", 'no', 'never', 'no', 'nicht', 'kein', 'keine', 'pas', 'ne', 'jamás', 'nunca']);
const negated = (words: string[], i: number) => negations.has(words[i - 1] ?? '') || negations.has(words[i - 2] ?? '');
