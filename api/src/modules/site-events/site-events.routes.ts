import express, { Router } from 'express';
import { siteEventLimits, siteEventsBody } from '../../contracts/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { rejectNulReviver } from '../../platform/http/reject-nul.ts';
import type { ModuleContext } from '../module-context.ts';
import { optedOut } from './request-filters.ts';
import { createSiteEventsService } from './site-events.service.ts';

/**
 * A page sends a batch every few seconds at most; 120 requests a minute per address leaves room for
 * several people behind one NAT and still turns a flood away before it reaches the queue.
 */
export const siteEventsLimit = { name: 'site-events-ip', points: 120, durationSeconds: 60 };

/**
 * POST /api/events: navigator.sendBeacon's body (text/plain, or JSON), at most 8 KB. Answers 202
 * with no body; opted-out and bot requests are answered the same way and stored nowhere.
 */
export function siteEventRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const service = createSiteEventsService(ctx.pool, ctx.queues.siteEvents);
  const readBody = express.text({ type: () => true, limit: siteEventLimits.maxBodyBytes });

  router.post('/', ctx.rateLimits.perIp(siteEventsLimit), readBody, async (req, res) => {
    const body = siteEventsBody.parse(parseJson(req.body));
    if (!optedOut((name) => req.get(name))) {
      await service.record(body, { ip: req.ip ?? '', userAgent: req.get('user-agent') });
    }
    res.status(202).end();
  });
  return router;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') throw new AppError('bad_request', 'Send events as a JSON body.');
  try {
    return JSON.parse(text, rejectNulReviver) as unknown;
  } catch (error) {
    const nul = error instanceof Error && error.message.includes('NUL');
    throw new AppError('bad_request', nul ? error.message : 'The body is not valid JSON.');
  }
}
