import fs from 'node:fs';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { badRequest, unauthenticated } from '../../platform/errors/app-error.ts';
import { createAllowance } from '../../platform/http/allowance.ts';
import { uploadDoorOf } from '../../platform/http/upload-door.ts';
import type { ModuleContext } from '../module-context.ts';
import { factsOfIngestAnalysis, ingestAnalysis } from '../../contracts/call-facts.ts';
import { storableJsonProblem } from '../../contracts/storable-json.ts';
import { readMultipart } from '../../platform/http/read-multipart.ts';
import {
  checkTimestampedSignature,
  ingestSignatureHeader,
  ingestWindowSeconds,
  streamTimestampedBody,
  type TimestampedSignature,
} from '../../platform/http/signatures.ts';
import { bodyTooLarge, callUploadParts, ingestLimits, maxUploadBytes } from './ingest-limits.ts';

/**
 * Refuses a request without a well-formed, fresh signature header before a byte of its body is
 * read; the connection is closed rather than drained, so the rest of the upload is not received.
 */
function requireSignatureHeader(req: Request, res: Response, next: NextFunction) {
  const checked = checkTimestampedSignature(req.get(ingestSignatureHeader), 'v1', ingestWindowSeconds);
  res.setHeader('Connection', 'close');
  if (!checked.ok && checked.reason === 'missing_signature') {
    throw unauthenticated(`Missing or malformed ${ingestSignatureHeader} header.`, { reason: 'missing_signature' });
  }
  if (!checked.ok) {
    throw unauthenticated('The signature timestamp is outside the 5-minute window.', { reason: 'stale_signature' });
  }
  res.removeHeader('Connection');
  res.locals.signature = checked.signature;
  next();
}

/**
 * POST /api/ingest/calls: voice agents hand over a call, signed with the deployment's secret. The
 * upload door admits the body (slots per address, a minimum receive rate), which streams through
 * the HMAC to temporary files; only a verified upload takes one of the process's processing slots.
 */
export function ingestRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = ctx.services.ingest;
  const door = uploadDoorOf(ctx.config.uploadDoor);
  const processing = createAllowance(ingestLimits.concurrentProcessing, 'Too many uploads at once. Try again shortly.');

  router.post('/calls', requireSignatureHeader, door.admit, async (req, res) => {
    const signature = streamTimestampedBody(ctx.config.ingestHmacSecret, res.locals.signature as TimestampedSignature);
    let upload;
    try {
      upload = await readMultipart(req, {
        files: callUploadParts,
        maxFields: 8,
        maxFieldBytes: 1024,
        maxBodyBytes: maxUploadBytes,
        bodyTooLarge,
        onChunk: signature.update,
      });
    } catch (error) {
      if (!res.headersSent) res.setHeader('Connection', 'close');
      throw error;
    }
    try {
      const verified = signature.verify();
      if (!verified.ok) throw unauthenticated('The signature does not match the body.', { reason: 'bad_signature' });
      if (upload.problem) throw upload.problem;
      processing.take(res);
      const part = (name: keyof typeof callUploadParts) =>
        upload.files[name] ? fs.promises.readFile(upload.files[name].file) : Promise.resolve(null);
      const [transcript, recording, analysis] = await Promise.all([
        part('transcript'),
        part('recording'),
        part('analysis'),
      ]);
      if (!transcript) throw badRequest('The transcript part is missing.');
      const { callId } = await service.storeCall(
        {
          hotelId: upload.fields.hotel_id ?? '',
          callId: upload.fields.call_id,
          room: upload.fields.room,
          transcript,
          recording,
          analysis: analysis ? factsOfIngestAnalysis(parseAnalysisPart(analysis)) : null,
        },
        { signature: `ingest:${verified.digest}`, windowSeconds: ingestWindowSeconds },
      );
      res.status(202).json({ callId });
    } finally {
      await upload.remove();
    }
  });

  return router;
}

function parseAnalysisPart(bytes: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badRequest('The analysis part is not valid JSON.');
  }
  // What Postgres cannot hold (NUL, a lone surrogate) or code cannot walk (deep nesting): 400.
  const problem = storableJsonProblem(json);
  if (problem) throw badRequest(`The analysis part cannot be taken in: ${problem.message}.`);
  const parsed = ingestAnalysis.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`The analysis part is not valid: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}
