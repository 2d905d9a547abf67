import type { HotelRole } from '../../contracts/team.ts';
import { AppError } from '../errors/app-error.ts';
import type { Db } from '../db/pool.ts';
import { readHotelRole } from './access.repo.ts';
import type { Identity } from './identity.ts';

/**
 * Who may do what, independent of the transport: HTTP guards, socket room joins and services all
 * ask here.
 */

export const pendingActivationMessage =
  'Your account is pending activation. Our team will review your application and activate your account shortly.';

export const notAdminMessage = 'You do not have admin privileges';

/**
 * What a hotel's team members may do, by role (issue #19):
 * - `calls`: call logs, follow-ups, reviews, insights and the hotel's live room — every member;
 * - `manage`: PMS key, knowledge, settings, guest data, exports, the team — owner and manager;
 * - `own`: hand the owner role to someone else (and what only an owner may do) — owner only.
 */
export type HotelPermission = 'calls' | 'manage' | 'own';

const permissionsOf: Record<HotelRole, readonly HotelPermission[]> = {
  owner: ['calls', 'manage', 'own'],
  manager: ['calls', 'manage'],
  front_desk: ['calls'],
};

export function roleAllows(role: HotelRole, permission: HotelPermission): boolean {
  return permissionsOf[role].includes(permission);
}

export function assertActive(identity: Identity): void {
  if (!identity.activated) throw new AppError('forbidden', pendingActivationMessage);
}

export function assertAdmin(identity: Identity): void {
  assertActive(identity);
  if (!identity.admin) throw new AppError('forbidden', notAdminMessage);
}

/** The identity's role at the hotel: admins act as owners; null for a non-member or inactive account. */
export async function hotelRoleOf(db: Db, identity: Identity, hotelId: string): Promise<HotelRole | null> {
  if (!identity.activated) return null;
  if (identity.admin) return 'owner';
  if (!isUuid(hotelId)) return null;
  return readHotelRole(db, identity.userId, hotelId);
}

/** True when the identity may do `permission` at the hotel (by default: see its calls). */
export async function canAccessHotel(
  db: Db,
  identity: Identity,
  hotelId: string,
  permission: HotelPermission = 'calls',
): Promise<boolean> {
  const role = await hotelRoleOf(db, identity, hotelId);
  return role !== null && roleAllows(role, permission);
}

/** Throws unless the identity may do `permission` at the hotel; returns its role there. */
export async function assertHotelAccess(
  db: Db,
  identity: Identity,
  hotelId: string,
  permission: HotelPermission = 'calls',
): Promise<HotelRole> {
  assertActive(identity);
  if (!isUuid(hotelId)) throw new AppError('bad_request', 'Hotel id must be a UUID.');
  const role = await hotelRoleOf(db, identity, hotelId);
  if (role === null) throw new AppError('forbidden', 'You do not have access to this hotel.');
  if (!roleAllows(role, permission)) throw new AppError('forbidden', roleRefusal[permission], { reason: 'role' });
  return role;
}

const roleRefusal: Record<HotelPermission, string> = {
  calls: 'You do not have access to this hotel.',
  manage: "Only the hotel's owner or a manager can do this.",
  own: "Only the hotel's owner can do this.",
};

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
