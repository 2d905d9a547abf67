import busboy from 'busboy';
import type { Request, Response } from 'express';
import { AppError } from '../errors/app-error.ts';
import type { UploadedFile } from '../uploaded-file.ts';

export type { UploadedFile };

export interface MultipartOptions {
  fileField: string;
  maxFileBytes: number;
  tooLargeMessage: string;
  /** Returns an error message when the declared file name is not acceptable. */
  checkFileName?: (fileName: string) => string | null;
}

/** Room for the form fields and part headers around the file. */
const envelopeBytes = 64 * 1024;

/**
 * Streams a multipart body through busboy, keeping at most `maxFileBytes` of the one file part in
 * memory: an oversized body is never buffered whole. On a rejection the rest of the body is read and
 * discarded, so the client still gets the answer instead of a reset connection.
 */
export function readMultipart(
  req: Request,
  res: Response,
  options: MultipartOptions,
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > options.maxFileBytes + envelopeBytes) {
    // Far too big to be a valid upload: answer at once and do not keep the connection for the rest.
    res.setHeader('Connection', 'close');
    req.resume();
    return Promise.reject(new AppError('payload_too_large', options.tooLargeMessage));
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      // busboy reports 'limit' once the size is reached, so allow one byte more than the maximum.
      limits: { fileSize: options.maxFileBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
  } catch {
    req.resume();
    return Promise.reject(new AppError('unsupported_media_type', 'Send the upload as multipart/form-data.'));
  }

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    let failed = false;

    const fail = (error: AppError) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      req.resume();
      reject(error);
    };

    parser.on('file', (name, stream, info) => {
      // A body that ends inside this part destroys the part's stream with the parser's error; an
      // unheard 'error' event would crash the process.
      stream.on('error', () => fail(new AppError('bad_request', 'The upload is not a well-formed multipart body.')));
      if (name !== options.fileField || file) {
        stream.resume();
        return;
      }
      const problem = options.checkFileName?.(info.filename ?? '');
      if (problem) {
        stream.resume();
        return fail(new AppError('bad_request', problem));
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new AppError('payload_too_large', options.tooLargeMessage)));
      stream.on('end', () => {
        if (failed || stream.truncated) return;
        file = { fileName: info.filename ?? '', mimeType: info.mimeType, data: Buffer.concat(chunks) };
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new AppError('bad_request', `Field ${name} is too long.`));
      fields[name] = value;
    });
    parser.on('partsLimit', () => fail(new AppError('bad_request', 'Too many parts in the upload.')));
    parser.on('filesLimit', () => fail(new AppError('bad_request', 'Send one file per upload.')));
    parser.on('fieldsLimit', () => fail(new AppError('bad_request', 'Too many fields in the upload.')));
    parser.on('error', () => fail(new AppError('bad_request', 'The upload is not a well-formed multipart body.')));
    parser.on('close', () => {
      if (!failed) resolve({ fields, file });
    });
    req.on('aborted', () => fail(new AppError('bad_request', 'The upload was interrupted.')));
    req.pipe(parser);
  });
}
