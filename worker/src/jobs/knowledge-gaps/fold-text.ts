/** Lowercase, accents removed (ß kept: the German phrases spell it), typographic apostrophes unified. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** pg_trgm's trigrams: each word padded with two spaces before and one after, letters and digits only. */
export function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/** pg_trgm's similarity(): shared trigrams over all distinct trigrams of both. */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigramsOf(a);
  const y = trigramsOf(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared);
}
