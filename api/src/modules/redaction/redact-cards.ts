import { passesLuhn } from './luhn.ts';
import { numberRuns, type NumberPiece, type NumberRun } from './number-runs.ts';

export const cardNumberMarker = '[card number removed]';
export const cardDetailsMarker = '[card details removed]';
export const cardNumberMarkerEnding = (last4: string) => `[card number removed, ending ${last4}]`;

export interface RedactionOptions {
  /** The hotel lets staff see a card's last four digits. */
  keepLast4: boolean;
}

/** Said right before an expiry date or security code, in the languages callers use. */
const cardDetailWords =
  /\b(cvv|cvc|cv2|cid|security code|card code|verification|expir\w*|exp\.? date|valid (until|thru|through)|good thru|ablauf\w*|gültig\w*|prüf(nummer|ziffer|code)|sicherheitscode|kartenprüf\w*|date d'expiration|cryptogramme|code de s[ée]curit[ée]|caducidad|vencimiento|vence|c[óo]digo de seguridad|scadenza|scade|codice di sicurezza)\b/iu;

/** Expiry or security code said with no more than this between it and the card number… */
const rightAfterChars = 40;
/** …and nothing but these words: "4111 …, expiry twelve twenty-seven and the code is 123". */
const connectingWords =
  /^[\s,.;:\-–—/()]*((and|und|et|y|e|the|is|it's|its|it|my|date|code|number|then|also|ok|okay|la|le|el|il|die|der|das|ist|est|es|è|de|del|di|dann|puis|luego|poi)[\s,.;:\-–—/()]*)*$/iu;
/** Strings (turns) after a card in which an asked-for expiry or security code is still removed. */
const followUpStrings = 6;

interface Span {
  start: number;
  end: number;
  marker: string;
}

/**
 * Removes payment card numbers from text, and the expiry date or security code said right after
 * one. Stateful across calls, in order: a transcript's turns go through one redactor, so a code
 * the caller gives in the turn after the card number is removed too. Never logs its input.
 */
export function createCardRedactor(options: RedactionOptions) {
  let stringsSinceCard = Infinity;
  let stringsSinceAsked = Infinity;
  let found = 0;

  function redact(text: string): string {
    if (!/\d|[a-z]{2}/i.test(text)) return text;
    const spans: Span[] = [];
    const runs = numberRuns(text);
    let lastCardEnd = -1;
    for (const run of runs) {
      const card = findCard(run);
      if (card) {
        found++;
        const { from, to } = card;
        const digits = run.pieces
          .slice(from, to + 1)
          .map((p) => p.digits)
          .join('');
        const marker = options.keepLast4 ? cardNumberMarkerEnding(digits.slice(-4)) : cardNumberMarker;
        spans.push({ start: run.pieces[from]!.start, end: run.pieces[to]!.end, marker });
        const rest = detailPieces(run.pieces.slice(to + 1));
        if (rest) spans.push({ start: rest.start, end: rest.end, marker: cardDetailsMarker });
        lastCardEnd = (rest ?? run.pieces[to]!).end;
        continue;
      }
      const details = detailPieces(run.pieces);
      if (!details || details.end !== run.pieces.at(-1)!.end || run.phonePrefix || run.identifierBefore) continue;
      const before = text.slice(Math.max(0, details.start - rightAfterChars), details.start);
      const gap = lastCardEnd >= 0 ? text.slice(lastCardEnd, details.start) : null;
      const rightAfter =
        gap !== null &&
        gap.length <= rightAfterChars &&
        connectingWords.test(gap.replace(new RegExp(cardDetailWords.source, 'giu'), ' '));
      const askedHere = cardDetailWords.test(before) && (lastCardEnd >= 0 || stringsSinceCard < followUpStrings);
      // Within the last turn, counting a document's role strings ("user") between the turns.
      const askedBefore = stringsSinceAsked <= 2 && stringsSinceCard < followUpStrings && lastCardEnd < 0;
      if (rightAfter || askedHere || askedBefore) {
        spans.push({ start: details.start, end: details.end, marker: cardDetailsMarker });
        lastCardEnd = details.end;
      }
    }
    stringsSinceCard = lastCardEnd >= 0 ? 0 : stringsSinceCard + 1;
    stringsSinceAsked = cardDetailWords.test(text) ? 1 : stringsSinceAsked + 1;
    return spans.length === 0 ? text : applySpans(text, spans);
  }

  return {
    redact,
    /** How many card numbers were removed so far. */
    get found() {
      return found;
    },
  };
}

/** Redacts one piece of text on its own (a summary, a CSV field). */
export function redactCardNumbers(text: string, options: RedactionOptions = { keepLast4: false }): string {
  return createCardRedactor(options).redact(text);
}

/**
 * The longest stretch of the run, from the earliest start, that reads as a card number: 13 to 19
 * digits, not starting with 0, passing Luhn. Phone numbers (+/00) and numbers continuing a code
 * (an IBAN's "DE89 …") are left alone.
 */
function findCard(run: NumberRun): { from: number; to: number } | null {
  if (run.phonePrefix || run.identifierBefore) return null;
  const { pieces } = run;
  for (let from = 0; from < pieces.length; from++) {
    if (pieces[from]!.digits.startsWith('0')) continue;
    let digits = '';
    let best = -1;
    for (let to = from; to < pieces.length; to++) {
      digits += pieces[to]!.digits;
      if (digits.length > 19) break;
      if (digits.length >= 13 && passesLuhn(digits)) best = to;
    }
    if (best >= 0) return { from, to: best };
  }
  return null;
}

/** Pieces that read as an expiry date and/or security code: 3 to 10 digits in groups of at most 4. */
function detailPieces(pieces: NumberPiece[]): { start: number; end: number } | null {
  let digits = 0;
  let last = -1;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (piece.digits.length > 4 || digits + piece.digits.length > 10) break;
    digits += piece.digits.length;
    last = i;
  }
  if (last < 0 || digits < 3) return null;
  return { start: pieces[0]!.start, end: pieces[last]!.end };
}

function applySpans(text: string, spans: Span[]): string {
  spans.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    out += text.slice(at, span.start) + span.marker;
    at = span.end;
  }
  return out + text.slice(at);
}
