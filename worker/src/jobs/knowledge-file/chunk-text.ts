/** About 200 words: small enough to rank well, big enough to keep an answer together. */
export const defaultMaxChunkChars = 1200;

/**
 * Sentence detection looks at most this many times `max` characters at once: ICU's segmenter over
 * a multi-megabyte paragraph takes gigabytes, over a window it takes what the window takes.
 */
const windowChunks = 4;

interface Piece {
  text: string;
  /** True when the piece starts a paragraph; joined with a blank line instead of a space. */
  opensParagraph: boolean;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * Splits a paragraph into sentences; a sentence longer than `max` is cut at word boundaries.
 * Lines are sentence boundaries already (as in Unicode's rules), so each line is looked at alone,
 * and a long line through a sliding window. Time and memory are linear in the paragraph.
 */
export function splitSentences(paragraph: string, max: number): string[] {
  return [...sentencesOf(paragraph, max)];
}

function* sentencesOf(paragraph: string, max: number): Generator<string> {
  for (const line of linesOf(paragraph)) {
    const trimmed = line.trim();
    if (trimmed.length <= max) {
      if (trimmed) yield trimmed;
      continue;
    }
    for (const sentence of sentencesOfLine(trimmed, max * windowChunks)) {
      if (sentence.length <= max) yield sentence;
      else yield* splitWords(sentence, max);
    }
  }
}

/** The parts of `text` between `separator` matches, one at a time (no array of millions of parts). */
function* partsOf(text: string, separator: RegExp): Generator<string> {
  const matcher = new RegExp(separator.source, 'g');
  let start = 0;
  for (let match = matcher.exec(text); match; match = matcher.exec(text)) {
    yield text.slice(start, match.index);
    start = match.index + match[0].length;
  }
  yield text.slice(start);
}

const linesOf = (paragraph: string) => partsOf(paragraph, /\n/);

/** Sentences of one line, segmenting a window of at most `window` characters at a time. */
function* sentencesOfLine(line: string, window: number): Generator<string> {
  let start = 0;
  while (start < line.length) {
    const end = Math.min(line.length, start + window);
    const last = end === line.length;
    const segments = [...segmenter.segment(line.slice(start, end))];
    // The window's last sentence may go on past it: read it again from its start next time,
    // unless it is the only one (a sentence longer than the window), which is then cut here.
    const keep = last || segments.length === 1 ? segments.length : segments.length - 1;
    for (let i = 0; i < keep; i++) {
      const sentence = segments[i]!.segment.trim();
      if (sentence) yield sentence;
    }
    start = last || segments.length === 1 ? end : start + segments[keep]!.index;
  }
}

/** Cuts `sentence` into parts of at most `max` characters, at the last space before each limit. */
function* splitWords(sentence: string, max: number): Generator<string> {
  let start = 0;
  while (sentence.length - start > max) {
    let cut = start + max;
    // A bounded look back: never past `start`, or a text without spaces would be scanned again per cut.
    while (cut > start && sentence.charCodeAt(cut) !== 32) cut--;
    if (cut === start) cut = safeCut(sentence, start + max);
    const part = sentence.slice(start, cut).trim();
    if (part) yield part;
    start = cut;
    while (sentence.charCodeAt(start) === 32) start++;
  }
  const rest = sentence.slice(start).trim();
  if (rest) yield rest;
}

/** A hard cut at `at`, moved back one place if it would split a surrogate pair. */
function safeCut(text: string, at: number): number {
  const before = text.charCodeAt(at - 1);
  return before >= 0xd800 && before <= 0xdbff ? at - 1 : at;
}

function* piecesOf(text: string, max: number): Generator<Piece> {
  for (const raw of partsOf(text, /\n[^\S\n]*\n/)) {
    const paragraph = raw.trim();
    if (!paragraph) continue;
    if (paragraph.length <= max) {
      yield { text: paragraph, opensParagraph: true };
      continue;
    }
    let first = true;
    for (const sentence of sentencesOf(paragraph, max)) {
      yield { text: sentence, opensParagraph: first };
      first = false;
    }
  }
}

/**
 * Splits normalized text into chunks of at most `max` characters, on paragraph boundaries where
 * possible, else on sentence boundaries, and only as a last resort inside a sentence. Consecutive
 * small paragraphs share a chunk. Linear in the text, whatever its shape.
 */
export function chunkText(text: string, max = defaultMaxChunkChars): string[] {
  const chunks: string[] = [];
  // The chunk being filled, as parts: appending to a string would keep a tree of thousands of
  // tiny pieces per chunk (a file of one-letter lines) until the end.
  let parts: string[] = [];
  let length = 0;
  const flush = () => {
    if (length > 0) chunks.push(parts.join(''));
    parts = [];
    length = 0;
  };
  for (const piece of piecesOf(text, max)) {
    const joiner = piece.opensParagraph ? '\n\n' : ' ';
    if (length > 0 && length + joiner.length + piece.text.length <= max) {
      parts.push(joiner, piece.text);
      length += joiner.length + piece.text.length;
    } else {
      flush();
      parts.push(piece.text);
      length = piece.text.length;
    }
  }
  flush();
  return chunks;
}
