import { AppError } from '../errors/app-error.ts';
import type { Db } from '../db/pool.ts';
import { isLinkedToHotel } from './access.repo.ts';
import type { Identity } from './identity.ts';

/**
 * Who may do what, independent of the transport: HTTP guards, socket room joins and services all
 * ask here.
 */

export const pendingActivationMessage =
  'Your account is pending activation. Our team will review your application and activate your account shortly.';

export const notAdminMessage = 'You do not have admin privileges';

export function assertActive(identity: Identity): void {
  if (!identity.activated) throw new AppError('forbidden', pendingActivationMessage);
}

export function assertAdmin(identity: Identity): void {
  assertActive(identity);
  if (!identity.admin) throw new AppError('forbidden', notAdminMessage);
}

/** True when the identity may see the hotel: an activated account linked to it, or an activated admin. */
export async function canAccessHotel(db: Db, identity: Identity, hotelId: string): Promise<boolean> {
  if (!identity.activated) return false;
  if (identity.admin) return true;
  if (!isUuid(hotelId)) return false;
  return isLinkedToHotel(db, identity.userId, hotelId);
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
