import { Router } from 'express';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ModuleContext } from '../module-context.ts';
import { createIngestService } from './ingest.service.ts';
import { readCallUpload } from './read-call-upload.ts';
import {
  ingestSignatureHeader,
  ingestWindowSeconds,
  parseSignatureHeader,
  sameDigest,
  withinWindow,
} from './signature.ts';

const unauthenticated = (message: string, reason: string) => new AppError('unauthenticated', message, { reason });

/** POST /api/ingest/calls: voice agents hand over a call, signed with the deployment's secret. */
export function ingestRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = createIngestService(ctx.pool, ctx.storage);

  router.post('/calls', async (req, res) => {
    const signature = parseSignatureHeader(req.get(ingestSignatureHeader));
    if (!signature) {
      req.resume();
      throw unauthenticated(`Missing or malformed ${ingestSignatureHeader} header.`, 'missing_signature');
    }
    if (!withinWindow(signature.timestamp, ingestWindowSeconds)) {
      req.resume();
      throw unauthenticated('The signature timestamp is outside the 5-minute window.', 'stale_signature');
    }
    const upload = await readCallUpload(req, res, ctx.config.ingestHmacSecret, signature.timestamp);
    if (!signature.digests.some((given) => sameDigest(upload.digest, given))) {
      throw unauthenticated('The signature does not match the body.', 'bad_signature');
    }
    await service.assertNotReplayed(`ingest:${upload.digest}`, ingestWindowSeconds);
    if (!upload.transcript) throw new AppError('bad_request', 'The transcript part is missing.');
    const { callId } = await service.storeCall({
      hotelId: upload.fields.hotel_id ?? '',
      callId: upload.fields.call_id,
      room: upload.fields.room,
      transcript: upload.transcript,
      recording: upload.recording,
    });
    res.status(202).json({ callId });
  });

  return router;
}
