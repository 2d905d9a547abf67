import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { AppError } from '../../platform/errors/app-error.ts';

export const ingestLimits = {
  transcriptBytes: 2 * 1024 * 1024,
  recordingBytes: 50 * 1024 * 1024,
  /** Part headers and the small fields around the two files. */
  envelopeBytes: 64 * 1024,
  /** Unauthenticated bodies read at once per api process; more answer 503 before being read. */
  concurrentUploads: 4,
};

export const maxUploadBytes = ingestLimits.transcriptBytes + ingestLimits.recordingBytes + ingestLimits.envelopeBytes;

export interface CallUpload {
  fields: Record<string, string>;
  transcript: Buffer | null;
  recording: Buffer | null;
}

const tooLarge = (part: 'transcript' | 'recording') =>
  new AppError(
    'payload_too_large',
    part === 'transcript' ? 'The transcript is larger than 2 MB.' : 'The recording is larger than 50 MB.',
    { reason: `${part}_too_large` },
  );

const duplicate = (name: string) =>
  new AppError('bad_request', `The upload holds "${name}" more than once.`, { reason: 'duplicate_part' });

/**
 * Parses a call upload whose signature was already checked (the body comes from its spooled file).
 * Each part is held only up to its limit; a part or field sent twice is refused rather than letting
 * the last one win, since the signature covers both and a reader could take either.
 */
export function parseCallUpload(headers: IncomingHttpHeaders, body: Readable): Promise<CallUpload> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers,
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
    body.destroy();
    return Promise.reject(new AppError('unsupported_media_type', 'Send the call as multipart/form-data.'));
  }

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: { transcript: Buffer | null; recording: Buffer | null } = { transcript: null, recording: null };
    const seen = new Set<string>();
    let failure: AppError | null = null;
    const fail = (error: AppError) => {
      failure ??= error;
    };
    const firstTime = (name: string) => {
      if (seen.has(name)) fail(duplicate(name));
      seen.add(name);
      return !failure;
    };

    parser.on('file', (name, stream) => {
      // A body that ends inside this part destroys the part's stream with the parser's error; an
      // unheard 'error' event would crash the process.
      stream.on('error', () => fail(new AppError('bad_request', 'The upload is not a well-formed multipart body.')));
      if (name !== 'transcript' && name !== 'recording') {
        stream.resume();
        return fail(new AppError('bad_request', `Unexpected file part "${name}".`));
      }
      if (!firstTime(name)) return stream.resume();
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
      if (!firstTime(name)) return;
      if (name === 'transcript') files.transcript = Buffer.from(value, 'utf8');
      else fields[name] = value;
    });
    parser.on('partsLimit', () => fail(new AppError('bad_request', 'Too many parts in the upload.')));
    parser.on('filesLimit', () => fail(new AppError('bad_request', 'Send at most a transcript and a recording.')));
    parser.on('fieldsLimit', () => fail(new AppError('bad_request', 'Too many fields in the upload.')));
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      body.destroy();
      if (failure) reject(failure);
      else resolve({ fields, ...files });
    };
    parser.on('error', () => {
      fail(new AppError('bad_request', 'The upload is not a well-formed multipart body.'));
      settle();
    });
    parser.on('close', settle);
    body.on('error', () => {
      fail(new AppError('bad_request', 'The upload could not be read back.'));
      settle();
    });
    body.pipe(parser);
  });
}

function fieldTooLong(name: string) {
  return new AppError('bad_request', `Field ${name} is too long.`);
}
