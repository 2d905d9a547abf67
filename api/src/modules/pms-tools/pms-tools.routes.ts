import { storableJsonProblem } from '../../contracts/storable-json.ts';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { assertHotelAccess } from '../../platform/access/access.ts';
import { badRequest, AppError, notFound } from '../../platform/errors/app-error.ts';
import { signedIn, requireAdmin, requireUser } from '../../platform/http/guards.ts';
import { requireHotelAgentCredential } from '../../platform/http/hotel-agent-credential.ts';
import {
  retellSignatureHeader,
  verifyElevenLabsToolSecret,
  verifyRetellSignature,
  verifyVapiToolSignature,
  vapiToolSignatureHeader,
  vapiToolTimestampHeader,
} from '../../platform/http/signatures.ts';
import type { ModuleContext } from '../module-context.ts';
import {
  callIdField,
  callRefOf,
  hotelIdField,
  isToolName,
  providerCallRef,
  retellFunctionCall,
  vapiHotelId,
  vapiToolCalls,
} from './platform-requests.ts';
import { idempotencyKey, toolName } from './pms-tools.schemas.ts';
import { platformToolDefinitions } from './tool-definitions.ts';

const bearerBody = z.looseObject({ call_id: callIdField, idempotency_key: idempotencyKey });

/** Our own form: `POST /api/agent/hotels/:hotelId/tools/:tool` with the hotel's agent credential. */
export function agentToolRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const tools = ctx.services.pmsTools;
  const hotelCredential = requireHotelAgentCredential(ctx.services.agentCredentials);
  router.post('/hotels/:hotelId/tools/:tool', hotelCredential, async (req, res) => {
    const hotelId = hotelIdField.parse(req.params.hotelId);
    const tool = toolName.parse(req.params.tool);
    const { call_id, idempotency_key, ...args } = bearerBody.parse(storable(req.body ?? {}));
    const answer = await tools.call({
      hotelId,
      platform: 'bearer',
      callRef: callRefOf(call_id),
      tool,
      args,
      idempotencyKey: idempotency_key,
    });
    res.status(answer.status).json(answer.result);
  });
  return router;
}

/** What Postgres cannot hold (NUL, a lone surrogate) or code cannot walk (deep nesting) answers 400. */
function storable<T>(json: T): T {
  const problem = storableJsonProblem(json);
  if (problem) throw badRequest(`The tool call cannot be taken in: ${problem.message}.`);
  return json;
}

function rawJson(req: Request): unknown {
  const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('The body is not valid JSON.');
  }
  return storable(json);
}

const refuse = (provider: string, reason: string) =>
  new AppError('unauthenticated', `Invalid ${provider} signature.`, { reason });

/**
 * The voice platforms' own tool-call forms, under /api/webhooks so their raw bodies (what the
 * signatures cover) are kept: Retell custom functions, Vapi tool calls, ElevenLabs server tools.
 */
export function platformToolRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const tools = ctx.services.pmsTools;

  router.post('/retell/tools', async (req, res) => {
    const apiKey = ctx.config.retellApiKey;
    if (!apiKey) throw new AppError('service_unavailable', 'Retell is not configured.');
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const verified = verifyRetellSignature(apiKey, req.get(retellSignatureHeader), raw);
    if (!verified.ok) throw refuse('Retell', verified.reason);
    const body = retellFunctionCall.parse(rawJson(req));
    if (!isToolName(body.name)) throw badRequest(`Unknown tool ${body.name.slice(0, 60)}.`);
    const hotelId = hotelIdField.parse(
      body.call.metadata?.hotel_id ?? body.call.retell_llm_dynamic_variables?.hotel_id,
    );
    const answer = await tools.call({
      hotelId,
      platform: 'retell',
      callRef: providerCallRef('retell', body.call.call_id),
      tool: body.name,
      args: body.args,
    });
    res.status(answer.status).json(answer.result);
  });

  router.post('/vapi/tools', async (req, res) => {
    const secret = ctx.config.vapiToolSecret;
    if (!secret) throw new AppError('service_unavailable', 'Vapi tools are not configured.');
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const verified = verifyVapiToolSignature(
      secret,
      req.get(vapiToolSignatureHeader),
      req.get(vapiToolTimestampHeader),
      raw,
    );
    if (!verified.ok) throw refuse('Vapi', verified.reason);
    const { message } = vapiToolCalls.parse(rawJson(req));
    if (message.type !== 'tool-calls') return void res.status(200).json({});
    if (!message.call) throw badRequest('The tool call carries no call.');
    const hotelId = hotelIdField.parse(vapiHotelId(message, req.query.hotel_id));
    const callRef = providerCallRef('vapi', message.call.id);
    const results = [];
    for (const toolCall of message.toolCallList ?? []) {
      const name = toolCall.function.name;
      if (!isToolName(name)) {
        results.push({ toolCallId: toolCall.id, error: `Unknown tool ${name.slice(0, 60)}.` });
        continue;
      }
      let args = toolCall.function.arguments ?? {};
      if (typeof args === 'string') {
        try {
          args = JSON.parse(args) as Record<string, unknown>;
        } catch {
          results.push({ toolCallId: toolCall.id, error: 'The arguments are not valid JSON.' });
          continue;
        }
      }
      const answer = await tools.call({
        hotelId,
        platform: 'vapi',
        callRef,
        tool: name,
        args,
        idempotencyKey: `vapi-${toolCall.id}`,
      });
      // Vapi reads `error` for a failed call and `result` (a string) otherwise.
      results.push(
        answer.status === 400
          ? { toolCallId: toolCall.id, error: answer.result.say }
          : { toolCallId: toolCall.id, result: JSON.stringify(answer.result) },
      );
    }
    res.status(200).json({ results });
  });

  router.post('/elevenlabs/tools/:tool', async (req, res) => {
    const secret = ctx.config.elevenLabsToolSecret;
    if (!secret) throw new AppError('service_unavailable', 'ElevenLabs tools are not configured.');
    if (!verifyElevenLabsToolSecret(secret, req.get('authorization'))) {
      throw new AppError('unauthenticated', 'Invalid ElevenLabs tool secret.', { reason: 'bad_secret' });
    }
    const tool = toolName.parse(req.params.tool);
    const { hotel_id, conversation_id, ...args } = z
      .looseObject({ hotel_id: hotelIdField, conversation_id: z.string().trim().min(1).max(150) })
      .parse(rawJson(req));
    const answer = await tools.call({
      hotelId: hotel_id,
      platform: 'elevenlabs',
      callRef: providerCallRef('elevenlabs', conversation_id),
      tool,
      args,
    });
    res.status(answer.status).json(answer.result);
  });

  return router;
}

/** Admins, for the hotel's page: the tools as each voice platform is given them (no secret in them). */
export function toolDefinitionRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const { hotels } = ctx.services;
  router.get('/:hotelId/agent-tools', requireAdmin, async (req, res) => {
    const hotelId = hotelIdField.parse(req.params.hotelId);
    if (!(await hotels.exists(hotelId))) throw notFound('Hotel not found.');
    res.json(platformToolDefinitions(ctx.config.publicUrl, hotelId));
  });
  return router;
}

/** The owner's view: the tool calls of one stored call, for its detail pane. */
export function callToolCallRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const tools = ctx.services.pmsTools;
  router.get('/', requireUser, async (req, res) => {
    const hotelId = hotelIdField.parse((req.params as Record<string, string>).hotelId);
    const callId = callIdField.parse((req.params as Record<string, string>).callId);
    await assertHotelAccess(ctx.pool, signedIn(req), hotelId);
    res.json({ toolCalls: await tools.listForCall(hotelId, callRefOf(callId)) });
  });
  return router;
}
