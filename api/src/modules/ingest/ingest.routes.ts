import { Router } from 'express';
import { badRequest, unauthenticated } from '../../platform/errors/app-error.ts';
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

/** POST /api/ingest/calls: voice agents hand over a call, signed with the deployment's secret. */
export function ingestRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = createIngestService(ctx.pool, ctx.storage);

  router.post('/calls', async (req, res) => {
    const signature = parseSignatureHeader(req.get(ingestSignatureHeader));
    if (!signature) {
      req.resume();
      throw unauthenticated(`Missing or malformed ${ingestSignatureHeader} header.`, { reason: 'missing_signature' });
    }
    if (!withinWindow(signature.timestamp, ingestWindowSeconds)) {
      req.resume();
      throw unauthenticated('The signature timestamp is outside the 5-minute window.', { reason: 'stale_signature' });
    }
    const upload = await readCallUpload(req, res, ctx.config.ingestHmacSecret, signature.timestamp);
    if (!signature.digests.some((given) => sameDigest(upload.digest, given))) {
      throw unauthenticated('The signature does not match the body.', { reason: 'bad_signature' });
    }
    if (!upload.transcript) throw badRequest('The transcript part is missing.');
    const { callId } = await service.storeCall(
      {
        hotelId: upload.fields.hotel_id ?? '',
        callId: upload.fields.call_id,
        room: upload.fields.room,
        transcript: upload.transcript,
        recording: upload.recording,
      },
      { signature: `ingest:${upload.digest}`, windowSeconds: ingestWindowSeconds },
    );
    res.status(202).json({ callId });
  });

  return router;
}
