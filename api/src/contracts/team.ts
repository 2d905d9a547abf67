import { z } from 'zod';
import { hotelRoles, invitableRoles, type HotelRole, type InvitableRole } from './team-roles.ts';
import { emailField, passwordField } from './auth.ts';

export * from './team-roles.ts';

export interface TeamMember {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: HotelRole;
  joinedAt: string;
}

export interface TeamInvitation {
  invitationId: string;
  email: string;
  role: InvitableRole;
  invitedAt: string;
  expiresAt: string;
  expired: boolean;
}

/** `GET /api/hotels/:hotelId/team`. */
export interface HotelTeam {
  members: TeamMember[];
  invitations: TeamInvitation[];
}

export const inviteMemberBody = z.object({
  email: emailField,
  role: z.enum(invitableRoles, { message: 'Choose manager or front desk.' }),
});
export type InviteMemberBody = z.infer<typeof inviteMemberBody>;

export const changeRoleBody = z.object({
  role: z.enum(hotelRoles, { message: 'Choose owner, manager or front desk.' }),
});

const invitationToken = z.string().trim().min(20, 'This invitation link is incomplete.').max(200);

export const invitationTokenBody = z.object({ token: invitationToken });

/** What the invitation page shows before the invitee accepts. */
export interface InvitationPreview {
  hotelName: string;
  email: string;
  role: InvitableRole;
  invitedBy: string;
  /** True when the address already has an account: accepting then takes its password, not a new one. */
  hasAccount: boolean;
}

export const acceptInvitationBody = z.object({
  token: invitationToken,
  password: z.string().min(1, 'Enter a password.').max(1024),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

/** A new person's password follows the sign-up rules. */
export const newMemberPassword = passwordField;
