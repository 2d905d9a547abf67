import type { Request } from 'express';
import type { AuditActor } from '../access/identity.ts';
import { signedIn } from './guards.ts';

/** The signed-in user of the request and its client address, for the audit log. */
export function auditActorOf(req: Request): AuditActor {
  const identity = signedIn(req);
  return { userId: identity.userId, email: identity.email, ip: req.ip ?? '' };
}
