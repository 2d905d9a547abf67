import { Router, type Request } from 'express';
import type { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { createIngestService } from '../ingest/ingest.service.ts';
import type { ModuleContext } from '../module-context.ts';
import {
  elevenLabsEvent,
  elevenLabsSignatureHeader,
  elevenLabsWindowSeconds,
  mapElevenLabs,
  verifyElevenLabs,
} from './elevenlabs.ts';
import type { MappedCall } from './map-call.ts';
import { mapRetell, retellEvent, retellSignatureHeader, retellWindowSeconds, verifyRetell } from './retell.ts';

type Verification = { ok: true; signature: string } | { ok: false; reason: string };

/**
 * Post-call webhooks of the voice providers. The raw body (kept by express.raw in app.ts) is what
 * the signature covers; it is parsed only after the signature checks out.
 */
export function webhookRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const ingest = createIngestService(ctx.pool, ctx.storage);

  async function handle<S extends z.ZodType>(
    req: Request,
    provider: string,
    verify: (raw: Buffer) => Verification,
    windowSeconds: number,
    schema: S,
    map: (event: z.infer<S>) => MappedCall | null,
  ) {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const verified = verify(raw);
    if (!verified.ok)
      throw new AppError('unauthenticated', `Invalid ${provider} signature.`, { reason: verified.reason });
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError('bad_request', 'The webhook body is not valid JSON.');
    }
    const mapped = map(schema.parse(json));
    if (!mapped) return { status: 204 as const };
    if (!mapped.hotelId) throw new AppError('bad_request', 'The call carries no hotel_id.');
    const { callId } = await ingest.storeCall(
      { ...mapped, recording: null },
      { signature: `${provider}:${verified.signature}`, windowSeconds },
    );
    return { status: 202 as const, callId };
  }

  router.post('/elevenlabs', async (req, res) => {
    const secret = ctx.config.elevenLabsWebhookSecret;
    if (!secret) throw new AppError('service_unavailable', 'ElevenLabs webhooks are not configured.');
    const result = await handle(
      req,
      'elevenlabs',
      (raw) => verifyElevenLabs(secret, req.get(elevenLabsSignatureHeader), raw),
      elevenLabsWindowSeconds,
      elevenLabsEvent,
      mapElevenLabs,
    );
    if (result.status === 204) res.status(204).end();
    else res.status(202).json({ callId: result.callId });
  });

  router.post('/retell', async (req, res) => {
    const apiKey = ctx.config.retellApiKey;
    if (!apiKey) throw new AppError('service_unavailable', 'Retell webhooks are not configured.');
    const result = await handle(
      req,
      'retell',
      (raw) => verifyRetell(apiKey, req.get(retellSignatureHeader), raw),
      retellWindowSeconds,
      retellEvent,
      mapRetell,
    );
    if (result.status === 204) res.status(204).end();
    else res.status(202).json({ callId: result.callId });
  });

  return router;
}
