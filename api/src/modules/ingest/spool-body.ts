import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import { AppError } from '../../platform/errors/app-error.ts';

export interface SpooledBody {
  file: string;
  /** HMAC-SHA256 (hex) of `<timestamp>.<raw body>`, computed while the body streamed to disk. */
  digest: string;
  /** Deletes the file and its folder; safe to call more than once. */
  remove(): Promise<void>;
}

const bodyTooLarge = () =>
  new AppError('payload_too_large', 'The upload is larger than a 2 MB transcript and a 50 MB recording.', {
    reason: 'body_too_large',
  });

/**
 * Writes the raw body of an unauthenticated upload to a temporary file while hashing it, so that
 * nothing of it is held in memory before its signature is checked (a flood of large forged
 * uploads would otherwise sit in the heap). The body is capped at `maxBytes`.
 */
export async function spoolBody(req: Request, secret: string, timestamp: number, maxBytes: number) {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw bodyTooLarge();
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'hv-ingest-'));
  const file = path.join(dir, 'body');
  const remove = () => fs.promises.rm(dir, { recursive: true, force: true });
  const hmac = createHmac('sha256', secret).update(`${timestamp}.`);
  let size = 0;
  try {
    await pipeline(
      req,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          if (size > maxBytes) throw bodyTooLarge();
          hmac.update(chunk);
          yield chunk;
        }
      },
      fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }),
    );
  } catch (error) {
    await remove();
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', 'The upload was interrupted.');
  }
  return { file, digest: hmac.digest('hex'), remove } satisfies SpooledBody;
}
