/**
 * Number words of the languages callers use (English, German, French, Spanish, Italian), mapped to
 * the digits they stand for. Card numbers are read digit by digit ("four one one one"), in pairs
 * ("forty-one eleven") or with "double"/"triple"; tens combine with a following unit word.
 */
// prettier-ignore
const digitWords: Record<string, string> = {
  // English
  zero: '0', oh: '0', nought: '0', nil: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6',
  seven: '7', eight: '8', nine: '9',
  // German
  null: '0', eins: '1', ein: '1', eine: '1', zwei: '2', zwo: '2', drei: '3', vier: '4', fünf: '5', fuenf: '5',
  sechs: '6', sieben: '7', acht: '8', neun: '9',
  // French
  zéro: '0', un: '1', une: '1', deux: '2', trois: '3', quatre: '4', cinq: '5', sept: '7', huit: '8', neuf: '9',
  // Spanish
  cero: '0', uno: '1', dos: '2', tres: '3', cuatro: '4', cinco: '5', seis: '6', siete: '7', ocho: '8', nueve: '9',
  // Italian ("uno" is the Spanish one)
  due: '2', tre: '3', quattro: '4', cinque: '5', sei: '6', sette: '7', otto: '8', nove: '9',
};

// prettier-ignore
const teenWords: Record<string, string> = {
  ten: '10', eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16',
  seventeen: '17', eighteen: '18', nineteen: '19',
  zehn: '10', elf: '11', zwölf: '12', zwoelf: '12', dreizehn: '13', vierzehn: '14', fünfzehn: '15', sechzehn: '16',
  siebzehn: '17', achtzehn: '18', neunzehn: '19',
  dix: '10', onze: '11', douze: '12', treize: '13', quatorze: '14', quinze: '15', seize: '16',
  diez: '10', once: '11', doce: '12', trece: '13', catorce: '14', quince: '15', dieciséis: '16', dieciseis: '16',
  diecisiete: '17', dieciocho: '18', diecinueve: '19',
  dieci: '10', undici: '11', dodici: '12', tredici: '13', quattordici: '14', quindici: '15', sedici: '16',
  diciassette: '17', diciotto: '18', diciannove: '19',
};

/** Tens that a following unit word completes ("forty one" → 41). */
// prettier-ignore
const tensWords: Record<string, string> = {
  twenty: '2', thirty: '3', forty: '4', fourty: '4', fifty: '5', sixty: '6', seventy: '7', eighty: '8', ninety: '9',
  zwanzig: '2', dreißig: '3', dreissig: '3', vierzig: '4', fünfzig: '5', fuenfzig: '5', sechzig: '6', siebzig: '7',
  achtzig: '8', neunzig: '9',
  vingt: '2', trente: '3', quarante: '4', cinquante: '5', soixante: '6',
  veinte: '2', treinta: '3', cuarenta: '4', cincuenta: '5', sesenta: '6', setenta: '7', ochenta: '8', noventa: '9',
  venti: '2', trenta: '3', quaranta: '4', cinquanta: '5', sessanta: '6', settanta: '7', ottanta: '8', novanta: '9',
};

const repeatWords: Record<string, number> = { double: 2, triple: 3, doppel: 2, doppelte: 2 };

/** Words that may join a tens word and its unit ("cuarenta y uno", "vingt et un"). */
const joinWords = new Set(['y', 'et', 'and', 'und', 'e']);

const germanUnits: Record<string, string> = {
  ein: '1',
  zwei: '2',
  drei: '3',
  vier: '4',
  fünf: '5',
  sechs: '6',
  sieben: '7',
  acht: '8',
  neun: '9',
};
const germanCompound = new RegExp(`^(${Object.keys(germanUnits).join('|')})und(${Object.keys(tensWords).join('|')})$`);
/** Spanish 21-29 ("veintiuno") and Italian compounds ("quarantuno", "ventitré"). */
// prettier-ignore
const fusedCompound = /^(veinti|venti|vent|trent|quarant|cinquant|sessant|settant|ottant|novant|trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta)(uno|un|dos|due|tres|tre|trè|tré|cuatro|quattro|cinco|cinque|seis|sei|siete|sette|ocho|otto|nueve|nove)$/;
// prettier-ignore
const fusedUnit: Record<string, string> = {
  uno: '1', un: '1', dos: '2', due: '2', tres: '3', tre: '3', trè: '3', tré: '3', cuatro: '4', quattro: '4', cinco: '5',
  cinque: '5', seis: '6', sei: '6', siete: '7', sette: '7', ocho: '8', otto: '8', nueve: '9', nove: '9',
};
// prettier-ignore
const fusedTens: Record<string, string> = {
  veinti: '2', venti: '2', vent: '2', trent: '3', trenta: '3', quarant: '4', quaranta: '4', cinquant: '5',
  cinquanta: '5', sessant: '6', sessanta: '6', settant: '7', settanta: '7', ottant: '8', ottanta: '8', novant: '9',
  novanta: '9',
};

export type WordMeaning =
  | { kind: 'digits'; digits: string }
  | { kind: 'tens'; digit: string }
  | { kind: 'repeat'; times: number }
  | { kind: 'join' };

/** The words whose meaning is fixed, in the order they are looked up (a digit word wins over the rest). */
const fixedMeanings = new Map<string, WordMeaning>();
const addFixed = (word: string, meaning: WordMeaning) => {
  if (!fixedMeanings.has(word)) fixedMeanings.set(word, meaning);
};
for (const [word, digits] of [...Object.entries(digitWords), ...Object.entries(teenWords)])
  addFixed(word, { kind: 'digits', digits });
for (const [word, digit] of Object.entries(tensWords)) addFixed(word, { kind: 'tens', digit });
for (const [word, times] of Object.entries(repeatWords)) addFixed(word, { kind: 'repeat', times });
for (const word of joinWords) addFixed(word, { kind: 'join' });

function compoundMeaning(w: string): WordMeaning | null {
  const german = germanCompound.exec(w);
  if (german) return { kind: 'digits', digits: `${tensWords[german[2]!]}${germanUnits[german[1]!]}` };
  const fused = fusedCompound.exec(w);
  if (fused) return { kind: 'digits', digits: `${fusedTens[fused[1]!]}${fusedUnit[fused[2]!]}` };
  return null;
}

/**
 * Every other word's meaning once found: both redaction passes read every word of a transcript,
 * and a conversation repeats its words, so the two patterns run once per word (issue #36). Cleared
 * when full, so memory stays bounded.
 */
const compoundMeanings = new Map<string, WordMeaning | null>();
const compoundMeaningsKept = 50_000;

/**
 * What one word means as part of a spoken number, or null if it is not a number word. The meaning
 * is shared between calls: read it, never change it.
 */
export function meaningOf(word: string): Readonly<WordMeaning> | null {
  const w = word.toLowerCase();
  const fixed = fixedMeanings.get(w);
  if (fixed) return fixed;
  let found = compoundMeanings.get(w);
  if (found === undefined) {
    found = compoundMeaning(w);
    if (compoundMeanings.size >= compoundMeaningsKept) compoundMeanings.clear();
    compoundMeanings.set(w, found);
  }
  return found;
}
