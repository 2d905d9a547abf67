const quote = 0x22;
const backslash = 0x5c;

/** Where a string value that was set aside lies in the body: the bytes between its quotes. */
export interface LargeString {
  start: number;
  end: number;
}

/** The stand-in a set-aside string gets in the parsed value; `largeStringOf` finds its range. */
const markerPrefix = '\u0000large-string:';

/**
 * Parses a JSON body whose large string values (a whole call's audio as base64) are not turned
 * into JavaScript strings: each string of at least `minBytes` is replaced by a short marker before
 * JSON.parse, and its byte range is kept, so the caller can store those bytes as they came. Finding
 * a string's end is a native byte search for the next unescaped quote, so a 13 MB body costs a few
 * milliseconds, not a parse and a copy of the whole. Everything around the set-aside strings is
 * parsed by JSON.parse, which refuses malformed JSON as usual; the set-aside bytes themselves are
 * not checked here (their reader decodes them). Throws SyntaxError like JSON.parse.
 */
export function parseWithLargeStringsAside(body: Buffer, minBytes: number): { value: unknown; large: LargeString[] } {
  const parts: Buffer[] = [];
  const large: LargeString[] = [];
  let copied = 0;
  let open = body.indexOf(quote);
  while (open !== -1) {
    const close = closingQuote(body, open + 1);
    if (close === -1) break; // unterminated: JSON.parse reports it below
    if (close - open - 1 >= minBytes) {
      parts.push(body.subarray(copied, open), Buffer.from(JSON.stringify(`${markerPrefix}${large.length}`)));
      large.push({ start: open + 1, end: close });
      copied = close + 1;
    }
    open = body.indexOf(quote, close + 1);
  }
  parts.push(body.subarray(copied));
  return { value: JSON.parse(Buffer.concat(parts).toString('utf8')), large };
}

/** The range a marker stands for; null for any other value (an ordinary, short string). */
export function largeStringOf(value: unknown, large: LargeString[]): LargeString | null {
  if (typeof value !== 'string' || !value.startsWith(markerPrefix)) return null;
  return large[Number(value.slice(markerPrefix.length))] ?? null;
}

/** The next quote at or after `from` that no backslash escapes (an odd run of backslashes does). */
function closingQuote(body: Buffer, from: number): number {
  let at = body.indexOf(quote, from);
  while (at !== -1) {
    let slashes = 0;
    while (at - 1 - slashes >= from && body[at - 1 - slashes] === backslash) slashes++;
    if (slashes % 2 === 0) return at;
    at = body.indexOf(quote, at + 1);
  }
  return -1;
}
