import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { parkModuleScripts } from './scripts-after-paint.ts';

/**
 * The rewrite as a stream. A tag cut in two by a chunk boundary is held back until its end
 * arrives, so the patterns always see whole tags (and a character cut in two, its whole bytes).
 */
export function parkModuleScriptsStream(): Transform {
  let carry = '';
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      const open = text.lastIndexOf('<');
      const cut = open > text.lastIndexOf('>') ? open : text.length;
      carry = text.slice(cut);
      callback(null, parkModuleScripts(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, parkModuleScripts(carry + decoder.end()));
    },
  });
}
