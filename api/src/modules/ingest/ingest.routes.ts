import fs from 'node:fs';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { badRequest, unauthenticated } from '../../platform/errors/app-error.ts';
import { limitConcurrency } from '../../platform/http/concurrency-limit.ts';
import type { ModuleContext } from '../module-context.ts';
import { createIngestService } from './ingest.service.ts';
import { ingestLimits, maxUploadBytes, parseCallUpload } from './read-call-upload.ts';
import {
  ingestSignatureHeader,
  ingestWindowSeconds,
  parseSignatureHeader,
  sameDigest,
  withinWindow,
} from './signature.ts';
import { spoolBody } from './spool-body.ts';

type Signature = NonNullable<ReturnType<typeof parseSignatureHeader>>;

/**
 * Refuses a request without a well-formed, fresh signature header before a byte of its body is
 * read; the connection is closed rather than drained, so the rest of the upload is not received.
 */
function requireSignatureHeader(req: Request, res: Response, next: NextFunction) {
  const signature = parseSignatureHeader(req.get(ingestSignatureHeader));
  res.setHeader('Connection', 'close');
  if (!signature) {
    throw unauthenticated(`Missing or malformed ${ingestSignatureHeader} header.`, { reason: 'missing_signature' });
  }
  if (!withinWindow(signature.timestamp, ingestWindowSeconds)) {
    throw unauthenticated('The signature timestamp is outside the 5-minute window.', { reason: 'stale_signature' });
  }
  res.removeHeader('Connection');
  res.locals.signature = signature;
  next();
}

/** POST /api/ingest/calls: voice agents hand over a call, signed with the deployment's secret. */
export function ingestRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = createIngestService(ctx.pool, ctx.storage);

  router.post('/calls', requireSignatureHeader, limitConcurrency(ingestLimits.concurrentUploads), async (req, res) => {
    const signature = res.locals.signature as Signature;
    let spooled;
    try {
      spooled = await spoolBody(req, ctx.config.ingestHmacSecret, signature.timestamp, maxUploadBytes);
    } catch (error) {
      res.setHeader('Connection', 'close');
      throw error;
    }
    try {
      if (!signature.digests.some((given) => sameDigest(spooled.digest, given))) {
        throw unauthenticated('The signature does not match the body.', { reason: 'bad_signature' });
      }
      const upload = await parseCallUpload(req.headers, fs.createReadStream(spooled.file));
      if (!upload.transcript) throw badRequest('The transcript part is missing.');
      const { callId } = await service.storeCall(
        {
          hotelId: upload.fields.hotel_id ?? '',
          callId: upload.fields.call_id,
          room: upload.fields.room,
          transcript: upload.transcript,
          recording: upload.recording,
        },
        { signature: `ingest:${spooled.digest}`, windowSeconds: ingestWindowSeconds },
      );
      res.status(202).json({ callId });
    } finally {
      await spooled.remove();
    }
  });

  return router;
}
