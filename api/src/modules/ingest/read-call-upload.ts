import { createHmac } from 'node:crypto';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { AppError } from '../../platform/errors/app-error.ts';

export const ingestLimits = {
  transcriptBytes: 2 * 1024 * 1024,
  recordingBytes: 50 * 1024 * 1024,
  /** Part headers and the small fields around the two files. */
  envelopeBytes: 64 * 1024,
};

export interface CallUpload {
  fields: Record<string, string>;
  transcript: Buffer | null;
  recording: Buffer | null;
  /** HMAC-SHA256 (hex) of `<timestamp>.<raw body>`, computed while the body streamed past. */
  digest: string;
}

const tooLarge = (part: 'transcript' | 'recording') =>
  new AppError(
    'payload_too_large',
    part === 'transcript' ? 'The transcript is larger than 2 MB.' : 'The recording is larger than 50 MB.',
    { reason: `${part}_too_large` },
  );

/**
 * Streams the multipart body once: every byte feeds the signature's HMAC and busboy, and each part
 * is held only up to its limit. On a rejection the rest of the body is read and dropped, so the
 * client gets the answer rather than a reset connection; nothing is stored by this function.
 */
export function readCallUpload(req: Request, res: Response, secret: string, timestamp: number): Promise<CallUpload> {
  const maxTotal = ingestLimits.transcriptBytes + ingestLimits.recordingBytes + ingestLimits.envelopeBytes;
  if (Number(req.headers['content-length'] ?? 0) > maxTotal) {
    res.setHeader('Connection', 'close');
    req.resume();
    return Promise.reject(
      new AppError('payload_too_large', 'The upload is larger than a 2 MB transcript and a 50 MB recording.', {
        reason: 'body_too_large',
      }),
    );
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: {
        fileSize: ingestLimits.recordingBytes,
        fieldSize: ingestLimits.transcriptBytes,
        files: 2,
        fields: 8,
        parts: 10,
      },
    });
  } catch {
    req.resume();
    return Promise.reject(new AppError('unsupported_media_type', 'Send the call as multipart/form-data.'));
  }
  const hmac = createHmac('sha256', secret).update(`${timestamp}.`);

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: { transcript: Buffer | null; recording: Buffer | null } = { transcript: null, recording: null };
    let failure: AppError | null = null;
    const fail = (error: AppError) => {
      failure ??= error;
    };

    parser.on('file', (name, stream) => {
      // A body that ends inside this part destroys the part's stream with the parser's error; an
      // unheard 'error' event would crash the process.
      stream.on('error', () => fail(new AppError('bad_request', 'The upload is not a well-formed multipart body.')));
      if (name !== 'transcript' && name !== 'recording') {
        stream.resume();
        return fail(new AppError('bad_request', `Unexpected file part "${name}".`));
      }
      const limit = name === 'transcript' ? ingestLimits.transcriptBytes : ingestLimits.recordingBytes;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          chunks.length = 0;
          return fail(tooLarge(name));
        }
        if (!failure) chunks.push(chunk);
      });
      stream.on('limit', () => fail(tooLarge(name)));
      stream.on('end', () => {
        if (!failure) files[name] = Buffer.concat(chunks);
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(name === 'transcript' ? tooLarge('transcript') : fieldTooLong(name));
      if (name === 'transcript') files.transcript = Buffer.from(value, 'utf8');
      else fields[name] = value;
    });
    parser.on('partsLimit', () => fail(new AppError('bad_request', 'Too many parts in the upload.')));
    parser.on('filesLimit', () => fail(new AppError('bad_request', 'Send at most a transcript and a recording.')));
    parser.on('fieldsLimit', () => fail(new AppError('bad_request', 'Too many fields in the upload.')));
    let ended = false;
    let parsed = false;
    let settled = false;
    // Settles once every byte went through the HMAC and busboy either finished or gave up.
    const settle = () => {
      if (settled || !ended || (!parsed && !failure)) return;
      settled = true;
      if (failure) reject(failure);
      else resolve({ fields, ...files, digest: hmac.digest('hex') });
    };
    parser.on('error', () => {
      fail(new AppError('bad_request', 'The upload is not a well-formed multipart body.'));
      req.unpipe(parser);
      req.resume();
      settle();
    });
    parser.on('close', () => {
      parsed = true;
      settle();
    });
    req.on('data', (chunk: Buffer) => hmac.update(chunk));
    req.on('end', () => {
      ended = true;
      settle();
    });
    req.on('aborted', () => {
      settled = true;
      reject(new AppError('bad_request', 'The upload was interrupted.'));
    });
    req.pipe(parser);
  });
}

function fieldTooLong(name: string) {
  return new AppError('bad_request', `Field ${name} is too long.`);
}
