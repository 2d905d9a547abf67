import type { CallLogSnippet } from '../../contracts/call-logs.ts';
import { matchEnd, matchStart } from './call-logs.repo.ts';

/** ts_headline's marked text as parts the page renders without ever reading markup. */
export function toSnippet(turn: number | null | undefined, marked: string | null | undefined): CallLogSnippet | null {
  if (turn === null || turn === undefined || !marked) return null;
  const parts: CallLogSnippet['parts'] = [];
  for (const [index, piece] of marked.split(matchStart).entries()) {
    const [inside, after] = index === 0 ? [null, piece] : splitOnce(piece, matchEnd);
    if (inside) parts.push({ text: inside, match: true });
    if (after) parts.push({ text: after, match: false });
  }
  return { turn, parts };
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}
