import { meaningOf } from './number-words.ts';

/** A number said or written in the text: its digits and where it stands. */
export interface NumberPiece {
  start: number;
  end: number;
  digits: string;
}

/**
 * A sequence of numbers separated only by spaces, dashes, dots, commas or slashes: how a card
 * number is written ("4111-1111 …") or read ("four one one one, one one …").
 * `identifierBefore`: the run follows a code such as "DE89" or "BK4411" (an IBAN or booking reference).
 */
export interface NumberRun {
  pieces: NumberPiece[];
  identifierBefore: boolean;
  /** The run starts with "+" or "00": a phone number. */
  phonePrefix: boolean;
}

interface Token {
  start: number;
  end: number;
  text: string;
  isDigits: boolean;
}

const tokenPattern = /\d+|\p{L}+/gu;
const separatorGap = /^[\s\-–—.,/:]{0,4}$/u;

/** Splits text into runs of numbers, in one pass; words that are not number words end a run. */
export function numberRuns(text: string): NumberRun[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(tokenPattern)) {
    const start = match.index;
    tokens.push({ start, end: start + match[0].length, text: match[0], isDigits: /^\d/.test(match[0]) });
  }
  const runs: NumberRun[] = [];
  let current: NumberRun | null = null;
  let previousEnd = -1;
  let identifierEnd = -2;
  const close = () => {
    if (current && current.pieces.length > 0) runs.push(current);
    current = null;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const gapOk = previousEnd >= 0 && separatorGap.test(text.slice(previousEnd, token.start));
    let piece: NumberPiece | null = null;
    let consumed = 0;
    if (token.isDigits) {
      if (gluedBefore(tokens[i - 1], token) || gluedAfter(token, tokens[i + 1])) {
        // Digits inside a word ("BK4411", "12th") are a code or an ordinal, never part of a card number.
        close();
        identifierEnd = token.end;
        previousEnd = token.end;
        continue;
      }
      piece = { start: token.start, end: token.end, digits: token.text };
    } else {
      const spoken = spokenPiece(tokens, i, text);
      if (spoken) {
        piece = spoken.piece;
        consumed = spoken.consumed;
      }
    }
    if (!piece) {
      close();
      previousEnd = -1;
      continue;
    }
    if (!current || !gapOk) {
      close();
      const before = text.slice(Math.max(0, piece.start - 2), piece.start);
      current = {
        pieces: [],
        identifierBefore: identifierEnd >= 0 && separatorGap.test(text.slice(identifierEnd, piece.start)),
        phonePrefix: before.endsWith('+') || (piece.digits.startsWith('00') && token.isDigits),
      };
    }
    current.pieces.push(piece);
    previousEnd = piece.end;
    i += consumed;
  }
  close();
  return runs;
}

/** A word (not digits) written right before the token, as "BK" in "BK4411". */
const gluedBefore = (other: Token | undefined, token: Token) =>
  other !== undefined && other.end === token.start && !other.isDigits;
/** A word (not digits) written right after the token, as "th" in "12th". */
const gluedAfter = (token: Token, other: Token | undefined) =>
  other !== undefined && other.start === token.end && !other.isDigits;
/** Token b follows token a with at most a separator between them. */
const near = (text: string, a: Token, b: Token | undefined) =>
  b !== undefined && separatorGap.test(text.slice(a.end, b.start));

/** A spoken number starting at token i ("forty one", "double four", "vingt et un"), or null. */
function spokenPiece(tokens: Token[], i: number, text: string): { piece: NumberPiece; consumed: number } | null {
  const token = tokens[i]!;
  const meaning = meaningOf(token.text);
  if (!meaning || meaning.kind === 'join') return null;
  if (meaning.kind === 'digits')
    return { piece: { start: token.start, end: token.end, digits: meaning.digits }, consumed: 0 };
  if (meaning.kind === 'repeat') {
    const next = tokens[i + 1];
    const unit = next && near(text, token, next) ? meaningOf(next.text) : null;
    if (unit?.kind !== 'digits' || unit.digits.length !== 1) return null;
    return { piece: { start: token.start, end: next!.end, digits: unit.digits.repeat(meaning.times) }, consumed: 1 };
  }
  // Tens: completed by a unit word, directly or through "y" / "et" / "und" / "and".
  let j = i + 1;
  let next = tokens[j];
  if (next && near(text, token, next) && meaningOf(next.text)?.kind === 'join') {
    const after = tokens[j + 1];
    if (after && near(text, next, after)) next = tokens[++j];
  }
  const unit = next && near(text, tokens[j - 1]!, next) ? meaningOf(next.text) : null;
  if (unit?.kind === 'digits' && unit.digits.length === 1 && unit.digits !== '0') {
    return { piece: { start: token.start, end: next!.end, digits: `${meaning.digit}${unit.digits}` }, consumed: j - i };
  }
  return { piece: { start: token.start, end: token.end, digits: `${meaning.digit}0` }, consumed: 0 };
}
