import type { AccountProfile, AccountSession } from '../../contracts/account.ts';
import { recordAudit, type AuditActor } from '../audit-log/index.ts';
import type { AuthPort, AuthSession } from '../../platform/auth/auth-port.ts';
import type { Db } from '../../platform/db/pool.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Identity } from '../../platform/access/identity.ts';
import { deviceOf, listLiveSessions, markSessionsEnded } from '../../platform/access/account-sessions.ts';
import type { Logger } from '../../platform/logger.ts';
import type { NewMail } from '../mail/index.ts';
import type { MailService } from '../mail/mail.service.ts';
import { removeAllDevices } from '../push/index.ts';
import { findAccountProfile, updateAccountProfile, updateProfileEmail } from './account.repo.ts';
import {
  confirmEmailChangeMail,
  emailChangeRequestedMail,
  passwordChangedMail,
  passwordResetMail,
} from './account-mails.ts';

export interface AccountServiceDeps {
  auth: AuthPort;
  db: Db;
  mail: MailService;
  logger: Logger;
  publicUrl: string;
  /** False when this address was sent enough reset links lately: the request is then dropped silently. */
  mayMailAddress: (email: string) => Promise<boolean>;
}

export const wrongCurrentPasswordMessage = 'Your current password is not right.';

export function createAccountService(deps: AccountServiceDeps) {
  const { auth, db, mail, publicUrl } = deps;

  async function send(message: NewMail): Promise<void> {
    await mail.dispatch(await mail.write(db, message));
  }

  async function sendResetLink(email: string): Promise<void> {
    if (!(await deps.mayMailAddress(email))) return;
    const token = await auth.createRecoveryToken(email);
    if (!token) return;
    await send(passwordResetMail({ email, link: `${publicUrl}/reset-password#token=${encodeURIComponent(token)}` }));
  }

  async function assertCurrentPassword(identity: Identity, password: string): Promise<void> {
    if (!(await auth.checkPassword(identity.userId, password))) {
      throw new AppError('bad_request', wrongCurrentPasswordMessage, { reason: 'wrong_password' });
    }
  }

  return {
    /**
     * Answers at once and looks the address up afterwards, so the answer and its timing are the
     * same whether or not an account exists. A lost process loses only this one e-mail; the page
     * tells people to ask again if none arrives.
     */
    requestPasswordReset(email: string): void {
      void sendResetLink(email).catch((error: unknown) =>
        deps.logger.error({ err: error }, 'could not send a password reset link'),
      );
    },

    /** Sets the new password; every session of the user ends (the adapter's setPassword). */
    async resetPassword(token: string, password: string, ip: string): Promise<{ email: string }> {
      const user = await auth.resetPassword(token, password);
      await markSessionsEnded(db, user.id);
      await recordAudit(db, { userId: user.id, email: user.email, ip }, { action: 'password.reset', subject: user.id });
      await send(passwordChangedMail({ email: user.email, publicUrl }));
      return { email: user.email };
    },

    async profile(identity: Identity): Promise<AccountProfile> {
      const profile = await findAccountProfile(db, identity.userId);
      if (!profile) throw new AppError('not_found', 'User account not found.');
      return profile;
    },

    async updateProfile(
      identity: Identity,
      fields: { firstName: string; lastName: string; phoneNumber: string },
    ): Promise<AccountProfile> {
      const profile = await updateAccountProfile(db, identity.userId, fields);
      if (!profile) throw new AppError('not_found', 'User account not found.');
      return profile;
    },

    /**
     * Changes the password after checking the current one. Every session ends (other devices are
     * signed out); this one gets a new session, so the person stays signed in here.
     */
    async changePassword(
      identity: Identity,
      currentPassword: string,
      newPassword: string,
      actor: AuditActor,
    ): Promise<AuthSession> {
      await assertCurrentPassword(identity, currentPassword);
      await auth.setPassword(identity.userId, newPassword, identity.sessionId);
      await markSessionsEnded(db, identity.userId);
      await recordAudit(db, actor, { action: 'password.changed', subject: identity.userId });
      await send(passwordChangedMail({ email: identity.email, publicUrl }));
      return auth.signIn(identity.email, newPassword);
    },

    /**
     * Sends a confirmation link to the new address and tells the current one. An address another
     * account already uses gets no link, but the answer is the same (no account enumeration).
     */
    async requestEmailChange(identity: Identity, currentPassword: string, newEmail: string): Promise<void> {
      await assertCurrentPassword(identity, currentPassword);
      if (newEmail === identity.email.toLowerCase()) {
        throw new AppError('bad_request', 'This is already your e-mail address.');
      }
      if (await auth.findUserByEmail(newEmail)) return;
      const token = await auth.createEmailChangeToken(identity.userId, newEmail);
      await send(
        confirmEmailChangeMail({ newEmail, link: `${publicUrl}/confirm-email#token=${encodeURIComponent(token)}` }),
      );
      await send(emailChangeRequestedMail({ email: identity.email, newEmail }));
    },

    /** Applies a confirmed change; the sessions end because their tokens name the old address. */
    async confirmEmailChange(token: string): Promise<{ email: string }> {
      const user = await auth.confirmEmailChange(token);
      await updateProfileEmail(db, user.id, user.email);
      await markSessionsEnded(db, user.id);
      await auth.revokeAllSessions(user.id);
      return { email: user.email };
    },

    async sessions(identity: Identity): Promise<AccountSession[]> {
      const rows = await listLiveSessions(db, identity.userId);
      return rows.map((row) => ({
        sessionId: row.sessionId,
        device: deviceOf(row.userAgent),
        network: row.network || 'Unknown network',
        signedInAt: row.signedInAt,
        lastSeenAt: row.lastSeenAt,
        current: row.sessionId === identity.sessionId,
      }));
    },

    async endSession(identity: Identity, sessionId: string): Promise<void> {
      const ended = await markSessionsEnded(db, identity.userId, sessionId);
      if (ended.length === 0) throw new AppError('not_found', 'This session has already ended.');
      await auth.endSession(identity.userId, sessionId);
    },

    async signOutEverywhere(identity: Identity): Promise<void> {
      await markSessionsEnded(db, identity.userId);
      // A lost phone must stop showing this person's alerts too, not only stop opening the dashboard.
      await removeAllDevices(db, identity.userId);
      await auth.revokeAllSessions(identity.userId);
    },
  };
}
