import { AppError } from './errors/app-error.ts';

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
// Control characters other than tab, line feed, form feed and carriage return never occur in text.
// eslint-disable-next-line no-control-regex
const binaryControl = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * Decodes an uploaded text file, refusing anything that is not UTF-8 text: invalid byte
 * sequences, NUL and other control characters (what a binary file renamed .txt contains), or
 * nothing at all. The byte-order mark, if any, is dropped.
 */
export function decodeTextFile(data: Buffer): string {
  if (data.length === 0) throw new AppError('bad_request', 'The file is empty.');
  let text: string;
  try {
    text = decoder.decode(data);
  } catch {
    throw new AppError('bad_request', 'The file must be UTF-8 text.');
  }
  if (binaryControl.test(text)) throw new AppError('bad_request', 'The file must be UTF-8 text, not binary data.');
  if (text.trim().length === 0) throw new AppError('bad_request', 'The file has no text in it.');
  return text;
}
