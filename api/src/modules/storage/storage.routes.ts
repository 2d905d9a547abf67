import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import type { LocalStorage } from '../../platform/storage/local-storage.ts';
import { assertObjectPath } from '../../platform/storage/object-path.ts';
import { bucketNames, type BucketName } from '../../platform/storage/storage-port.ts';
import type { ModuleContext } from '../module-context.ts';
import { parseByteRange } from './byte-range.ts';

const publicBuckets: readonly BucketName[] = ['hotel-pictures'];

const signedQuery = z.object({
  expires: z.coerce.number().int().positive(),
  token: z.string().min(1).max(200),
  /** Send as an attachment of this name (a plain file name: letters, digits, `.`, `-`, `_`). */
  download: z
    .string()
    .regex(/^[\w.-]{1,240}$/)
    .optional(),
});

const objectNotFound = 'Object not found';

function objectOf(req: Request): { bucket: BucketName; path: string } {
  const bucket = bucketNames.find((b) => b === req.params.bucket);
  if (!bucket) throw notFound(objectNotFound);
  // Express 5 hands a wildcard over as decoded segments; joined, they face the same checks as any
  // object path, so '..', '%2e%2e', '%2F' tricks and control characters end here.
  const segments = (req.params as unknown as { path: string[] }).path;
  return { bucket, path: assertObjectPath(segments.join('/')) };
}

/** Streams an object with single-range support, so audio players can seek. */
async function sendObject(
  local: LocalStorage,
  bucket: BucketName,
  objectPath: string,
  req: Request,
  res: Response,
  cacheControl: string,
) {
  const object = await local.stat(bucket, objectPath);
  if (!object) throw notFound(objectNotFound);
  const range = parseByteRange(req.headers.range, object.size);
  res.set({ 'Accept-Ranges': 'bytes', 'Content-Type': object.contentType, 'Cache-Control': cacheControl });
  if (range.kind === 'unsatisfiable') {
    res.status(416).set('Content-Range', `bytes */${object.size}`);
    res.json({ error: { code: 'range_not_satisfiable', message: `The object is ${object.size} bytes long.` } });
    return;
  }
  const { start, end } = range.kind === 'partial' ? range : { start: 0, end: object.size - 1 };
  if (range.kind === 'partial') res.status(206).set('Content-Range', `bytes ${start}-${end}/${object.size}`);
  res.set('Content-Length', String(Math.max(0, end - start + 1)));
  if (req.method === 'HEAD' || object.size === 0) {
    res.end();
    return;
  }
  try {
    await pipeline(local.open(bucket, objectPath, { start, end }), res);
  } catch (error) {
    // A player that seeks aborts its previous request: nothing to report.
    if (res.destroyed || req.destroyed) return;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !res.headersSent) throw notFound(objectNotFound);
    throw error;
  }
}

/**
 * Serves local-storage objects the way Supabase Storage's object routes do: private buckets only
 * through a signed, expiring URL; the public bucket openly. Mounted only in local mode.
 */
export function storageRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const local = ctx.localStorage;
  if (!local) return router;

  router.get('/v1/object/sign/:bucket/*path', async (req, res) => {
    const { bucket, path } = objectOf(req);
    const query = signedQuery.safeParse(req.query);
    if (!query.success || !local.verifySignedToken(bucket, path, query.data.expires, query.data.token)) {
      throw forbidden('This link is invalid or has expired.');
    }
    if (query.data.download) res.set('Content-Disposition', `attachment; filename="${query.data.download}"`);
    await sendObject(local, bucket, path, req, res, 'private, max-age=60');
  });

  router.get('/v1/object/public/:bucket/*path', async (req, res) => {
    const { bucket, path } = objectOf(req);
    // Private buckets are not listed as existing here at all.
    if (!publicBuckets.includes(bucket)) throw notFound(objectNotFound);
    await sendObject(local, bucket, path, req, res, 'public, max-age=3600');
  });

  return router;
}
