import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors/app-error.ts';

export interface SpooledBody {
  file: string;
  size: number;
  /** Deletes the file and its folder; safe to call more than once. */
  remove(): Promise<void>;
}

/**
 * Writes the raw body of an unauthenticated request to a temporary file, each chunk passing
 * `onChunk` (the signature's HMAC) on the way, so nothing of it is held in memory before its
 * signature is checked (decision 040). The body is capped at `maxBytes`.
 */
export async function spoolBody(
  req: Readable & { headers: Record<string, string | string[] | undefined> },
  maxBytes: number,
  onChunk: (chunk: Buffer) => void,
  tooLarge: () => AppError,
): Promise<SpooledBody> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw tooLarge();
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'hv-body-'));
  const file = path.join(dir, 'body');
  const remove = () => fs.promises.rm(dir, { recursive: true, force: true });
  let size = 0;
  try {
    await pipeline(
      req,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          if (size > maxBytes) throw tooLarge();
          onChunk(chunk);
          yield chunk;
        }
      },
      fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }),
    );
  } catch (error) {
    await remove();
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', 'The request body was interrupted.');
  }
  return { file, size, remove };
}
