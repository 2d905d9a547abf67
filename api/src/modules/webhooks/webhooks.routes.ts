import fs from 'node:fs';
import { createHmac } from 'node:crypto';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { z } from 'zod';
import { AppError, unauthenticated } from '../../platform/errors/app-error.ts';
import { limitConcurrency } from '../../platform/http/concurrency-limit.ts';
import { spoolBody } from '../../platform/http/spool-body.ts';
import { createIngestService } from '../ingest/ingest.service.ts';
import { sameDigest, withinWindow } from '../ingest/signature.ts';
import type { ModuleContext } from '../module-context.ts';
import type { CallDelivery } from './call-delivery.ts';
import { largeStringOf, parseWithLargeStringsAside, type LargeString } from './json-large-strings.ts';
import {
  elevenLabsBodyLimitBytes,
  elevenLabsLargeStringBytes,
  elevenLabsEvent,
  elevenLabsSignatureHeader,
  elevenLabsWindowSeconds,
  mapElevenLabs,
  parseElevenLabsHeader,
} from './elevenlabs.ts';
import { mapRetell, retellEvent, retellSignatureHeader, retellWindowSeconds, verifyRetell } from './retell.ts';
import { mapVapi, vapiEvent, vapiMessageIsStale, vapiSecretHeader, vapiWindowSeconds, verifyVapi } from './vapi.ts';

type Verification = { ok: true; signature: string } | { ok: false; reason: string };

/** Unverified ElevenLabs bodies (they may carry a whole call's audio) read at once per process. */
const concurrentElevenLabsBodies = 4;

/**
 * Provider webhooks (decision 015). Each verifies the body's signature, parses it, maps the event
 * onto a delivery and stores it (transcript, facts, inline audio) for the worker; nothing heavier
 * happens in the request. Retell and Vapi bodies arrive raw (express.raw in operations.ts);
 * ElevenLabs' stream to a temporary file through the HMAC, since its audio event is large, and the
 * audio's base64 is stored as it came, neither parsed nor decoded here (json-large-strings.ts).
 */
export function webhookRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const ingest = createIngestService(ctx.pool, ctx.storage);

  async function handle<S extends z.ZodType>(
    provider: string,
    parse: () => unknown,
    verified: Verification,
    windowSeconds: number,
    schema: S,
    map: (event: z.infer<S>) => CallDelivery | null,
    isStale: (event: z.infer<S>) => boolean = () => false,
  ) {
    if (!verified.ok)
      throw new AppError('unauthenticated', `Invalid ${provider} signature.`, { reason: verified.reason });
    let json: unknown;
    try {
      json = parse();
    } catch {
      throw new AppError('bad_request', 'The webhook body is not valid JSON.');
    }
    const event = schema.parse(json);
    if (isStale(event)) throw unauthenticated(`The ${provider} message is too old.`, { reason: 'stale_signature' });
    const delivery = map(event);
    if (!delivery) return { status: 204 as const };
    if (!delivery.hotelId && !delivery.providerAudio)
      throw new AppError('bad_request', 'The call carries no hotel_id.');
    const { callId } = await ingest.storeDelivery(delivery, {
      signature: `${provider}:${verified.signature}`,
      windowSeconds,
    });
    return { status: 202 as const, callId };
  }

  const answer = (res: Response, result: Awaited<ReturnType<typeof handle>>) => {
    if (result.status === 204) res.status(204).end();
    else res.status(202).json({ callId: result.callId });
  };

  /** Refuses a request without a well-formed, fresh ElevenLabs signature before its body is read. */
  function requireElevenLabsHeader(req: Request, res: Response, next: NextFunction) {
    if (!ctx.config.elevenLabsWebhookSecret) {
      res.setHeader('Connection', 'close');
      throw new AppError('service_unavailable', 'ElevenLabs webhooks are not configured.');
    }
    const header = parseElevenLabsHeader(req.get(elevenLabsSignatureHeader));
    if (!header || !withinWindow(header.timestamp, elevenLabsWindowSeconds)) {
      res.setHeader('Connection', 'close');
      throw unauthenticated('Invalid elevenlabs signature.', {
        reason: header ? 'stale_signature' : 'missing_signature',
      });
    }
    res.locals.signature = header;
    next();
  }

  router.post(
    '/elevenlabs',
    requireElevenLabsHeader,
    limitConcurrency(concurrentElevenLabsBodies),
    async (req, res) => {
      const header = res.locals.signature as NonNullable<ReturnType<typeof parseElevenLabsHeader>>;
      const hmac = createHmac('sha256', ctx.config.elevenLabsWebhookSecret!).update(`${header.timestamp}.`);
      let spooled;
      try {
        spooled = await spoolBody(req, elevenLabsBodyLimitBytes, (chunk) => hmac.update(chunk), bodyTooLarge);
      } catch (error) {
        res.setHeader('Connection', 'close');
        throw error;
      }
      try {
        const digest = hmac.digest('hex');
        const verified: Verification = header.digests.some((given) => sameDigest(digest, given))
          ? { ok: true, signature: digest }
          : { ok: false, reason: 'bad_signature' };
        const body = verified.ok ? await fs.promises.readFile(spooled.file) : Buffer.alloc(0);
        let large: LargeString[] = [];
        const parse = () => {
          const parsed = parseWithLargeStringsAside(body, elevenLabsLargeStringBytes);
          const event = parsed.value as { type?: unknown; data?: { full_audio?: unknown } } | null;
          // Only the audio event's base64 is set aside; a body with any other large string is parsed whole.
          const onlyTheAudio =
            parsed.large.length === 1 &&
            event?.type === 'post_call_audio' &&
            largeStringOf(event.data?.full_audio, parsed.large) !== null;
          if (parsed.large.length > 0 && !onlyTheAudio) return JSON.parse(body.toString('utf8')) as unknown;
          large = parsed.large;
          return parsed.value;
        };
        const audioText = (fullAudio: string) => {
          const aside = largeStringOf(fullAudio, large);
          return aside ? body.subarray(aside.start, aside.end) : Buffer.from(JSON.stringify(fullAudio).slice(1, -1));
        };
        answer(
          res,
          await handle('elevenlabs', parse, verified, elevenLabsWindowSeconds, elevenLabsEvent, (event) =>
            mapElevenLabs(event, audioText),
          ),
        );
      } finally {
        await spooled.remove();
      }
    },
  );

  router.post('/retell', async (req, res) => {
    const apiKey = ctx.config.retellApiKey;
    if (!apiKey) throw new AppError('service_unavailable', 'Retell webhooks are not configured.');
    const raw = rawBodyOf(req);
    const verified = verifyRetell(apiKey, req.get(retellSignatureHeader), raw);
    answer(
      res,
      await handle(
        'retell',
        () => JSON.parse(raw.toString('utf8')),
        verified,
        retellWindowSeconds,
        retellEvent,
        mapRetell,
      ),
    );
  });

  router.post('/vapi', async (req, res) => {
    const secret = ctx.config.vapiWebhookSecret;
    if (!secret) throw new AppError('service_unavailable', 'Vapi webhooks are not configured.');
    const raw = rawBodyOf(req);
    const verified = verifyVapi(
      secret,
      { secret: req.get(vapiSecretHeader), authorization: req.get('authorization') },
      raw,
    );
    answer(
      res,
      await handle(
        'vapi',
        () => JSON.parse(raw.toString('utf8')),
        verified,
        vapiWindowSeconds,
        vapiEvent,
        mapVapi,
        vapiMessageIsStale,
      ),
    );
  });

  return router;
}

const rawBodyOf = (req: Request) => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));

const bodyTooLarge = () =>
  new AppError('payload_too_large', 'The webhook body is larger than 120 MB.', { reason: 'body_too_large' });
