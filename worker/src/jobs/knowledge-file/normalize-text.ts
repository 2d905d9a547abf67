const lineFeed = 0x0a;
const carriageReturn = 0x0d;
const formFeed = 0x0c;
const space = 0x20;

/** Tab, no-break space and the typographic spaces: all become one plain space. */
function isSpace(code: number): boolean {
  return (
    code === space ||
    code === 0x09 ||
    code === 0xa0 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x202f ||
    code === 0x3000
  );
}

const utf16 = new TextDecoder('utf-16le');

/**
 * Canonical form of an uploaded text before chunking: NFC, LF line ends, no tabs or runs of
 * spaces, no blanks at either end of a line, at most one empty line between paragraphs. A form
 * feed is a page break, so it separates paragraphs.
 *
 * One pass over the text into a buffer of its size: regular-expression replaces over a
 * multi-megabyte text with millions of matches (a file of tabs) took hundreds of megabytes.
 */
export function normalizeText(raw: string): string {
  const text = raw.replace(/^\uFEFF/, '').normalize('NFC');
  // A form feed (one character) becomes two line feeds, so the output may outgrow the input.
  const out = new Uint16Array(text.length * 2);
  let length = 0;
  /** Line breaks owed before the next visible character (at most 2: one empty line). */
  let breaks = 0;
  let spaceOwed = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === lineFeed || code === carriageReturn || code === formFeed) {
      if (code === carriageReturn && text.charCodeAt(i + 1) === lineFeed) i++;
      breaks = Math.min(2, breaks + (code === formFeed ? 2 : 1));
      spaceOwed = false;
    } else if (isSpace(code)) {
      spaceOwed = true;
    } else {
      if (length > 0) {
        if (breaks > 0) for (let b = 0; b < breaks; b++) out[length++] = lineFeed;
        else if (spaceOwed) out[length++] = space;
      }
      breaks = 0;
      spaceOwed = false;
      out[length++] = code;
    }
  }
  return utf16.decode(out.subarray(0, length));
}
