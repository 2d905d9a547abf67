import fs from 'node:fs';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { z } from 'zod';
import { storableJsonProblem } from '../../contracts/storable-json.ts';
import { AppError, badRequest, unauthenticated } from '../../platform/errors/app-error.ts';
import { createAllowance } from '../../platform/http/allowance.ts';
import { spoolBody } from '../../platform/http/spool-body.ts';
import {
  checkTimestampedSignature,
  elevenLabsSignatureHeader,
  elevenLabsWindowSeconds,
  retellSignatureHeader,
  retellWindowSeconds,
  streamTimestampedBody,
  vapiSecretHeader,
  verifyRetellSignature,
  verifyVapiSecretHeaders,
  type TimestampedSignature,
} from '../../platform/http/signatures.ts';
import { uploadDoorOf } from '../../platform/http/upload-door.ts';
import type { ModuleContext } from '../module-context.ts';
import type { CallDelivery } from './call-delivery.ts';
import { largeStringOf, parseWithLargeStringsAside, type LargeString } from './json-large-strings.ts';
import { elevenLabsBodyLimitBytes, elevenLabsLargeStringBytes, elevenLabsEvent, mapElevenLabs } from './elevenlabs.ts';
import { mapRetell, retellEvent } from './retell.ts';
import { mapVapi, vapiEvent, vapiMessageIsStale, vapiWindowSeconds } from './vapi.ts';

type Verification = { ok: true; signature: string } | { ok: false; reason: string };

/** The parsed body, and which of its strings stand for bytes set aside unparsed (the audio). */
interface ParsedBody {
  json: unknown;
  setAside?: (text: string) => boolean;
}

/** Verified ElevenLabs bodies (they may carry a whole call's audio) read into memory at once per process. */
const concurrentElevenLabsBodies = 4;

/**
 * Provider webhooks (decision 015). Each verifies the body's signature, parses it, maps the event
 * onto a delivery and stores it (transcript, facts, inline audio) for the worker; nothing heavier
 * happens in the request. Retell and Vapi bodies arrive raw, read by the webhook door
 * (webhook-door.ts); ElevenLabs' stream to a temporary file through the HMAC, since its audio event
 * is large, and the audio's base64 is stored as it came, neither parsed nor decoded here
 * (json-large-strings.ts). A body is refused with 400 when it holds what cannot be stored (NUL, a
 * lone surrogate) or nests too deep (storable-json.ts).
 */
export function webhookRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const { ingest } = ctx.services;
  const door = uploadDoorOf(ctx.config.uploadDoor);
  const elevenLabsBodies = createAllowance(
    concurrentElevenLabsBodies,
    'Too many ElevenLabs calls being stored at once. Try again shortly.',
  );

  async function handle<S extends z.ZodType>(
    provider: string,
    parse: () => ParsedBody,
    verified: Verification,
    windowSeconds: number,
    schema: S,
    map: (event: z.infer<S>) => CallDelivery | null,
    isStale: (event: z.infer<S>) => boolean = () => false,
  ) {
    if (!verified.ok)
      throw new AppError('unauthenticated', `Invalid ${provider} signature.`, { reason: verified.reason });
    let parsed: ParsedBody;
    try {
      parsed = parse();
    } catch {
      throw new AppError('bad_request', 'The webhook body is not valid JSON.');
    }
    const problem = storableJsonProblem(parsed.json, parsed.setAside);
    if (problem) throw badRequest(`The webhook body cannot be taken in: ${problem.message}.`);
    const event = schema.parse(parsed.json);
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
    const checked = checkTimestampedSignature(req.get(elevenLabsSignatureHeader), 'v0', elevenLabsWindowSeconds);
    if (!checked.ok) {
      res.setHeader('Connection', 'close');
      throw unauthenticated('Invalid elevenlabs signature.', { reason: checked.reason });
    }
    res.locals.signature = checked.signature;
    next();
  }

  /**
   * The body streams through the HMAC to disk with no slot shared by other addresses held (the
   * upload door admits it); only a verified body takes one of the slots of bodies read into memory.
   */
  router.post('/elevenlabs', requireElevenLabsHeader, door.admit, async (req, res) => {
    const signature = streamTimestampedBody(
      ctx.config.elevenLabsWebhookSecret!,
      res.locals.signature as TimestampedSignature,
    );
    let spooled;
    try {
      spooled = await spoolBody(req, elevenLabsBodyLimitBytes, signature.update, bodyTooLarge);
    } catch (error) {
      if (!res.headersSent) res.setHeader('Connection', 'close');
      throw error;
    }
    try {
      const verified = signature.verify();
      if (!verified.ok)
        throw new AppError('unauthenticated', 'Invalid elevenlabs signature.', { reason: verified.reason });
      elevenLabsBodies.take(res);
      const body = await fs.promises.readFile(spooled.file);
      let large: LargeString[] = [];
      const parse = (): ParsedBody => {
        const parsed = parseWithLargeStringsAside(body, elevenLabsLargeStringBytes);
        const event = parsed.value as { type?: unknown; data?: { full_audio?: unknown } } | null;
        // Only the audio event's base64 is set aside; a body with any other large string is parsed whole.
        const onlyTheAudio =
          parsed.large.length === 1 &&
          event?.type === 'post_call_audio' &&
          largeStringOf(event.data?.full_audio, parsed.large) !== null;
        if (parsed.large.length > 0 && !onlyTheAudio) return { json: JSON.parse(body.toString('utf8')) };
        large = parsed.large;
        return { json: parsed.value, setAside: (text) => largeStringOf(text, large) !== null };
      };
      const audioText = (fullAudio: string) => {
        const aside = largeStringOf(fullAudio, large);
        return aside ? body.subarray(aside.start, aside.end) : Buffer.from(JSON.stringify(fullAudio).slice(1, -1));
      };
      answer(
        res,
        await handle(
          'elevenlabs',
          parse,
          { ok: true, signature: verified.digest },
          elevenLabsWindowSeconds,
          elevenLabsEvent,
          (event) => mapElevenLabs(event, audioText),
        ),
      );
    } finally {
      await spooled.remove();
    }
  });

  router.post('/retell', async (req, res) => {
    const apiKey = ctx.config.retellApiKey;
    if (!apiKey) throw new AppError('service_unavailable', 'Retell webhooks are not configured.');
    const raw = rawBodyOf(req);
    const verified = verifyRetellSignature(apiKey, req.get(retellSignatureHeader), raw);
    answer(
      res,
      await handle(
        'retell',
        () => ({ json: JSON.parse(raw.toString('utf8')) }),
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
    const verified = verifyVapiSecretHeaders(
      secret,
      { secret: req.get(vapiSecretHeader), authorization: req.get('authorization') },
      raw,
    );
    answer(
      res,
      await handle(
        'vapi',
        () => ({ json: JSON.parse(raw.toString('utf8')) }),
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
