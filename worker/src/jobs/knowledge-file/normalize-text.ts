/**
 * Canonical form of an uploaded text before chunking: NFC, LF line ends, no tabs or runs of
 * spaces, no trailing blanks, at most one empty line between paragraphs. A form feed is a page
 * break, so it separates paragraphs.
 */
export function normalizeText(raw: string): string {
  return raw
    .replace(/^\uFEFF/, '')
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n\n')
    .replace(/[\t\u00a0\u2000-\u200a\u202f\u3000]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/ +$/gm, '')
    .replace(/^ +/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
