import { Router, type Request, type RequestHandler } from 'express';
import { AppError } from '../../platform/errors/app-error.ts';
import { uploadDoorOf } from '../../platform/http/upload-door.ts';
import {
  checkRetellSignature,
  checkVapiSecretHeaders,
  checkVapiToolSignature,
  retellSignatureHeader,
  vapiSecretHeader,
  vapiToolSignatureHeader,
  vapiToolTimestampHeader,
  verifyElevenLabsToolSecret,
} from '../../platform/http/signatures.ts';
import type { ModuleContext } from '../module-context.ts';

/** Provider webhooks carry a whole call's transcript and analysis: at most this many bytes. */
export const webhookBodyLimitBytes = 5 * 1024 * 1024;

/** Why a request is refused from its headers alone, or null to read its body. */
type HeaderCheck = (req: Request) => AppError | null;

const notConfigured = (what: string) => new AppError('service_unavailable', `${what} are not configured.`);
const refused = (message: string, reason: string) => new AppError('unauthenticated', message, { reason });

/**
 * The door of the webhooks whose bodies are read into memory (issue 30): what the headers can
 * prove is checked before a byte of the body is read (Vapi's and ElevenLabs tools' shared secrets;
 * the form and freshness of Retell's and Vapi tools' signatures), and a refused request's connection
 * is closed. The rest are admitted by the upload door (slots per address, a minimum receive rate)
 * and read within the process's budget of unverified bytes (503 with Retry-After beyond it); the
 * routes verify the signature over the body. ElevenLabs' post-call webhook streams its body to
 * disk and is admitted by its own route.
 */
export function webhookDoor(ctx: ModuleContext): Router {
  const { config } = ctx;
  const router = Router();
  const readBody = uploadDoorOf(config.uploadDoor).readIntoMemory(webhookBodyLimitBytes);
  const door = (check: HeaderCheck) => [refuseBeforeReading(check), ...readBody];

  router.post(
    '/vapi',
    door((req) => {
      if (!config.vapiWebhookSecret) return notConfigured('Vapi webhooks');
      const checked = checkVapiSecretHeaders(config.vapiWebhookSecret, {
        secret: req.get(vapiSecretHeader),
        authorization: req.get('authorization'),
      });
      return checked.ok ? null : refused('Invalid vapi signature.', checked.reason);
    }),
  );
  const retellHeader = (label: string) => (req: Request) => {
    const parsed = checkRetellSignature(req.get(retellSignatureHeader));
    return parsed.ok ? null : refused(`Invalid ${label} signature.`, parsed.reason);
  };
  router.post(
    '/retell',
    door((req) => (config.retellApiKey ? retellHeader('retell')(req) : notConfigured('Retell webhooks'))),
  );
  router.post(
    '/retell/tools',
    door((req) => (config.retellApiKey ? retellHeader('Retell')(req) : notConfigured('Retell tools'))),
  );
  router.post(
    '/vapi/tools',
    door((req) => {
      if (!config.vapiToolSecret) return notConfigured('Vapi tools');
      const checked = checkVapiToolSignature(req.get(vapiToolSignatureHeader), req.get(vapiToolTimestampHeader));
      return checked.ok ? null : refused('Invalid Vapi signature.', checked.reason);
    }),
  );
  router.post(
    '/elevenlabs/tools/:tool',
    door((req) => {
      if (!config.elevenLabsToolSecret) return notConfigured('ElevenLabs tools');
      return verifyElevenLabsToolSecret(config.elevenLabsToolSecret, req.get('authorization'))
        ? null
        : refused('Invalid ElevenLabs tool secret.', 'bad_secret');
    }),
  );
  return router;
}

function refuseBeforeReading(check: HeaderCheck): RequestHandler {
  return (req, res, next) => {
    const refusal = check(req);
    if (refusal) {
      res.setHeader('Connection', 'close');
      throw refusal;
    }
    next();
  };
}
