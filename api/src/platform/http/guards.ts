import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error.ts';
import type { Db } from '../db/pool.ts';
import { isLinkedToHotel } from './access.repo.ts';
import type { Identity } from './identity.ts';

export const pendingActivationMessage =
  'Your account is pending activation. Our team will review your application and activate your account shortly.';

function signedIn(req: Request): Identity {
  if (!req.identity) throw req.authError ?? new AppError('unauthenticated', 'Sign in to continue.');
  return req.identity;
}

/** The request's identity; only call after requireUser or requireAdmin. */
export function identityOf(req: Request): Identity {
  return signedIn(req);
}

export const notAdminMessage = 'You do not have admin privileges';

/** Signed in with an activated account. Deactivated means no access for anyone, admins included. */
export function requireUser(req: Request, _res: Response, next: NextFunction): void {
  assertActive(signedIn(req));
  next();
}

export function requireAdmin(req: Request, _res: Response, next: NextFunction): void {
  const identity = signedIn(req);
  assertActive(identity);
  if (!identity.admin) throw new AppError('forbidden', notAdminMessage);
  next();
}

export function assertActive(identity: Identity): void {
  if (!identity.activated) throw new AppError('forbidden', pendingActivationMessage);
}

/** True when the identity may see the hotel: an activated account linked to it, or an activated admin. */
export async function canAccessHotel(db: Db, identity: Identity, hotelId: string): Promise<boolean> {
  if (!identity.activated) return false;
  if (identity.admin) return true;
  if (!isUuid(hotelId)) return false;
  return isLinkedToHotel(db, identity.userId, hotelId);
}

/** Guards a hotel-scoped route: the hotel id comes from the named route param. */
export function requireHotelAccess(db: Db, param = 'hotelId') {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const identity = signedIn(req);
    const hotelId = String(req.params[param] ?? '');
    await assertHotelAccess(db, identity, hotelId);
    next();
  };
}

export async function assertHotelAccess(db: Db, identity: Identity, hotelId: string): Promise<void> {
  assertActive(identity);
  if (!isUuid(hotelId)) throw new AppError('bad_request', 'Hotel id must be a UUID.');
  if (!(await canAccessHotel(db, identity, hotelId)))
    throw new AppError('forbidden', 'You do not have access to this hotel.');
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
