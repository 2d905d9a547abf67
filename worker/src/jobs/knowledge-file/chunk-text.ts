/** About 200 words: small enough to rank well, big enough to keep an answer together. */
export const defaultMaxChunkChars = 1200;

interface Piece {
  text: string;
  /** True when the piece starts a paragraph; joined with a blank line instead of a space. */
  opensParagraph: boolean;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** Splits text into sentences; a sentence longer than `max` is cut at word boundaries. */
export function splitSentences(paragraph: string, max: number): string[] {
  const sentences = [...segmenter.segment(paragraph)].map((s) => s.segment.trim()).filter(Boolean);
  return sentences.flatMap((sentence) => (sentence.length <= max ? [sentence] : splitWords(sentence, max)));
}

function splitWords(sentence: string, max: number): string[] {
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max);
    const cut = space > 0 ? space : max;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/**
 * Splits normalized text into chunks of at most `max` characters, on paragraph boundaries where
 * possible, else on sentence boundaries, and only as a last resort inside a sentence. Consecutive
 * small paragraphs share a chunk.
 */
export function chunkText(text: string, max = defaultMaxChunkChars): string[] {
  const pieces: Piece[] = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap((paragraph) =>
      (paragraph.length <= max ? [paragraph] : splitSentences(paragraph, max)).map((piece, i) => ({
        text: piece,
        opensParagraph: i === 0,
      })),
    );

  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    const joiner = piece.opensParagraph ? '\n\n' : ' ';
    if (current && current.length + joiner.length + piece.text.length <= max) {
      current += joiner + piece.text;
    } else {
      if (current) chunks.push(current);
      current = piece.text;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
