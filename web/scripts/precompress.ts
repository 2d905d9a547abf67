import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Text the browser fetches from web/build/client; pages are compressed by the api as they stream. */
const compressible = /\.(js|css|svg|json|vtt|txt|xml|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const minBytes = 1024;

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file. */
export function precompressDir(dir: string): { files: number; savedBytes: number } {
  let files = 0;
  let savedBytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = fs.readFileSync(file);
    if (raw.length < minBytes) continue;
    const br = zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = zlib.gzipSync(raw, { level: 9 });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    files += 1;
    savedBytes += raw.length - br.length;
  }
  return { files, savedBytes };
}
