import { decodeTextFile } from '@hotelvoice/api/platform/text-file';
import { chunkText } from './chunk-text.ts';
import { normalizeText } from './normalize-text.ts';

/** Sandbox task (see runInThread): the uploaded bytes in, the file's chunks out. */
export function run(bytes: Uint8Array): string[] {
  return chunkText(normalizeText(decodeTextFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))));
}
