import { Router, type Request, type Response } from 'express';
import type { InvitationAccepted } from '../../contracts/web-forms.ts';
import { acceptInvitationBody, changeRoleBody, invitationTokenBody, inviteMemberBody } from '../../contracts/team.ts';
import { isUuid } from '../../platform/access/access.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { auditActorOf } from '../../platform/http/audit-actor.ts';
import { signedIn, requireHotelAccess, requireUser } from '../../platform/http/guards.ts';
import { dropSocketsOfUser } from '../../platform/realtime/drop-sockets.ts';
import type { ModuleContext } from '../module-context.ts';
import { createSessionHandOut, createSignInThrottle, signInVerdict } from '../auth/index.ts';
import { toSessionUser } from '../auth/auth.service.ts';

export const invitationLimits = {
  /** Previews and acceptances per client address. */
  perIp: { name: 'invitation-ip', points: 60, durationSeconds: 3600 },
};

function uuidParam(value: unknown, what: string): string {
  const id = String(value ?? '');
  if (!isUuid(id)) throw new AppError('bad_request', `${what} id must be a UUID.`);
  return id;
}

/** A hotel's team, mounted at /api/hotels/:hotelId/team; the service checks the caller's role. */
export function teamRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const team = ctx.services.team;
  // Refused before the body is read; the service checks again, and the owner role's hand-over
  // needs more than this.
  router.use(requireUser, requireHotelAccess(ctx.pool, 'manage'));
  const hotelOf = (params: Record<string, string>) => uuidParam(params.hotelId, 'Hotel');

  router.get('/', async (req, res) => {
    res.json(await team.team(signedIn(req), hotelOf(req.params as Record<string, string>)));
  });

  router.post('/invitations', async (req, res) => {
    const hotelId = hotelOf(req.params as Record<string, string>);
    const body = inviteMemberBody.parse(req.body);
    res.status(201).json(await team.invite(signedIn(req), hotelId, body, auditActorOf(req)));
  });

  router.post('/invitations/:invitationId/resend', async (req, res) => {
    const hotelId = hotelOf(req.params as Record<string, string>);
    await team.resend(signedIn(req), hotelId, uuidParam(req.params.invitationId, 'Invitation'));
    res.status(204).end();
  });

  router.delete('/invitations/:invitationId', async (req, res) => {
    const hotelId = hotelOf(req.params as Record<string, string>);
    await team.revoke(signedIn(req), hotelId, uuidParam(req.params.invitationId, 'Invitation'), auditActorOf(req));
    res.status(204).end();
  });

  router.put('/members/:userId/role', async (req, res) => {
    const hotelId = hotelOf(req.params as Record<string, string>);
    const userId = uuidParam(req.params.userId, 'User');
    const body = changeRoleBody.parse(req.body);
    await team.changeRole(signedIn(req), hotelId, userId, body.role, auditActorOf(req));
    // Rooms are the same for every role today; dropping keeps "each join is checked anew" true
    // if a role ever loses a room.
    dropSocketsOfUser(ctx.io, userId);
    res.status(204).end();
  });

  router.delete('/members/:userId', async (req, res) => {
    const hotelId = hotelOf(req.params as Record<string, string>);
    const userId = uuidParam(req.params.userId, 'User');
    await team.remove(signedIn(req), hotelId, userId, auditActorOf(req));
    // Their open pages lose the hotel's live room at once; the reconnect joins only what is left.
    dropSocketsOfUser(ctx.io, userId);
    res.status(204).end();
  });

  return router;
}

/**
 * Accepting an invitation, as its api route and the web's page action (decision 082) both run it.
 * An existing account's password is checked like a sign-in, with the same throttle, and its
 * session goes out the same way: with two-step sign-in on, a ticket for the code step.
 */
export function createInvitationAcceptance(ctx: ModuleContext) {
  const team = ctx.services.team;
  const throttle = createSignInThrottle(ctx.rateLimits);
  const handOut = createSessionHandOut(ctx);

  return async (req: Request, res: Response, input: unknown): Promise<InvitationAccepted> => {
    const body = acceptInvitationBody.parse(input);
    const preview = await team.preview(body.token);
    const actorIp = req.ip ?? 'unknown';
    const outcome = await throttle.attempt(preview.email, actorIp, () => team.accept(body, actorIp), signInVerdict);
    const { session, hotelId } = outcome;
    const challenge = await handOut.afterPassword(req, res, session);
    if (challenge) return { ...challenge, hotelId };
    const { userId, email, admin } = session.identity;
    const profile = await team.profileOf(userId);
    return { user: toSessionUser(userId, email, admin, profile), hotelId };
  };
}

/** The invitation page's calls, mounted at /api/invitations; the token is the credential. */
export function invitationRoutes(ctx: ModuleContext): Router {
  const router = Router();
  const team = ctx.services.team;
  const accept = createInvitationAcceptance(ctx);
  router.use(ctx.rateLimits.perIp(invitationLimits.perIp));

  router.post('/preview', async (req, res) => {
    const body = invitationTokenBody.parse(req.body);
    res.json({ invitation: await team.preview(body.token) });
  });

  router.post('/accept', async (req, res) => {
    res.json(await accept(req, res, req.body));
  });

  return router;
}
