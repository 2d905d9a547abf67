import { createHash, randomBytes } from 'node:crypto';
import {
  invitationLifetimeDays,
  type AcceptInvitationBody,
  type HotelRole,
  type HotelTeam,
  type InvitationPreview,
  type InviteMemberBody,
} from '../../contracts/team.ts';
import { assertHotelAccess } from '../../platform/access/access.ts';
import { recordAudit, type AuditActor } from '../audit-log/index.ts';
import type { Identity } from '../../platform/access/identity.ts';
import type { AuthPort, AuthSession } from '../../platform/auth/auth-port.ts';
import { withTransaction, type Pool } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { HotelsService } from '../hotels/hotels.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { invitationMail } from './invitation-mail.ts';
import * as repo from './team.repo.ts';

export interface TeamServiceDeps {
  auth: AuthPort;
  db: Pool;
  hotels: HotelsService;
  mail: MailService;
  publicUrl: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const invitationMessages = {
  unknown: 'This invitation link is not valid. Check that you opened the whole link from the e-mail.',
  expired: 'This invitation has expired. Ask the hotel to send you a new one.',
  revoked: 'This invitation was withdrawn by the hotel.',
  accepted: 'This invitation has already been accepted. Sign in to continue.',
} as const;

const ownerOnlyRemoval = 'The owner cannot be removed. Hand the owner role to another member first.';

export function createTeamService(deps: TeamServiceDeps) {
  const { auth, db, hotels, mail, publicUrl } = deps;

  async function sendInvitation(
    hotelId: string,
    email: string,
    role: InviteMemberBody['role'],
    token: string,
    inviter: Identity,
  ) {
    const name = await hotels.name(hotelId);
    const invitedBy = `${inviter.firstName} ${inviter.lastName}`.trim() || 'The HotelVoice team';
    const id = await mail.write(
      db,
      invitationMail({
        email,
        hotelName: name ?? 'a hotel',
        role,
        invitedBy,
        link: `${publicUrl}/invitation#token=${encodeURIComponent(token)}`,
      }),
    );
    await mail.dispatch(id);
  }

  /** An invitation that can still be taken, or a 404/410 that says why not. */
  async function openInvitation(token: string): Promise<repo.InvitationRow> {
    const invitation = await repo.findInvitationByTokenHash(db, hashToken(token));
    if (!invitation) throw new AppError('not_found', invitationMessages.unknown, { reason: 'invitation_unknown' });
    if (invitation.state !== 'open') {
      throw new AppError('gone', invitationMessages[invitation.state], { reason: `invitation_${invitation.state}` });
    }
    return invitation;
  }

  return {
    async team(identity: Identity, hotelId: string): Promise<HotelTeam> {
      await assertHotelAccess(db, identity, hotelId, 'manage');
      const [members, invitations] = await Promise.all([
        repo.listMembers(db, hotelId),
        repo.listOpenInvitations(db, hotelId),
      ]);
      return { members, invitations };
    },

    async invite(
      identity: Identity,
      hotelId: string,
      body: InviteMemberBody,
      actor: AuditActor,
    ): Promise<{ invitationId: string }> {
      await assertHotelAccess(db, identity, hotelId, 'manage');
      if (await repo.isMemberByEmail(db, hotelId, body.email)) {
        throw new AppError('conflict', 'This person is already on the team.');
      }
      const token = randomBytes(32).toString('base64url');
      const invitationId = await repo.upsertInvitation(db, {
        hotelId,
        email: body.email,
        role: body.role,
        tokenHash: hashToken(token),
        invitedBy: identity.userId,
        days: invitationLifetimeDays,
      });
      await recordAudit(db, actor, {
        action: 'team.member_invited',
        hotelId,
        subject: invitationId,
        details: { role: body.role },
      });
      await sendInvitation(hotelId, body.email, body.role, token, identity);
      return { invitationId };
    },

    /** A new link (the old one stops working) and a fresh week. */
    async resend(identity: Identity, hotelId: string, invitationId: string): Promise<void> {
      await assertHotelAccess(db, identity, hotelId, 'manage');
      const token = randomBytes(32).toString('base64url');
      const renewed = await repo.renewInvitation(db, hotelId, invitationId, hashToken(token), invitationLifetimeDays);
      if (!renewed) throw new AppError('not_found', 'This invitation is no longer open.');
      await sendInvitation(hotelId, renewed.email, renewed.role, token, identity);
    },

    async revoke(identity: Identity, hotelId: string, invitationId: string, actor: AuditActor): Promise<void> {
      await assertHotelAccess(db, identity, hotelId, 'manage');
      await withTransaction(db, async (tx) => {
        if (!(await repo.revokeInvitation(tx, hotelId, invitationId))) {
          throw new AppError('not_found', 'This invitation is no longer open.');
        }
        await recordAudit(tx, actor, { action: 'team.invitation_revoked', hotelId, subject: invitationId });
      });
    },

    /**
     * Owners and managers change roles between manager and front desk; only the owner (or an
     * admin) hands the owner role on, and the previous owner then becomes a manager.
     */
    async changeRole(
      identity: Identity,
      hotelId: string,
      userId: string,
      role: HotelRole,
      actor: AuditActor,
    ): Promise<void> {
      await assertHotelAccess(db, identity, hotelId, role === 'owner' ? 'own' : 'manage');
      await withTransaction(db, async (tx) => {
        if (role === 'owner') await hotels.lock(hotelId, tx);
        const current = await repo.memberRole(tx, hotelId, userId);
        if (!current) throw new AppError('not_found', 'This person is not on the team.');
        if (current === role) return;
        if (current === 'owner') {
          throw new AppError('bad_request', 'To change the owner, make another member the owner.');
        }
        if (role === 'owner') await repo.demoteOwners(tx, hotelId);
        await repo.setMemberRole(tx, hotelId, userId, role);
        await recordAudit(tx, actor, {
          action: 'team.role_changed',
          hotelId,
          subject: userId,
          details: { from: current, to: role },
        });
      });
    },

    /** Removes a member; the route then drops their live connections so access ends at once. */
    async remove(identity: Identity, hotelId: string, userId: string, actor: AuditActor): Promise<void> {
      await assertHotelAccess(db, identity, hotelId, 'manage');
      await withTransaction(db, async (tx) => {
        const current = await repo.memberRole(tx, hotelId, userId);
        if (!current) throw new AppError('not_found', 'This person is not on the team.');
        if (current === 'owner') throw new AppError('bad_request', ownerOnlyRemoval);
        await repo.removeMember(tx, hotelId, userId);
        await recordAudit(tx, actor, {
          action: 'team.member_removed',
          hotelId,
          subject: userId,
          details: { role: current },
        });
      });
    },

    profileOf: (userId: string) => repo.accessProfile(db, userId),

    async preview(token: string): Promise<InvitationPreview> {
      const invitation = await openInvitation(token);
      return {
        hotelName: invitation.hotelName,
        email: invitation.email,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
        hasAccount: (await auth.findUserByEmail(invitation.email)) !== null,
      };
    },

    /**
     * Accepts with the existing account's password, or makes the account (name and password) for a
     * new person. Either way the person is signed in and a member of the hotel with the invited role.
     */
    async accept(body: AcceptInvitationBody, ip: string): Promise<{ session: AuthSession; hotelId: string }> {
      const invitation = await openInvitation(body.token);
      const existing = await auth.findUserByEmail(invitation.email);
      if (!existing) {
        const firstName = body.firstName?.trim() ?? '';
        const lastName = body.lastName?.trim() ?? '';
        if (!firstName || !lastName) throw new AppError('bad_request', 'Enter your first and last name.');
        if (body.password.length < 8) throw new AppError('bad_request', 'Password should be at least 8 characters.');
        if (Buffer.byteLength(body.password, 'utf8') > 72) {
          throw new AppError('bad_request', 'Password must be at most 72 bytes.');
        }
        const user = await auth.createUser(invitation.email, body.password, false);
        await repo.insertInvitedProfile(db, { userId: user.id, firstName, lastName, email: invitation.email });
      }
      const session = await auth.signIn(invitation.email, body.password);
      try {
        await withTransaction(db, async (tx) => {
          if (!(await repo.hasProfile(tx, session.identity.userId))) {
            await repo.insertInvitedProfile(tx, {
              userId: session.identity.userId,
              firstName: body.firstName?.trim() || invitation.email.split('@')[0]!.slice(0, 100),
              lastName: body.lastName?.trim() || '-',
              email: invitation.email,
            });
          }
          if (!(await repo.markInvitationAccepted(tx, invitation.invitationId))) {
            throw new AppError('gone', invitationMessages.accepted, { reason: 'invitation_accepted' });
          }
          await repo.addMember(tx, session.identity.userId, invitation.hotelId, invitation.role);
          await recordAudit(
            tx,
            { userId: session.identity.userId, email: invitation.email, ip },
            {
              action: 'team.invitation_accepted',
              hotelId: invitation.hotelId,
              subject: invitation.invitationId,
              details: { role: invitation.role, newAccount: !existing },
            },
          );
        });
      } catch (error) {
        await auth.signOut(session.identity, session.accessToken);
        throw error;
      }
      return { session, hotelId: invitation.hotelId };
    },
  };
}
