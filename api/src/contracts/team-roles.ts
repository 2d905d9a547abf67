/*
 * Team roles and their words. Free of zod, so the web imports them without the schemas
 * (`@hotelvoice/api/contracts/team-roles`); team.ts re-exports them.
 */

export const hotelRoles = ['owner', 'manager', 'front_desk'] as const;
export type HotelRole = (typeof hotelRoles)[number];

/** Roles an invitation can carry: the owner role is handed over, never invited into. */
export const invitableRoles = ['manager', 'front_desk'] as const;
export type InvitableRole = (typeof invitableRoles)[number];

export const roleLabels: Record<HotelRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  front_desk: 'Front desk',
};

export const invitationLifetimeDays = 7;
