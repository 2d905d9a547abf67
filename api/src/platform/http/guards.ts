import type { NextFunction, Request, Response } from 'express';
import { assertActive, assertAdmin, assertHotelAccess, type HotelPermission } from '../access/access.ts';
import type { Db } from '../db/pool.ts';
import type { Identity } from '../access/identity.ts';
import { AppError } from '../errors/app-error.ts';

/** Express guards over the access rules of platform/access. */

/** The request's identity: the signed-in person, or the request is refused as unauthenticated. */
export function signedIn(req: Request): Identity {
  if (!req.identity) throw req.authError ?? new AppError('unauthenticated', 'Sign in to continue.');
  return req.identity;
}

/** Signed in with an activated account. Deactivated means no access for anyone, admins included. */
export function requireUser(req: Request, _res: Response, next: NextFunction): void {
  assertActive(signedIn(req));
  next();
}

export function requireAdmin(req: Request, _res: Response, next: NextFunction): void {
  assertAdmin(signedIn(req));
  next();
}

/**
 * Guards a hotel-scoped route by the caller's role there: the hotel id comes from the `hotelId`
 * route param; `permission` defaults to what every team member may do.
 */
export function requireHotelAccess(db: Db, permission: HotelPermission = 'calls') {
  return async (req: Request, _res: Response, next: NextFunction) => {
    await assertHotelAccess(db, signedIn(req), String(req.params.hotelId ?? ''), permission);
    next();
  };
}
