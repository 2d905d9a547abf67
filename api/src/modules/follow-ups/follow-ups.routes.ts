import { Router, type Request } from 'express';
import { callIdPattern } from '../../contracts/call-objects.ts';
import { assignFollowUpBody, followUpCommentBody, followUpListQuery } from '../../contracts/follow-ups.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { signedIn, requireHotelAccess } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';
import type { FollowUpActor } from './follow-ups.service.ts';

/**
 * Mounted at /hotels/:hotelId/follow-ups (decision 086). Every route is for that hotel's team
 * (any role, admins as owners): the list, who it can go to, assigning, comments, done and reopen.
 */
export function followUpRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const service = ctx.services.followUps;
  router.use(requireHotelAccess(ctx.pool));

  router.get('/', async (req, res) => {
    const query = followUpListQuery.parse(req.query);
    res.json(await service.list(hotelIdOf(req), signedIn(req).userId, query));
  });

  router.get('/assignees', async (req, res) => {
    res.json(await service.assignees(hotelIdOf(req)));
  });

  router.get('/:callId/activity', async (req, res) => {
    res.json(await service.activity(hotelIdOf(req), callIdOf(req)));
  });

  router.put('/:callId/assignee', async (req, res) => {
    const callId = callIdOf(req);
    const body = assignFollowUpBody.parse(req.body);
    res.json(await service.assign(hotelIdOf(req), callId, actorOf(req), body));
  });

  router.post('/:callId/comments', async (req, res) => {
    const callId = callIdOf(req);
    const body = followUpCommentBody.parse(req.body);
    res.status(201).json(await service.comment(hotelIdOf(req), callId, actorOf(req), body.text));
  });

  router.post('/:callId/handled', async (req, res) => {
    res.json(await service.markDone(hotelIdOf(req), callIdOf(req), actorOf(req)));
  });

  router.delete('/:callId/handled', async (req, res) => {
    res.json(await service.reopen(hotelIdOf(req), callIdOf(req), actorOf(req)));
  });

  return router;
}

/** The hotel of the mount path (merged params); requireHotelAccess has checked it. */
function hotelIdOf(req: Request): string {
  return String((req.params as Record<string, string>).hotelId);
}

function callIdOf(req: Request): string {
  const callId = String(req.params.callId);
  if (!callIdPattern.test(callId)) throw badRequest('Invalid call id.');
  return callId;
}

function actorOf(req: Request): FollowUpActor {
  const { userId, firstName, lastName, email } = signedIn(req);
  return { userId, name: `${firstName} ${lastName}`.trim() || email };
}
