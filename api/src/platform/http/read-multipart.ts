import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { AppError } from '../errors/app-error.ts';
import type { UploadedFile } from '../uploaded-file.ts';

export type { UploadedFile };

export interface FilePartRule {
  maxBytes: number;
  tooLarge: () => AppError;
  /** Returns an error message when the declared file name is not acceptable. */
  checkFileName?: (fileName: string) => string | null;
  /** May also come as a plain field of at most maxBytes (a transcript sent as text). */
  asField?: boolean;
}

export interface MultipartOptions {
  /** The file parts taken, by name; any other file part is refused. */
  files: Record<string, FilePartRule>;
  maxFields: number;
  maxFieldBytes: number;
  maxBodyBytes: number;
  bodyTooLarge: () => AppError;
  /** Sees every raw byte of the body as it arrives, in order (the ingest HMAC). */
  onChunk?: (chunk: Buffer) => void;
}

export interface MultipartFile {
  fileName: string;
  mimeType: string;
  /** The part's bytes, in a temporary file that remove() deletes. */
  file: string;
  size: number;
}

export interface MultipartUpload {
  fields: Record<string, string>;
  files: Record<string, MultipartFile>;
  /**
   * What was wrong with the body (a part too large, sent twice, cut short …). Reported, not thrown,
   * so a caller that verifies a signature over the whole body can say 401 before 400.
   */
  problem: AppError | null;
  remove(): Promise<void>;
}

const malformed = () => new AppError('bad_request', 'The upload is not a well-formed multipart body.');
const duplicate = (name: string) =>
  new AppError('bad_request', `The upload holds "${name}" more than once.`, { reason: 'duplicate_part' });

/**
 * The one multipart reader (decision 015). Streams the body through `onChunk` and busboy; file
 * parts go to temporary files as they arrive, so no upload, signed or not, is held in memory
 * (decision 040). A body declared or found larger than `maxBodyBytes` is refused at once; each
 * part is held to its own limit; a part or field sent twice is refused rather than letting either
 * win. Always read the whole body (up to the limit) before answering, then call remove().
 */
export async function readMultipart(req: Readable & { headers: Request['headers'] }, options: MultipartOptions) {
  if (Number(req.headers['content-length'] ?? 0) > options.maxBodyBytes) throw options.bodyTooLarge();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: {
        // busboy reports 'limit' once the size is reached, so allow one byte more than the maximum.
        fileSize: Math.max(...Object.values(options.files).map((rule) => rule.maxBytes)) + 1,
        fieldSize: options.maxFieldBytes + 1,
        files: Object.keys(options.files).length,
        fields: options.maxFields,
        parts: Object.keys(options.files).length + options.maxFields,
      },
    });
  } catch {
    throw new AppError('unsupported_media_type', 'Send the upload as multipart/form-data.');
  }
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'hv-upload-'));
  const remove = () => fs.promises.rm(dir, { recursive: true, force: true });
  const upload: MultipartUpload = { fields: {}, files: {}, problem: null, remove };
  const fail = (error: AppError) => {
    upload.problem ??= error;
  };
  const seen = new Set<string>();
  const firstTime = (name: string) => {
    if (seen.has(name)) fail(duplicate(name));
    seen.add(name);
    return !upload.problem;
  };
  const writes: Promise<void>[] = [];
  /** Part streams still being written; stopping the parser must end them too, or their writes never settle. */
  const active = new Set<Readable>();
  const stopParsing = () => {
    parser.destroy();
    for (const stream of active) stream.destroy(new Error('stopped'));
  };

  parser.on('file', (name, stream, info) => {
    // A body that ends inside this part destroys the part's stream with the parser's error; an
    // unheard 'error' event would crash the process.
    stream.on('error', () => fail(malformed()));
    const rule = options.files[name];
    if (!rule) {
      stream.resume();
      return fail(new AppError('bad_request', `Unexpected file part "${name}".`));
    }
    const nameProblem = rule.checkFileName?.(info.filename ?? '');
    if (nameProblem) fail(new AppError('bad_request', nameProblem));
    if (!firstTime(name) || upload.problem) return stream.resume();
    const file = path.join(dir, `${seen.size}`);
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > rule.maxBytes) fail(rule.tooLarge());
    });
    active.add(stream);
    writes.push(
      pipeline(stream, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 })).then(
        () => {
          active.delete(stream);
          if (!upload.problem && !stream.truncated) {
            upload.files[name] = { fileName: info.filename ?? '', mimeType: info.mimeType, file, size };
          }
        },
        () => {
          active.delete(stream);
          fail(malformed());
        },
      ),
    );
  });
  parser.on('field', (name, value, info) => {
    const rule = options.files[name];
    if (info.valueTruncated || (rule?.asField && Buffer.byteLength(value) > rule.maxBytes)) {
      return fail(rule ? rule.tooLarge() : new AppError('bad_request', `Field ${name} is too long.`));
    }
    if (!firstTime(name)) return;
    if (rule && !rule.asField) return fail(new AppError('bad_request', `"${name}" must be sent as a file.`));
    if (rule) {
      const file = path.join(dir, `${seen.size}`);
      writes.push(
        fs.promises.writeFile(file, value, { flag: 'wx', mode: 0o600 }).then(() => {
          upload.files[name] = { fileName: '', mimeType: 'text/plain', file, size: Buffer.byteLength(value) };
        }),
      );
    } else upload.fields[name] = value;
  });
  parser.on('partsLimit', () => fail(new AppError('bad_request', 'Too many parts in the upload.')));
  parser.on('filesLimit', () => fail(new AppError('bad_request', 'Too many files in the upload.')));
  parser.on('fieldsLimit', () => fail(new AppError('bad_request', 'Too many fields in the upload.')));
  parser.on('error', () => fail(malformed()));
  const parsed = new Promise<void>((resolve) => {
    parser.on('close', resolve);
    parser.on('error', () => resolve());
  });

  let received = 0;
  let parsing = true;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > options.maxBodyBytes) throw options.bodyTooLarge();
      options.onChunk?.(chunk);
      // After a problem the rest is only hashed (a signature still decides 401 or 400), not parsed.
      if (parsing && upload.problem) {
        parsing = false;
        stopParsing();
      }
      if (parsing && !parser.write(chunk)) await new Promise((resolve) => parser.once('drain', resolve));
    }
  } catch (error) {
    stopParsing();
    await Promise.all(writes);
    await remove();
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', 'The upload was interrupted.');
  }
  if (parsing) {
    parser.end();
    await parsed;
  }
  await Promise.all(writes);
  return upload;
}

/** Reads one admin upload's file (pictures, knowledge files), refusing like readMultipart. */
export async function readFileUpload(
  req: Request,
  res: Response,
  options: {
    fileField: string;
    maxFileBytes: number;
    tooLargeMessage: string;
    checkFileName?: FilePartRule['checkFileName'];
  },
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const tooLarge = () => new AppError('payload_too_large', options.tooLargeMessage);
  let upload: MultipartUpload;
  try {
    upload = await readMultipart(req, {
      files: {
        [options.fileField]: { maxBytes: options.maxFileBytes, tooLarge, checkFileName: options.checkFileName },
      },
      maxFields: 10,
      maxFieldBytes: 1024,
      maxBodyBytes: options.maxFileBytes + 64 * 1024,
      bodyTooLarge: tooLarge,
    });
  } catch (error) {
    // Far too big to be a valid upload: answer at once and do not keep the connection for the rest.
    res.setHeader('Connection', 'close');
    req.resume();
    throw error;
  }
  try {
    if (upload.problem) throw upload.problem;
    const part = upload.files[options.fileField];
    const file = part
      ? { fileName: part.fileName, mimeType: part.mimeType, data: await fs.promises.readFile(part.file) }
      : null;
    return { fields: upload.fields, file };
  } finally {
    await upload.remove();
  }
}
