import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { detect as tinyldDetect } from 'tinyld';

/**
 * tinyld's `detect` (normal build, no options): the same algorithm over the same dictionary, with
 * the same result for every text, at a fraction of the cost. tinyld scores each word of a chunk
 * against every language, and for every n-gram of every word builds a Set of all its languages and
 * another of the gram's languages (most of a call's analysis time, issue #36). Here each gram's
 * languages are listed once, scores are summed into one array, and only the languages a word
 * touched are sorted; the rounding, the order of equal scores and the order results are merged in
 * are tinyld's. The dictionary and the text helpers are read from tinyld's own bundle; if that
 * bundle is not the one this was written for, tinyld's `detect` is used as it is.
 */
export function detectLanguageCode(text: string): string {
  return detector(text);
}

/** Whether tinyld's dictionary was read (false: tinyld's own `detect` is used, as slow as before). */
export function readsTinyldDictionary(): boolean {
  return detector !== tinyldDetect;
}

/** The bundle's internals this needs, by their minified names in tinyld 1.3.4's normal ESM build. */
interface TinyldInternals {
  /** Gram sizes, in the order tinyld reads them. */
  F: number[];
  /** The languages of the build, in tinyld's order (ties are broken by it). */
  h: Set<string>;
  _: { uniques: Record<string, string>; multiples: Record<string, Record<string, number>> };
  /** The grams unique to one language. */
  $: Set<string>;
  /** Accents removed (NFD without combining marks). */
  U: (text: string) => string;
  /** cleanString: lower case, punctuation and digits out, spaces collapsed. */
  V: (text: string) => string;
  /** Language key to ISO 639-1. */
  m: (key: string) => string;
  /** Split into chunks at punctuation (separators kept, as String#split with a group does). */
  q: (text: string) => string[];
  /** Split a chunk into words at spaces. */
  W: (text: string) => string[];
}

const bundleVersion = '1.3.4';

function loadDetector(): ((text: string) => string) | null {
  try {
    const require = createRequire(import.meta.url);
    const main = require.resolve('tinyld');
    const manifest = JSON.parse(fs.readFileSync(path.join(path.dirname(main), '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    if (manifest.version !== bundleVersion) return null;
    const source = fs.readFileSync(path.join(path.dirname(main), 'tinyld.normal.node.mjs'), 'utf8');
    const exportAt = source.lastIndexOf('export{');
    const internals = new Function(
      `${source.slice(0, exportAt)};return { F, h, _, $, U, V, m, q, W };`,
    )() as TinyldInternals;
    const detector = createDetector(internals);
    // The one check that the internals are what they were: a sample in each of a few languages.
    const samples = ['Where is the nearest train station please', 'Wo ist der Bahnhof bitte', 'Où est la gare'];
    return samples.every((text) => detector(text) === tinyldDetect(text)) ? detector : null;
  } catch {
    return null;
  }
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** What one word adds: languages in tinyld's order of listing, each with its accuracy. */
interface WordLanguages {
  isos: string[];
  accuracies: number[];
}

function createDetector(t: TinyldInternals): (text: string) => string {
  const languages = [...t.h];
  const isoOf = languages.map((key) => t.m(key));
  const indexOf = new Map(languages.map((key, i) => [key, i]));
  /**
   * For a gram as read from the text: the languages of this build it counts for and what it adds to
   * each (tinyld's weight × the length of the gram without accents / 4). Kept for grams seen
   * before; cleared when full, so memory stays bounded.
   */
  const gramScores = new Map<string, { index: number[]; adds: number[] } | null>();
  const scoresOf = (gram: string) => {
    let found = gramScores.get(gram);
    if (found !== undefined) return found;
    const plain = t.U(gram);
    const table = t._.multiples[plain];
    found = null;
    if (table) {
      found = { index: [], adds: [] };
      for (const [key, weight] of Object.entries(table)) {
        const index = indexOf.get(key);
        if (index === undefined) continue;
        found.index.push(index);
        found.adds.push((weight * plain.length) / 4);
      }
    }
    if (gramScores.size >= 200_000) gramScores.clear();
    gramScores.set(gram, found);
    return found;
  };
  const scores = new Float64Array(languages.length);
  const touched: number[] = [];

  /**
   * tinyld's grams of a text: windows of `size` over the text padded with spaces, no double space,
   * not blank. `mayHold`, when given, passes over a window before it is cut out as a string.
   */
  const gramsOf = (
    text: string,
    size: number,
    each: (gram: string) => boolean | void,
    mayHold?: (padded: string, start: number, size: number) => boolean,
  ) => {
    const pad = ' '.repeat(size - 1);
    const padded = pad + text + pad;
    for (let start = 0; start < padded.length - (size - 1); start++) {
      if (mayHold && !mayHold(padded, start, size)) continue;
      const gram = padded.slice(start, start + size);
      if (gram.includes('  ') || gram.trim().length === 0) continue;
      if (each(gram) === true) return;
    }
  };

  const maybeUnique = uniqueGramFilter(t.$);

  /**
   * Pass 1: the language of the first gram unique to one language, if any. Most windows of a chunk
   * are no unique gram: each is first hashed from its character codes and tested against the
   * filter, and only a window the filter may hold is cut out and checked as tinyld checks it.
   */
  const uniqueLanguage = (chunk: string): string => {
    let found = '';
    for (const size of t.F) {
      gramsOf(
        chunk,
        size,
        (gram) => {
          if (!t.$.has(gram)) return false;
          found = t.m(t._.uniques[gram]!);
          return true;
        },
        maybeUnique,
      );
      if (found) return found;
    }
    return '';
  };

  /** Pass 2: a word's eight best languages and their accuracy (0..1 of the best score). */
  const scoreWord = (word: string): WordLanguages => {
    for (const size of t.F) {
      gramsOf(word, size, (gram) => {
        const found = scoresOf(gram);
        if (!found) return;
        for (let k = 0; k < found.index.length; k++) {
          const index = found.index[k]!;
          if (scores[index] === 0 && !touched.includes(index)) touched.push(index);
          scores[index] = scores[index]! + found.adds[k]!;
        }
      });
    }
    const positive = touched.filter((index) => scores[index]! > 0).sort((a, b) => scores[b]! - scores[a]! || a - b);
    const best = positive.length > 0 ? scores[positive[0]!]! : 1;
    const listed = positive.slice(0, 8);
    const result: WordLanguages = { isos: [], accuracies: [] };
    for (const index of listed) {
      result.isos.push(isoOf[index]!);
      result.accuracies.push(1 - round((best - scores[index]!) / best));
    }
    // Fewer than eight scored: tinyld lists the unscored languages next, in its order, each adding 0.
    for (let index = 0, count = listed.length; count < 8 && index < languages.length; index++) {
      if (scores[index]! > 0) continue;
      result.isos.push(isoOf[index]!);
      result.accuracies.push(0);
      count++;
    }
    for (const index of touched) scores[index] = 0;
    touched.length = 0;
    return result;
  };
  /**
   * A word's languages depend on the word alone, and a conversation repeats its words ("the", "room",
   * "bitte"): each is scored once and kept, cleared when full so memory stays bounded (issue #36).
   */
  const wordScores = new Map<string, WordLanguages>();
  const wordLanguages = (word: string, add: (iso: string, accuracy: number) => void) => {
    let found = wordScores.get(word);
    if (!found) {
      found = scoreWord(word);
      if (wordScores.size >= 100_000) wordScores.clear();
      wordScores.set(word, found);
    }
    for (let k = 0; k < found.isos.length; k++) add(found.isos[k]!, found.accuracies[k]!);
  };

  return (text) => {
    const chunks = t
      .q(text)
      .map((chunk) => t.V(chunk))
      .filter((chunk) => !!chunk)
      .sort((a, b) => b.length - a.length)
      .slice(0, 7);
    const totals = new Map<string, number>();
    const add = (iso: string, amount: number) => totals.set(iso, (totals.get(iso) ?? 0) + amount);
    for (const chunk of chunks) {
      const unique = uniqueLanguage(chunk);
      if (unique) {
        add(unique, 1 * chunk.length);
        continue;
      }
      for (const word of t.W(chunk)) {
        wordLanguages(word, add);
      }
    }
    // tinyld divides every total by the letters read: the order, and so the winner, is the same.
    let winner = '';
    let most = 0;
    for (const [iso, total] of totals) {
      if (total > most) {
        winner = iso;
        most = total;
      }
    }
    return winner;
  };
}

/** Bits of the unique-gram filter: 2^20 bits (128 KB) hold tinyld's 17,108 unique grams at a 1.6 % false-hit rate. */
const filterBits = 20;

/** A window's hash: its length and character codes, mixed in 32-bit integer arithmetic. */
function windowHash(text: string, start: number, size: number): number {
  let hash = size;
  for (let i = start; i < start + size; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x5bd1e995);
  return (hash ^ (hash >>> 15)) >>> (32 - filterBits);
}

/**
 * A Bloom filter (one hash) of the unique grams: says "no" for certain, and "maybe" for every gram
 * it holds and a few it does not, so a "maybe" is checked against the set itself.
 */
function uniqueGramFilter(grams: Set<string>): (text: string, start: number, size: number) => boolean {
  const bits = new Uint32Array((1 << filterBits) / 32);
  for (const gram of grams) {
    const bit = windowHash(gram, 0, gram.length);
    bits[bit >>> 5]! |= 1 << (bit & 31);
  }
  return (text, start, size) => {
    const bit = windowHash(text, start, size);
    return (bits[bit >>> 5]! & (1 << (bit & 31))) !== 0;
  };
}

const detector = loadDetector() ?? tinyldDetect;
