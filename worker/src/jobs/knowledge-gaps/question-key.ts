import { foldText } from './fold-text.ts';

/**
 * Words that say how a question is asked, not what it is about, in the languages callers use.
 * Removing them lets "is there a shuttle to the airport" and "do you have an airport shuttle" both
 * become "airport shuttle".
 */
const stopWords = new Set(
  (
    'a an the is are was were be been am do does did have has had there here it its this that these those ' +
    'i you we they he she me my your our us can could would will shall should may might must ' +
    'to of in on at for from with by about into near any some much many how what when where which who ' +
    'why whether if or and but so not no yes please hi hello hey thanks thank okay ok also just ' +
    'tell know like want need wondering wonder get let one again sorry actually maybe offer provide ' +
    'available possible ' +
    // German
    'der die das den dem des ein eine einen einem ist sind gibt es ich sie wir ihr haben hat kann ' +
    'konnen konnten wie was wo wann ob und oder nicht bitte zum zur vom mit fur auf bei im am ' +
    // French
    'le la les un une des est sont il y a je vous nous avez avoir peut pouvez quel quelle quels ' +
    'comment ou quand du de au aux et en pour avec sur dans ce cette ' +
    // Spanish
    'el los las unos unas es hay yo usted tienen tiene puedo puede como que donde cuando del al y ' +
    'con por para su sus se lo ' +
    // Italian
    'il lo gli uno una sono ci io lei avete posso potete come che dove quando di da del della con ' +
    'per e al alla'
  ).split(' '),
);

/** The normalised question grouped with pg_trgm: content words, crude singular, sorted, unique. */
export function questionKey(question: string): string {
  const words = foldText(question)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !stopWords.has(word))
    .map(singular);
  const key = [...new Set(words)].sort().join(' ');
  return key || foldText(question).slice(0, 200);
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}
